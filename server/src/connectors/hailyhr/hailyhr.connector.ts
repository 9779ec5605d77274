// Hailey HR, official mode: a personal access token (the sign-in form's API key) sent as a Bearer token.
// Reference: https://api.haileyhr.app/docs/index.html (Swagger: /docs/v1/docs.json). Every call it makes is
// declared with that reference in hailyhr.provider.ts; the test fake answers those and nothing else.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import { apiKeyAuthStage, clientWithHeaders, defaultWindow, expectObject, HttpClient, storedCredential, type OfficialConnectorOptions } from '../http';
import { reader, type Reader } from '../reader';
import { titleNames, toEmployee, toGroups, toTimeOffEntries, toWorkLocations } from './hailyhr.mapper';
import type { HaileyCompany, HaileyEmployee, HaileyTimeOff } from './hailyhr.types';

const NAME = 'Hailey HR';

export function createHailyhrConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, token: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { authorization: `Bearer ${token}` }, options.http);

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => api(ctx, storedCredential(conn, 'apiKey', NAME));

  /** GET /Company, once per sync: groups, work locations and job titles all come from it. */
  const company = (conn: ConnectionAccess, ctx: ConnectorContext): Promise<HaileyCompany> =>
    ctx.cache.once('hailyhr:company', async () => expectObject<HaileyCompany>(await connection(conn, ctx).get('Company'), NAME, 'Company'));

  const employees = async (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader): Promise<HaileyEmployee[]> =>
    read.list<HaileyEmployee>(await connection(conn, ctx).get('Employees'), 'Employees', NAME);

  return {
    ...apiKeyAuthStage(NAME, async (ctx, apiKey) => {
      // The token reaches one company; /Company answers it (401 for a wrong or expired token) but carries no id
      // or name of the company, so the entity is the company the token belongs to.
      expectObject<HaileyCompany>(await api(ctx, apiKey).get('Company'), NAME, 'Company');
      return { id: 'company', name: NAME };
    }),

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      const [list, titles] = await Promise.all([employees(conn, ctx, read), company(conn, ctx).then(titleNames)]);
      return read.each(list, (e) => toEmployee(e, titles, read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await company(conn, ctx), reader(ctx));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await company(conn, ctx), reader(ctx));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const body = expectObject<HaileyTimeOff>(await connection(conn, ctx).get('TimeOff'), NAME, 'TimeOff');
      return toTimeOffEntries(body, startDate, endDate, reader(ctx));
    },
  };
}
