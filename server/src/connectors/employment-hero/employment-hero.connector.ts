// Employment Hero, official mode: an OAuth popup provider (SPEC §2). The customer approves our Employment Hero
// app in the popup, pastes the key our callback shows, and the connection keeps the access token (15 minutes)
// and the refresh token. Reference: https://developer.employmenthero.com/api-references/ (base
// https://api.employmenthero.com); every call it makes is declared with its docs in employment-hero.provider.ts.
import type { Connector, ConnectorContext, ConnectionAccess } from '../connector';
import { expectObject, pageNumberList, type OfficialConnectorOptions } from '../http';
import { oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroups, toTimeOffEntry, toTimesheet } from './employment-hero.mapper';
import type { EhEmployee, EhLeaveRequest, EhList, EhOrganisation, EhOrganisationDetail, EhTeam, EhTimesheetEntry } from './employment-hero.types';

const NAME = 'Employment Hero';
const PROVIDER = 'employment hero';
/** Lists default to 20 a page; we ask for more and follow total_pages whatever the server grants. */
const PAGE = 100;

export function createEmploymentHeroConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) => oauthSession(conn, ctx, NAME, options.http);

  /** Every page of a list: page_index from 1, item_per_page, until total_pages. */
  const list = <T>(conn: ConnectionAccess, ctx: ConnectorContext, path: string, read: Reader): Promise<T[]> => {
    const pageSize = options.pageSize ?? PAGE;
    return pageNumberList<T, EhList<T>>(session(conn, ctx).api, path, {
      provider: NAME,
      pageSize,
      query: (page) => ({ page_index: page, item_per_page: pageSize }),
      read: (body) => ({ items: read.list<T>(body.data?.items, 'data.items', NAME), totalPages: body.data?.total_pages ?? null }),
    });
  };

  const org = (conn: ConnectionAccess) => `api/v1/organisations/${encodeURIComponent(conn.entityId)}`;

  /** The employee list, once per sync: employees and groups (cost centres) come from it. */
  const employees = (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader) =>
    ctx.cache.once('employment-hero:employees', () => list<EhEmployee>(conn, ctx, `${org(conn)}/employees`, read));

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'Employment Hero granted access to no organisation',
      reachable: (conn, ctx) => list<EhOrganisation>(conn, ctx, 'api/v1/organisations', reader(ctx)),
    }),

    async fetchCompany(conn, ctx) {
      const { api } = session(conn, ctx);
      const body = expectObject<{ data?: EhOrganisationDetail }>(await api.get(org(conn)), NAME, 'organisation');
      return toCompany(expectObject<EhOrganisationDetail>(body.data, NAME, 'organisation'), reader(ctx));
    },

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await employees(conn, ctx, read), (e) => toEmployee(e, read));
    },

    async fetchGroups(conn, ctx) {
      const read = reader(ctx);
      const [teams, people] = await Promise.all([list<EhTeam>(conn, ctx, `${org(conn)}/teams`, read), employees(conn, ctx, read)]);
      return toGroups(teams, people, read);
    },

    async fetchTimeOffEntries(conn, ctx) {
      const read = reader(ctx);
      return read.each(await list<EhLeaveRequest>(conn, ctx, `${org(conn)}/leave_requests`, read), (l) => toTimeOffEntry(l, read));
    },

    async fetchTimesheets(conn, ctx) {
      const read = reader(ctx);
      // "-" stands for every employee of the organisation.
      return read.each(await list<EhTimesheetEntry>(conn, ctx, `${org(conn)}/employees/-/timesheet_entries`, read), (t) => toTimesheet(t, read));
    },
  };
}
