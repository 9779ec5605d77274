// The first sync of a new connection. Thin and idempotent: load by id, leave if gone, disconnected, already
// synced or waiting for its user, else let the sync service do the work. It never throws: the service records
// a failure on the connection and plans the next attempt, which the reconciler (sync-reconcile.job.ts) starts;
// pg-boss's own retries would run beside that schedule.
import type { DataSource } from 'typeorm';
import { errorText, type Logger } from '../core/logger';
import { ConnectionEntity } from '../db/entities';
import type { SyncService } from '../modules/sync/sync.service';

export interface FirstSyncData {
  connectionId: string;
}

export function firstSyncJob(dataSource: DataSource, sync: SyncService, logger?: Logger) {
  return async ({ connectionId }: FirstSyncData): Promise<void> => {
    const connection = await dataSource.getRepository(ConnectionEntity).findOne({ where: { id: connectionId } });
    if (!connection || connection.disconnectedAt || connection.syncedAt || connection.syncStatus === 'reauthentication_required') return;
    await sync.syncConnection(connection).catch((error: unknown) => {
      logger?.info('first sync will be retried by the reconciler', { connectionId, error: errorText(error) });
    });
  };
}
