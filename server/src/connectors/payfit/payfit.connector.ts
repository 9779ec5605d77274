// PayFit, official mode: an OAuth popup provider (SPEC §2). The customer approves our PayFit partner app in the
// popup and pastes the key our callback shows; the connection keeps PayFit's tokens. Every Partner API path hangs
// under the company, whose id the token does not carry: PayFit documents reading it from the token introspection
// endpoint beside its token endpoint (https://developers.payfit.io/docs/authentication-via-api-key), the one call
// here its description lacks. Written from PayFit's published description (payfit/payfit.com.yaml, Partner API
// 1.0.0).
import type { Connector, ConnectorContext, ConnectionAccess } from '../connector';
import { cursorPages, expectObject, type OfficialConnectorOptions } from '../http';
import { str } from '../map-utils';
import { connectorOAuth, oauthSession } from '../oauth/oauth-access';
import { grantAuthStage } from '../oauth/oauth-sign-in';
import { reader, type Reader } from '../reader';
import { toCompany, toEmployee, toGroups } from './payfit.mapper';
import type { PayfitCollaborator, PayfitCompany, PayfitContract, PayfitIntrospection, PayfitPage } from './payfit.types';

const NAME = 'PayFit';
const PROVIDER = 'payfit';
/** The most a page may hold ("Max: 50, Default: 10"). */
const PAGE = 50;

export function createPayfitConnector(options: OfficialConnectorOptions = {}): Connector {
  const session = (conn: ConnectionAccess, ctx: ConnectorContext) => oauthSession(conn, ctx, NAME, options.http);

  /** The company the tokens belong to, from PayFit's introspection endpoint (beside its token endpoint). */
  const companyOfToken = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<string | null> => {
    const url = new URL('introspect', connectorOAuth(ctx, PROVIDER).app().tokenUrl);
    const { access, http } = oauthSession(conn, ctx, NAME, options.http, { baseUrl: url.origin });
    // The token asked about is the one the call carries (after a refresh, the new one).
    const body = await access.call(async () =>
      http.post<PayfitIntrospection | null>(url.toString(), { token: await access.accessToken() }, { idempotent: true }),
    );
    return body?.active === true ? str(body.company_id) : null;
  };

  const company = async (conn: ConnectionAccess, ctx: ConnectorContext, companyId: string): Promise<PayfitCompany> => {
    const { api } = session(conn, ctx);
    return expectObject<PayfitCompany>(await api.get(`companies/${encodeURIComponent(companyId)}`), NAME, 'company');
  };

  /**
   * Every page of a list (nextPageToken; maxResults 50). A next token equal to the one just sent would only repeat
   * that page: the list ends there, with a warning.
   */
  const list = <T>(conn: ConnectionAccess, ctx: ConnectorContext, path: string, field: string, read: Reader): Promise<T[]> => {
    const { api } = session(conn, ctx);
    return cursorPages<T>({
      provider: NAME,
      fetchPage: async (cursor) => {
        const query = { maxResults: options.pageSize ?? PAGE, nextPageToken: cursor };
        const body = expectObject<PayfitPage & Record<string, unknown>>(await api.get(path, query), NAME, path);
        const items = read.list<T>(body[field], field, NAME);
        const next = str(body.meta?.nextPageToken);
        if (next !== null && next === cursor) {
          read.report.warn('PayFit sent the page token it was asked for as the next one; the list ends there', 'meta.nextPageToken');
          return { items, next: null };
        }
        return { items, next };
      },
    });
  };

  const companyPath = (conn: ConnectionAccess, tail: string) => `companies/${encodeURIComponent(conn.entityId)}/${tail}`;
  /** The collaborators, once per sync (employees and groups). */
  const collaborators = (conn: ConnectionAccess, ctx: ConnectorContext, read: Reader) =>
    ctx.cache.once('payfit:collaborators', () => list<PayfitCollaborator>(conn, ctx, companyPath(conn, 'collaborators'), 'collaborators', read));

  return {
    ...grantAuthStage({
      provider: PROVIDER,
      name: NAME,
      noneMessage: 'PayFit granted access to no company',
      reachable: async (conn, ctx) => {
        const companyId = await companyOfToken(conn, ctx);
        if (!companyId) return [];
        return [{ id: companyId, name: str((await company(conn, ctx, companyId)).name) ?? companyId }];
      },
    }),

    async fetchCompany(conn, ctx) {
      return toCompany(await company(conn, ctx, conn.entityId), conn.entityId, reader(ctx));
    },

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      const [people, contracts] = await Promise.all([
        collaborators(conn, ctx, read),
        list<PayfitContract>(conn, ctx, companyPath(conn, 'contracts'), 'contracts', read),
      ]);
      const byCollaborator = new Map<string, PayfitContract[]>();
      for (const contract of contracts) {
        const owner = str(contract.collaboratorId);
        if (owner) byCollaborator.set(owner, [...(byCollaborator.get(owner) ?? []), contract]);
      }
      return read.each(people, (c) => toEmployee(c, byCollaborator.get(str(c.id) ?? '') ?? [], read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await collaborators(conn, ctx, reader(ctx)));
    },
  };
}
