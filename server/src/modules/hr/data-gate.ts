// The way into every data call, shared by both doors: the caller's Bearer token and scope (401/403; the
// mode is the path's, or the token's own when GraphQL leaves it out), the call's own input (400), then
// readiness: until the connection's first sync has finished the answer is 202 with Retry-After
// (CONTRACT §5); a failed first sync is a 503 with Retry-After until its next attempt
// (modules/sync/sync-state.ts); a connection whose provider refused the stored credentials after sign-in
// answers SPEC §8's 401 reauthentication_required, synced data or not, so that the client sends its user
// through the connect flow again rather than read data that no longer updates.
import type { Clock } from '../../core/clock';
import { AppError, authenticationError, notImplemented } from '../../core/errors';
import type { ScopeResource } from '../connect/scopes';
import type { Connector, DataConnector } from '../../connectors/connector';
import type { AccessGrant, Caller } from '../auth/caller';
import type { Mode } from '../../model';

/** Who calls, and in which mode (the REST path's; absent: the token's). */
export interface DataCall {
  caller: Caller;
  mode?: Mode;
}

export interface Entered<T> {
  grant: AccessGrant;
  mode: Mode;
  connectionId: string;
  input: T;
}

export interface EnterOptions<T> {
  /** Parses and validates the call's own input (after authorization, so a stranger learns nothing). */
  parse?: () => T;
  /** The connector operation behind the call; a provider without it answers 501. */
  offeredBy?: keyof DataConnector;
}

/** What the gate needs of the connector registry. */
export interface ConnectorFinder {
  find(provider: string, mode?: Mode): Connector | undefined;
}

export const PENDING_RETRY_AFTER_SECONDS = 2;
export const FAILED_RETRY_AFTER_SECONDS = 60;

export class DataGate {
  constructor(
    private readonly connectors: ConnectorFinder,
    private readonly clock: Clock,
  ) {}

  async enter<T = undefined>(call: DataCall, resource: ScopeResource, options: EnterOptions<T> = {}): Promise<Entered<T>> {
    const { grant, mode } = await call.caller.requireScope(resource, call.mode);
    const input = options.parse ? options.parse() : (undefined as T);
    const { connection } = grant;
    if (options.offeredBy && !this.connectors.find(connection.provider, mode)?.[options.offeredBy]) {
      throw notImplemented(`${connection.provider} does not offer ${resource} in ${mode} mode`);
    }
    if (connection.syncStatus === 'reauthentication_required') {
      throw authenticationError('reauthentication_required', connection.syncError ?? `${connection.provider} refused the stored credentials; the connection must be made again`, 'Bearer');
    }
    if (!connection.syncedAt) {
      if (connection.syncStatus === 'failed') {
        const next = connection.nextSyncAt;
        const inSeconds = next ? Math.ceil((next.getTime() - this.clock.now().getTime()) / 1000) : 0;
        throw new AppError(
          'unavailable',
          `the first sync of this connection failed; it will be retried ${next && inSeconds > 0 ? `at ${next.toISOString()}` : 'shortly'}`,
          { retryAfterSeconds: inSeconds > 0 ? inSeconds : FAILED_RETRY_AFTER_SECONDS },
        );
      }
      throw new AppError('pending', 'the first sync of this connection is still running; try again shortly', {
        retryAfterSeconds: PENDING_RETRY_AFTER_SECONDS,
      });
    }
    return { grant, mode, connectionId: connection.id, input };
  }
}
