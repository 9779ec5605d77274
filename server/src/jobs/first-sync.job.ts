// The first sync of a new connection. Thin and idempotent: load by id, leave if gone, disconnected or
// already synced, else let the sync service do the work (it marks the connection ready or failed).
import type { DataSource } from 'typeorm';
import { ConnectionEntity } from '../db/entities';
import type { SyncService } from '../modules/sync/sync.service';

export interface FirstSyncData {
  connectionId: string;
}

export function firstSyncJob(dataSource: DataSource, sync: SyncService) {
  return async ({ connectionId }: FirstSyncData): Promise<void> => {
    const connection = await dataSource.getRepository(ConnectionEntity).findOne({ where: { id: connectionId } });
    if (!connection || connection.disconnectedAt || connection.syncedAt) return;
    await sync.syncConnection(connection);
  };
}
