import { Entity } from 'typeorm';
import { CreatedAtColumn, NamedColumn, NamedPrimaryColumn, NullableColumn } from './columns';
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
  @NamedPrimaryColumn('uuid')
  id: string;

  @NamedColumn('text', { default: 'pending' })
  syncStatus: SyncStatus;

  @NullableColumn('text')
  syncError: string | null;

  @NullableColumn('timestamptz')
  syncedAt: Date | null;

  /** Failed attempts of the sync in a row (0 after a success). */
  @NamedColumn('integer', { default: 0 })
  syncAttempts: number;

  /** When the reconciler starts the first sync again unless it finished; null when nothing is planned. */
  @NullableColumn('timestamptz', { default: () => "now() + interval '2 minutes'" })
  nextSyncAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @NullableColumn('timestamptz')
  disconnectedAt: Date | null;
}
