// Deel, official mode: an OAuth popup provider (SPEC §2). The customer approves our Deel app in the
// popup, pastes the key our callback shows, and the connection keeps Deel's access and refresh tokens.
// Reference: https://developer.deel.com/api (REST v2, base https://api.letsdeel.com/rest/v2).
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import { HttpClient, cursorPages, defaultWindow, expectArray, expectObject, noMfa, offsetPages, type OfficialConnectorOptions, fromContext } from '../http';
import { OAuthAccess } from '../oauth/oauth-access';
import { chooseFromStash, signInWithGrant } from '../oauth/oauth-sign-in';
import { toCompany, toEmployee, toGroups, toTimeOffEntry } from './deel.mapper';
import type { DeelOrganization, DeelPage, DeelPerson, DeelTimeOff, DeelTimeOffPage } from './deel.types';

const NAME = 'Deel';
const PROVIDER = 'deel';
/** "List of People" takes up to 100 a page in every documented version. */
const PEOPLE_PAGE = 100;
const TIME_OFF_PAGE = 100;

export function createDeelConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) => {
    const access = new OAuthAccess(conn, ctx, NAME, options.http);
    const http = new HttpClient({
      provider: NAME,
      baseUrl: ctx.baseUrl,
      ...fromContext(ctx),
      headers: access.headers,
      tuning: options.http,
    });
    return { access, http };
  };

  const organizations = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<DeelOrganization[]> => {
    const { access, http } = session(conn, ctx);
    const body = await access.call(() => http.get<DeelPage<DeelOrganization>>('organizations'));
    return expectArray<DeelOrganization>(expectObject<DeelPage<DeelOrganization>>(body, NAME, 'organizations').data, NAME, 'organizations');
  };

  const people = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<DeelPerson[]> => {
    const { access, http } = session(conn, ctx);
    const limit = options.pageSize ?? PEOPLE_PAGE;
    return offsetPages<DeelPerson>({
      limit,
      provider: NAME,
      fetchPage: async (offset) => {
        const body = expectObject<DeelPage<DeelPerson>>(
          await access.call(() => http.get('people', { offset, limit })),
          NAME,
          'people',
        );
        return { items: expectArray<DeelPerson>(body.data, NAME, 'people'), total: body.page?.total_rows ?? null };
      },
    });
  };

  return {

    signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      return signInWithGrant(
        {
          provider: PROVIDER,
          name: NAME,
          noneMessage: 'Deel granted access to no organization',
          entities: async (conn) =>
            (await organizations(conn, ctx))
              .filter((o) => o.id !== undefined && o.id !== null)
              .map((o) => ({ id: String(o.id), name: o.name?.trim() || String(o.id) })),
        },
        input,
        ctx,
      );
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose(stash, entityId) {
      return chooseFromStash(stash, entityId);
    },

    async fetchCompany(conn, ctx) {
      const org = (await organizations(conn, ctx)).find((o) => String(o.id) === conn.entityId);
      return org ? toCompany(org) : null;
    },

    async fetchEmployees(conn, ctx) {
      return (await people(conn, ctx)).filter((p) => p.id).map(toEmployee);
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await people(conn, ctx));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const { access, http } = session(conn, ctx);
      const entries = await cursorPages<DeelTimeOff>({
        provider: NAME,
        fetchPage: async (next) => {
          const body = expectObject<DeelTimeOffPage>(
            await access.call(() =>
              http.get('time_offs', {
                start_date: `${startDate}T00:00:00Z`,
                end_date: `${endDate}T23:59:59Z`,
                page_size: options.pageSize ?? TIME_OFF_PAGE,
                next,
              }),
            ),
            NAME,
            'time offs',
          );
          return { items: expectArray<DeelTimeOff>(body.data, NAME, 'time offs'), next: body.has_next_page ? body.next : null };
        },
      });
      return entries.filter((t) => t.id && t.recipient_profile?.hris_profile_id).map(toTimeOffEntry);
    },
  };
}
