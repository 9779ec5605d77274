// Deel, official mode: an OAuth popup provider (SPEC §2). The customer approves our Deel app in the
// popup, pastes the key our callback shows, and the connection keeps Deel's access and refresh tokens.
// Written from Deel's published description (deel/openapi.yaml in ../shared/providers, REST v2, base
// https://api.letsdeel.com/rest/v2); every call it makes is in it.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import { cursorPages, defaultWindow, expectObject, offsetPages, type OfficialConnectorOptions } from '../http';
import { str } from '../map-utils';
import { MissingList, reader, type Reader } from '../reader';
import { oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { toCompany, toEmployee, toGroups, toTimeOffEntry } from './deel.mapper';
import type { DeelOrganization, DeelPage, DeelPerson, DeelTimeOff, DeelTimeOffPage } from './deel.types';

const NAME = 'Deel';
const PROVIDER = 'deel';
/** getPeopleList takes up to 200 a page, but its answer's page.items_per_page is at most 99. */
const PEOPLE_PAGE = 99;
/** getTimeOffsQueryForOrganization: page_size between 5 and 200. */
const TIME_OFF_PAGE = 100;

export function createDeelConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) => oauthSession(conn, ctx, NAME, options.http);

  const organizations = async (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader): Promise<DeelOrganization[]> => {
    const { api } = session(conn, ctx);
    const body = await api.get<DeelPage<DeelOrganization>>('organizations');
    return read.list<DeelOrganization>(expectObject<DeelPage<DeelOrganization>>(body, NAME, 'organizations').data, 'data', NAME);
  };

  /** Everyone, once per sync: employees and groups both come from the people list. */
  const people = (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader): Promise<DeelPerson[]> =>
    ctx.cache.once('deel:people', () => {
      const { api } = session(conn, ctx);
      const limit = options.pageSize ?? PEOPLE_PAGE;
      return offsetPages<DeelPerson>({
        limit,
        provider: NAME,
        fetchPage: async (offset) => {
          const body = expectObject<DeelPage<DeelPerson>>(await api.get('people', { offset, limit }), NAME, 'people');
          const items = read.list<DeelPerson>(body.data, 'data', NAME);
          // A short page is the last, whatever total_rows says.
          return { items, total: items.length < limit ? offset + items.length : (body.page?.total_rows ?? null) };
        },
      });
    });

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'Deel granted access to no organization',
      reachable: async (conn, ctx) => (await organizations(conn, ctx, reader(ctx))).map((o) => ({ id: str(o?.id), name: str(o?.name) })),
    }),

    async fetchCompany(conn, ctx) {
      const org = (await organizations(conn, ctx, reader(ctx))).find((o) => str(o?.id) === conn.entityId);
      return org ? toCompany(org, conn.entityId) : null;
    },

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await people(conn, ctx, read), (p) => toEmployee(p, read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await people(conn, ctx, reader(ctx)));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const { api } = session(conn, ctx);
      const read = reader(ctx);
      const used = new Set<string>();
      const entries = await cursorPages<DeelTimeOff>({
        provider: NAME,
        fetchPage: async (next) => {
          const query = { start_date: `${startDate}T00:00:00Z`, end_date: `${endDate}T23:59:59Z`, page_size: TIME_OFF_PAGE, next };
          const body = expectObject<DeelTimeOffPage>(await api.get('time_offs', query), NAME, 'time offs');
          const cursor = body.has_next_page === true ? str(body.next) : null;
          // A cursor handed out twice would page forever: the list is not to be trusted, so nothing is replaced.
          if (cursor !== null && used.has(cursor)) {
            read.report.warn('Deel handed out the same page cursor twice; nothing was stored or removed', 'next');
            throw new MissingList('next');
          }
          if (cursor !== null) used.add(cursor);
          return { items: read.list<DeelTimeOff>(body.data, 'data', NAME), next: cursor };
        },
      });
      return read.each(entries, (t) => toTimeOffEntry(t, read));
    },
  };
}
