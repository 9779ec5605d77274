// Oyster HR, official mode: an OAuth popup provider (SPEC §2). Each Oyster developer app has its own consent page
// (its "Authorization URL", set by the operator); the callback exchanges the code at https://api.oysterhr.com/oauth2/token
// and the connection keeps the tokens, whose refresh token Oyster rotates. Written from Oyster's published
// description (oyster-hr/oysterhr.com.yaml, v1); every call it makes is in it.
import type { Connector, ConnectorContext, ConnectionAccess } from '../connector';
import { expectObject, pageNumberList, type OfficialConnectorOptions } from '../http';
import { str } from '../map-utils';
import { oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroup, toTimeOffBalance, toTimeOffEntry } from './oysterhr.mapper';
import type { OysterCompany, OysterPage } from './oysterhr.types';

const NAME = 'Oyster HR';
const PROVIDER = 'oysterhr';
/** Oyster's page size in its examples (meta.items). */
const PAGE = 100;

export function createOysterhrConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) => oauthSession(conn, ctx, NAME, options.http);

  const company = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<OysterCompany> => {
    const { api } = session(conn, ctx);
    const body = expectObject<{ data?: unknown }>(await api.get('v1/company'), NAME, 'company');
    return expectObject<OysterCompany>(body.data, NAME, 'company');
  };

  /** Every page of a list (page and per_page): it ends at meta.pages, or at a short page. */
  const list = <T>(conn: ConnectionAccess, ctx: ConnectorContext, path: string, read: Reader): Promise<T[]> => {
    const perPage = options.pageSize ?? PAGE;
    return pageNumberList<T, OysterPage<T>>(session(conn, ctx).api, path, {
      provider: NAME,
      pageSize: perPage,
      query: (page) => ({ page, per_page: perPage }),
      read: (body, page) => {
        const items = read.list<T>(body.data, `${path}: data`, NAME);
        const pages = body.meta?.pages;
        const full = items.length >= perPage;
        return { items, hasMore: typeof pages === 'number' ? full && page < pages : full };
      },
    });
  };

  /** Every record of a list, mapped one by one (see Reader.each). */
  const mapList = async <T, R>(conn: ConnectionAccess, ctx: ConnectorContext, path: string, map: (record: T, read: Reader) => R | null) => {
    const read = reader(ctx);
    return read.each(await list<T>(conn, ctx, path, read), (record) => map(record, read));
  };

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'Oyster HR granted access to no company',
      reachable: async (conn, ctx) => {
        const c = await company(conn, ctx);
        const id = str(c.companyId);
        return id ? [{ id, name: str(c.name) ?? id }] : [];
      },
    }),

    async fetchCompany(conn, ctx) {
      return toCompany(await company(conn, ctx), reader(ctx));
    },

    fetchEmployees: (conn, ctx) => mapList(conn, ctx, 'v1/engagements', toEmployee),
    fetchGroups: (conn, ctx) => mapList(conn, ctx, 'v1/departments', toGroup),
    // The API has no date filter for requests: every request is read.
    fetchTimeOffEntries: (conn, ctx) => mapList(conn, ctx, 'v1/time_off/requests', toTimeOffEntry),
    fetchTimeOffBalances: (conn, ctx) => mapList(conn, ctx, 'v1/time_off/entitlements', toTimeOffBalance),
  };
}
