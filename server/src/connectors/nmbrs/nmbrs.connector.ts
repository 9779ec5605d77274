// Visma Nmbrs, official mode, through its REST API (https://api.nmbrsapp.com; the SOAP API retires in March
// 2027). Nmbrs takes only authorization-code OAuth (identityservice.nmbrs.com), so the customer approves our app
// in the popup and pastes the key our callback shows; every call also carries the X-Subscription-Key of the
// operator's developer-portal product subscription. A connection is one Nmbrs company. Every call it makes is
// declared with its docs in nmbrs.provider.ts.
import type { Connector, ConnectionAccess, ConnectorContext } from '../connector';
import { pageNumberList, type OfficialConnectorOptions } from '../http';
import { connectorOAuth, oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { reader, type Reader } from '../reader';
import { byEmployee, toCompany, toEmployee, toGroups } from './nmbrs.mapper';
import type {
  NmbrsCompany,
  NmbrsEmployeeDepartments,
  NmbrsEmployeeEmployments,
  NmbrsEmployeeFunctions,
  NmbrsEmployeePersonalInfo,
  NmbrsPage,
} from './nmbrs.types';

const NAME = 'Nmbrs';
const PROVIDER = 'nmbrs';
/** Lists page with pageNumber and pageSize; we ask for 100 a page and follow what the pagination says. */
const PAGE = 100;

export function createNmbrsConnector(options: OfficialConnectorOptions = {}): Connector {
  /** Every call carries the operator's subscription key beside the bearer token. */
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) =>
    oauthSession(conn, ctx, NAME, options.http, { headers: { 'x-subscription-key': connectorOAuth(ctx, PROVIDER).app().settings.SUBSCRIPTION_KEY ?? '' } });

  /** Every page of a list: pageNumber from 1 while the pagination names a next page. */
  const list = <T>(conn: ConnectionAccess, ctx: ConnectorContext, path: string, read: Reader): Promise<T[]> => {
    const pageSize = options.pageSize ?? PAGE;
    return pageNumberList<T, NmbrsPage<T>>(session(conn, ctx).api, path, {
      provider: NAME,
      pageSize,
      query: (page) => ({ pageNumber: page, pageSize }),
      read: (body) => {
        const next = body.pagination?.nextPage;
        return {
          items: read.list<T>(body.data, 'data', NAME),
          totalPages: body.pagination?.totalPages ?? null,
          hasMore: next === undefined ? null : typeof next === 'string' && next !== '',
        };
      },
    });
  };

  const company = (conn: ConnectionAccess) => `api/companies/${encodeURIComponent(conn.entityId)}/employees`;
  /** The company's list of every employee's records of one kind (personalinfo, employments, …), once per sync. */
  const perEmployee = <T>(conn: ConnectionAccess, ctx: ConnectorContext, kind: string, read: Reader) =>
    ctx.cache.once(`nmbrs:${kind}`, () => list<T>(conn, ctx, `${company(conn)}/${kind}`, read));
  const companies = (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader) =>
    ctx.cache.once('nmbrs:companies', () => list<NmbrsCompany>(conn, ctx, 'api/companies', read));

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'Nmbrs granted access to no company',
      reachable: async (conn, ctx) =>
        (await list<NmbrsCompany>(conn, ctx, 'api/companies', reader(ctx))).map((c) => ({ id: c.companyId, name: c.name })),
    }),

    async fetchCompany(conn, ctx) {
      const read = reader(ctx);
      const found = (await companies(conn, ctx, read)).find((c) => c.companyId === conn.entityId);
      return found ? toCompany(found, read) : null;
    },

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      const [people, employments, functions, departments] = await Promise.all([
        perEmployee<NmbrsEmployeePersonalInfo>(conn, ctx, 'personalinfo', read),
        perEmployee<NmbrsEmployeeEmployments>(conn, ctx, 'employments', read),
        perEmployee<NmbrsEmployeeFunctions>(conn, ctx, 'functions', read),
        perEmployee<NmbrsEmployeeDepartments>(conn, ctx, 'departments', read),
      ]);
      const details = { employments: byEmployee(employments), functions: byEmployee(functions), departments: byEmployee(departments) };
      return read.each(people, (row) => toEmployee(row, details, read));
    },

    async fetchGroups(conn, ctx) {
      const read = reader(ctx);
      return toGroups(await perEmployee<NmbrsEmployeeDepartments>(conn, ctx, 'departments', read), read);
    },
  };
}
