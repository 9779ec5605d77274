// The way into every data call, shared by both doors: mode from the path, Bearer token and scope
// (AccessService: 401/403), the call's own input (400), then readiness: until the connection's first sync
// has finished the answer is 202 with Retry-After (CONTRACT §5); a failed first sync is a 503.
import { AppError, notImplemented } from '../../core/errors';
import { parseMode } from '../connect/connect-input';
import type { ScopeResource } from '../connect/scopes';
import type { Connector, DataConnector } from '../../connectors/connector';
import type { AccessGrant, AccessService } from '../tokens/access.service';
import type { Mode } from '../../model';

/** What a door hands over: the raw Authorization header and the mode of the path (or argument). */
export interface DataCall {
  authorization: string | undefined | null;
  mode: unknown;
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
    private readonly access: AccessService,
    private readonly connectors: ConnectorFinder,
  ) {}

  async enter<T = undefined>(call: DataCall, resource: ScopeResource, options: EnterOptions<T> = {}): Promise<Entered<T>> {
    const mode = parseMode(call.mode);
    const grant = await this.access.authorize(call.authorization, mode, resource);
    const input = options.parse ? options.parse() : (undefined as T);
    const { connection } = grant;
    if (options.offeredBy && !this.connectors.find(connection.provider, mode)?.[options.offeredBy]) {
      throw notImplemented(`${connection.provider} does not offer ${resource} in ${mode} mode`);
    }
    if (!connection.syncedAt) {
      if (connection.syncStatus === 'failed') {
        throw new AppError('unavailable', 'the first sync of this connection failed; it will be retried', {
          retryAfterSeconds: FAILED_RETRY_AFTER_SECONDS,
        });
      }
      throw new AppError('pending', 'the first sync of this connection is still running; try again shortly', {
        retryAfterSeconds: PENDING_RETRY_AFTER_SECONDS,
      });
    }
    return { grant, mode, connectionId: connection.id, input };
  }
}
