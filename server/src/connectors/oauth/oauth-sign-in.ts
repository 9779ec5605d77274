// SIGN_IN for the OAuth popup providers: the pasted key (SignInInput.apiKey) names a grant our callback
// stored; the connector lists what the tokens can reach (Xero tenants, Deel organizations), and the
// connection keeps the tokens as credentials. CHOOSE when there are several, as for any provider.
import type { AuthConnector, AuthStep, ConnectionAccess, ConnectorContext, Credentials, Entity, SignInInput, Stash } from '../connector';
import { authenticationError, validationError } from '../../core/errors';
import { noMfa, requireInput } from '../http/official';
import { tokensToCredentials } from './oauth';
import { connectorOAuth } from './oauth-access';

interface GrantSignIn {
  provider: string;
  /** Display name for messages. */
  name: string;
  /** The entities the tokens reach; `conn` holds the grant's tokens (refreshed in place if need be). */
  entities: (conn: ConnectionAccess) => Promise<Entity[]>;
  /** Said when the tokens reach none (401 no_valid_accounts). */
  noneMessage: string;
}

async function signInWithGrant(spec: GrantSignIn, input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
  const key = requireInput(input.apiKey, 'api_key', 'api_key');
  const oauth = connectorOAuth(ctx, spec.provider);
  oauth.app(); // a 501 naming the settings when this server has no app for the provider
  const tokens = await oauth.grants.find(spec.provider, key);
  if (!tokens) {
    throw authenticationError(
      'incorrect_username_or_password',
      `this ${spec.name} key is unknown, already used or expired: select "Connect HERE" and paste the key it shows`,
    );
  }
  const conn: ConnectionAccess = { mode: 'official', provider: spec.provider, entityId: '', credentials: tokensToCredentials(tokens) };
  const entities = await spec.entities(conn);
  if (entities.length === 0) throw authenticationError('no_valid_accounts', spec.noneMessage);
  if (!(await oauth.grants.consume(spec.provider, key))) {
    throw authenticationError('incorrect_username_or_password', `this ${spec.name} key was already used: select "Connect HERE" again`);
  }
  if (entities.length === 1) return { next: null, entity: entities[0]!, credentials: conn.credentials };
  return { next: 'CHOOSE', entities, stash: { credentials: conn.credentials, entities } };
}

/** CHOSEN: one of the entities offered at SIGN_IN, with the tokens kept in the (encrypted) stash. */
function chooseFromStash(stash: Stash, entityId: string): AuthStep {
  const entities = (stash.entities ?? []) as Entity[];
  const entity = entities.find((e) => e.id === entityId);
  if (!entity) throw validationError('chosen is not one of the offered entities', 'chosen', 'enum');
  return { next: null, entity, credentials: stash.credentials as Credentials };
}

/**
 * The whole auth stage of a popup provider whose sign-in lists what the grant reaches: SIGN_IN with the pasted
 * key, no MFA, CHOSEN from the stash. `reachable` lists the entities as the provider names them (the sign-in's
 * context at hand); those without an id are left out, those without a name are shown by their id.
 */
export function grantAuthStage(
  spec: Omit<GrantSignIn, 'entities'> & {
    reachable: (conn: ConnectionAccess, ctx: ConnectorContext) => Promise<ReadonlyArray<{ id?: string | null; name?: string | null }>>;
  },
): AuthConnector {
  const entities = async (conn: ConnectionAccess, ctx: ConnectorContext): Promise<Entity[]> =>
    (await spec.reachable(conn, ctx))
      .filter((e): e is { id: string; name?: string | null } => typeof e.id === 'string' && e.id !== '')
      .map((e) => ({ id: e.id, name: e.name?.trim() || e.id }));
  return {
    signIn: (input, ctx) => signInWithGrant({ ...spec, entities: (conn) => entities(conn, ctx) }, input, ctx),
    verifyMfa: async () => {
      throw noMfa(spec.name);
    },
    choose: async (stash, entityId) => chooseFromStash(stash, entityId),
  };
}
