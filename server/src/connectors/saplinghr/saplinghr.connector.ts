// Sapling (Kallidus Sapling), official mode: the company subdomain and an API key sent as a Bearer token.
// Reference: https://kallidus.readme.io/reference/welcome-to-the-sapling-api ; every call it makes is declared
// with its docs in saplinghr.provider.ts.
import type { Connector, ConnectorContext, ConnectionAccess } from '../connector';
import { companySubdomain, expectObject, HttpClient, pastedHost, subdomainKeyAccess, withSubdomain, type OfficialConnectorOptions } from '../http';
import { reader, type Reader } from '../reader';
import { toEmployee, toGroups, toWorkLocations } from './saplinghr.mapper';
import type { SaplingUser, SaplingUsers } from './saplinghr.types';

const NAME = 'Sapling';
const US_HOST = /\.saplingapp\.io$/;
const UK_HOST = /\.kallidus-suite\.com$/;

/**
 * The account as users paste it: "acme", "acme.saplingapp.io" (US data centre) or "acme.kallidus-suite.com"
 * (UK data centre), with or without https:// and a path. Kept as "acme" or "acme.kallidus-suite.com".
 */
export function normaliseDomain(raw: string): string {
  const host = pastedHost(raw);
  const sub = companySubdomain(host.replace(US_HOST, ''), UK_HOST, NAME, 'acme.saplingapp.io');
  return UK_HOST.test(host) ? `${sub}.kallidus-suite.com` : sub;
}

/**
 * The account's API base: US accounts on the declared template (https://{domain}.saplingapp.io/api/v1/beta),
 * UK accounts on https://<sub>.kallidus-suite.com/hr/api/v1/beta (the reference's Routing section). A configured
 * base (PROVIDER_SAPLINGHR_BASE_URL: a proxy, a test fake) is used as given, with `{domain}` filled in.
 */
export function accountBaseUrl(base: string, domain: string, declared: string): string {
  if (UK_HOST.test(domain) && base === declared) return `https://${domain}/hr/api/v1/beta`;
  return withSubdomain(base, domain);
}

export function createSaplinghrConnector(options: OfficialConnectorOptions & { declaredBaseUrl?: string } = {}): Connector {
  const baseUrl = (base: string, domain: string) => accountBaseUrl(base, domain, options.declaredBaseUrl ?? '');
  const access = subdomainKeyAccess(NAME, (apiKey) => ({ authorization: `Bearer ${apiKey}` }), options.http, baseUrl);

  const users = async (http: HttpClient, read: Reader): Promise<SaplingUser[]> =>
    read.list<SaplingUser>(expectObject<SaplingUsers>(await http.get('users'), NAME, 'users').users, 'users', NAME);

  /** The user list, once per sync: employees, groups and work locations all come from it. */
  const allUsers = (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader) =>
    ctx.cache.once('saplinghr:users', () => users(access.connection(conn, ctx).http, read));

  return {
    ...access.authStage(normaliseDomain, async (http, domain, ctx) => {
      // The key answers for its own account only (401 otherwise).
      await users(http, reader(ctx));
      return { id: domain, name: domain };
    }),

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await allUsers(conn, ctx, read), (u) => toEmployee(u, read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await allUsers(conn, ctx, reader(ctx)));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await allUsers(conn, ctx, reader(ctx)));
    },
  };
}
