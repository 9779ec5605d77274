// Xero UK, official mode: an OAuth popup provider (SPEC §2). The customer approves our Xero app in the
// popup, pastes the key our callback shows, picks the organisation (a Xero tenant) when the grant
// reaches several, and the connection keeps Xero's access, refresh and id tokens (SPEC §3).
// Written from Xero's published Payroll UK description (xero-uk/xero-payroll-uk.yaml in ../shared/providers,
// XeroAPI/Xero-OpenAPI); the tenant list (/connections) and the Accounting organisation live in Xero's other
// descriptions and are declared in xero-uk.provider.ts with their docs.
import type { Connector, ConnectorContext, ConnectionAccess } from '../connector';
import { expectArray, expectObject, pageNumberPages, type OfficialConnectorOptions } from '../http';
import { reader } from '../reader';
import { oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { toCompany, toEmployee, toIdentity } from './xero-uk.mapper';
import type { XeroConnection, XeroEmployeesPage, XeroOrganisations, XeroPayrollEmployee } from './xero-uk.types';

const NAME = 'Xero UK';
const PROVIDER = 'xero uk';
/** Payroll UK pages hold 100 records (xero-payroll-uk.yaml, `page`). */
const PAGE_SIZE = 100;

/**
 * The Xero APIs live under one origin: the configured base is Payroll UK (`…/payroll.xro/2.0`), the
 * Accounting API is `…/api.xro/2.0` and the tenant list `/connections`, both beside it.
 */
export function xeroUrls(baseUrl: string): { payroll: string; accounting: string; identity: string } {
  const { origin } = new URL(baseUrl);
  return { payroll: baseUrl.replace(/\/+$/, ''), accounting: `${origin}/api.xro/2.0`, identity: origin };
}

/** The calendar date in the UK (Europe/London) at `now`, YYYY-MM-DD: Payroll UK's dates are UK dates. */
export function ukDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function createXeroUkConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext, api: 'payroll' | 'accounting' | 'identity') =>
    oauthSession(conn, ctx, NAME, options.http, {
      baseUrl: xeroUrls(ctx.baseUrl)[api],
      // Every call but /connections names the organisation it is for.
      headers: api === 'identity' ? {} : { 'xero-tenant-id': conn.entityId },
    });

  const tenants = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<XeroConnection[]> => {
    const { api } = session(conn, ctx, 'identity');
    return expectArray<XeroConnection>(await api.get('connections'), NAME, 'connections');
  };

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'Xero granted access to no organisation: select one when approving the connection',
      // Practices and other tenant types are not offered.
      reachable: async (conn, ctx) =>
        (await tenants(conn, ctx))
          .filter((t) => t.tenantType === 'ORGANISATION')
          .map((t) => ({ id: t.tenantId ? String(t.tenantId) : null, name: t.tenantName })),
    }),

    async fetchCompany(conn, ctx) {
      const { api } = session(conn, ctx, 'accounting');
      const body = expectObject<XeroOrganisations>(await api.get('Organisation'), NAME, 'organisation');
      const org = expectArray<NonNullable<XeroOrganisations['Organisations']>[number]>(body.Organisations, NAME, 'organisations')[0];
      return org ? toCompany(org, conn.entityId) : null;
    },

    async fetchEmployees(conn, ctx) {
      const { api } = session(conn, ctx, 'payroll');
      const read = reader(ctx);
      const rows = await pageNumberPages<XeroPayrollEmployee>({
        pageSize: options.pageSize ?? PAGE_SIZE,
        provider: NAME,
        fetchPage: async (page) => {
          const body = expectObject<XeroEmployeesPage>(await api.get('Employees', { page }), NAME, 'employees');
          return { items: read.list<XeroPayrollEmployee>(body.employees, 'employees', NAME), totalPages: body.pagination?.pageCount ?? null };
        },
      });
      // Statuses and contracts depend on the day: the sync clock's, as a UK calendar date.
      const today = ukDate(ctx.now());
      return read.each(rows, (e) => toEmployee(e, today, read));
    },

    async fetchIdentity(conn) {
      return toIdentity(conn.credentials.idToken);
    },
  };
}
