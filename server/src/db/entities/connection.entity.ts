import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { ChosenEntityColumns } from './connect-request.columns';

/**
 * Where the connection's sync stands: `pending` (first sync not started yet), `running`, `ready` (synced),
 * `failed` (the last attempt failed; a first sync is tried again at nextSyncAt), `reauthentication_required`
 * (the provider refused the stored credentials after sign-in: only the user can mend it, nothing retries).
 */
export const SYNC_STATUSES = ['pending', 'running', 'ready', 'failed', 'reauthentication_required'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** A client's access to one provider account entity, made by a token exchange. */
@Entity({ name: 'connection' })
export class ConnectionEntity extends ChosenEntityColumns {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'sync_status', default: 'pending' })
  syncStatus: SyncStatus;

  @Column('text', { name: 'sync_error', nullable: true })
  syncError: string | null;

  @Column('timestamptz', { name: 'synced_at', nullable: true })
  syncedAt: Date | null;

  /** Failed attempts of the sync in a row (0 after a success). */
  @Column('integer', { name: 'sync_attempts', default: 0 })
  syncAttempts: number;

  /** When the reconciler starts the first sync again unless it finished; null when nothing is planned. */
  @Column('timestamptz', { name: 'next_sync_at', nullable: true, default: () => "now() + interval '2 minutes'" })
  nextSyncAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'disconnected_at', nullable: true })
  disconnectedAt: Date | null;
}
