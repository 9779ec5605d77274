// A client's connections as its developer sees them (the console, HTTP Basic): each with its state, its
// latest sync report and when the change check looks at it next; disconnecting one and minting a token
// for one. The Bearer door's own calls (introspect, disconnect, new token) stay in tokens/management.service.ts.
import { Brackets, type DataSource } from 'typeorm';
import type { Clock } from '../../core/clock';
import { AppError, notFound, validationError } from '../../core/errors';
import { isUuidText } from '../../core/ids';
import { MODES_CATALOGUE } from '../../connectors/catalogue';
import { SyncReportStore } from '../sync/sync-report.store';
import type { SyncReportData } from '../../connectors/sync-report';
import { ConnectionEntity, type ClientEntity } from '../../db/entities';
import { CONNECTION_STATES, type ConnectionState, stateOf, stateWhere } from './connection-state';
import { syncView, type SyncView } from '../sync/sync-state';
import { isChecked, nextChangeCheckAt } from '../webhooks/change-check.service';
import { disconnectConnection } from '../tokens/management.service';
import { issueToken, type TokenResponse } from '../tokens/issue-token';

export { CONNECTION_STATES, type ConnectionState };

export interface ConnectionView {
  id: string;
  provider: string;
  mode: string;
  scopes: string[];
  /** The provider's company entity chosen at CHOOSE. */
  entityId: string;
  entityName: string;
  createdAt: Date;
  disconnectedAt: Date | null;
  state: ConnectionState;
  sync: SyncView;
  lastSync: SyncReportData | null;
  /** When the hourly change check looks at it next; null when it is not checked (see isChecked) or checks are off. */
  nextChangeCheckAt: Date | null;
}

export interface ConnectionFilter {
  state?: ConnectionState | null;
  /** Matched (case-insensitively) against the company, the provider's id and name, and the connection id. */
  search?: string | null;
  first?: number | null;
}

export const DEFAULT_CONNECTIONS = 100;
export const MAX_CONNECTIONS = 500;
const MAX_SEARCH = 200;

export class ConnectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** CHANGE_CHECK_CRON (null: off). */
    private readonly changeCheckCron: string | null,
  ) {}

  /** The client's connections, newest first (two statements whatever their number). */
  async list(client: ClientEntity, filter: ConnectionFilter = {}): Promise<ConnectionView[]> {
    const first = filter.first ?? DEFAULT_CONNECTIONS;
    if (!Number.isInteger(first) || first < 1 || first > MAX_CONNECTIONS) {
      throw validationError(`first must be from 1 to ${MAX_CONNECTIONS}`, 'first', 'range');
    }
    if (filter.state && !CONNECTION_STATES.includes(filter.state)) throw validationError(`state must be one of ${CONNECTION_STATES.join(', ')}`, 'state', 'enum');
    const search = filter.search?.trim() ?? '';
    if (search.length > MAX_SEARCH) throw validationError(`search must be at most ${MAX_SEARCH} characters`, 'search', 'length');

    const query = this.dataSource.getRepository(ConnectionEntity).createQueryBuilder('c').where('c.client_pk = :client', { client: client.id });
    if (filter.state) query.andWhere(stateWhere(filter.state, 'c'));
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const named = providersNamed(search);
      query.andWhere(
        new Brackets((or) => {
          or.where('c.entity_name ILIKE :pattern', { pattern })
            .orWhere('c.entity_id ILIKE :pattern', { pattern })
            .orWhere('c.provider ILIKE :pattern', { pattern })
            .orWhere('c.id::text = :exact', { exact: search.toLowerCase() });
          if (named.length) or.orWhere('c.provider IN (:...named)', { named });
        }),
      );
    }
    const connections = await query.orderBy('c.created_at', 'DESC').addOrderBy('c.id', 'ASC').take(first).getMany();
    return this.views(connections);
  }

  async find(client: ClientEntity, connectionId: string): Promise<ConnectionView> {
    const [view] = await this.views([await this.owned(client, connectionId)]);
    return view;
  }

  /** Disconnects one of the client's connections; disconnecting it again changes nothing. */
  async disconnect(client: ClientEntity, connectionId: string): Promise<ConnectionView> {
    const connection = await this.owned(client, connectionId);
    await this.dataSource.transaction((manager) => disconnectConnection(manager, connection.id, this.clock.now()));
    return this.find(client, connection.id);
  }

  /** A new access token for one of the client's live connections (shown once, like every token). */
  async newToken(client: ClientEntity, connectionId: string): Promise<TokenResponse> {
    const connection = await this.owned(client, connectionId);
    if (connection.disconnectedAt) throw new AppError('forbidden', 'the connection was disconnected');
    return this.dataSource.transaction((manager) => issueToken(manager, connection, null));
  }

  private async owned(client: ClientEntity, connectionId: string): Promise<ConnectionEntity> {
    const found = isUuidText(connectionId)
      ? await this.dataSource.getRepository(ConnectionEntity).findOneBy({ id: connectionId, clientPk: client.id })
      : null;
    if (!found) throw notFound('no such connection', connectionId);
    return found;
  }

  private async views(connections: ConnectionEntity[]): Promise<ConnectionView[]> {
    const reports = await new SyncReportStore(this.dataSource).latestOf(connections.map((c) => c.id));
    const nextCheck = nextChangeCheckAt(this.changeCheckCron, this.clock.now());
    return connections.map((c) => ({
      id: c.id,
      provider: c.provider,
      mode: c.mode,
      scopes: c.scopes,
      entityId: c.entityId,
      entityName: c.entityName,
      createdAt: c.createdAt,
      disconnectedAt: c.disconnectedAt,
      state: stateOf(c),
      sync: syncView(c),
      lastSync: reports.get(c.id) ?? null,
      nextChangeCheckAt: isChecked(c) ? nextCheck : null,
    }));
  }
}

/** Provider ids whose display name (either mode) contains the search, case-insensitively. */
function providersNamed(search: string): string[] {
  const needle = search.toLowerCase();
  const ids = new Set<string>();
  for (const entries of Object.values(MODES_CATALOGUE)) {
    for (const entry of entries) if (entry.displayName.toLowerCase().includes(needle)) ids.add(entry.id);
  }
  return [...ids];
}
