// The connection's sync state (ConnectionEntity.syncStatus, syncAttempts, nextSyncAt) and the schedule that
// brings a first sync to an end. `nextSyncAt` is always "when the reconciler starts this first sync again,
// unless it has finished by then":
// - a new connection: two minutes after the token exchange (column default), in case its job was lost;
// - a running sync: after its deadline and a grace (its process may have stopped mid-run);
// - a failed one: after an exponential backoff with jitter (1 min doubling to 6 h), never before the provider's
//   Retry-After;
// - null once synced, or when the provider refused the stored credentials (`reauthentication_required`: only
//   the user can mend that, by connecting again).
// The reconciler job (jobs/sync-reconcile.job.ts) claims due connections and queues their first-sync jobs.
import type { DataSource } from 'typeorm';
import { backoffDelay } from '../../connectors/http/retry';
import type { Clock } from '../../core/clock';
import { AppError, authenticationError, isAppError } from '../../core/errors';
import type { ConnectionEntity, SyncStatus } from '../../db/entities';
import { errorText } from '../../core/logger';

const MINUTE = 60_000;

/** How long one sync may take; its provider calls never wait past it (connectors/http CallScope). */
export const SYNC_DEADLINE_MS = 30 * MINUTE;
/** A run neither finished nor failed this long after its deadline is presumed dead. */
const LOST_RUN_MS = 10 * MINUTE;
export const RETRY_BASE_MS = MINUTE;
export const RETRY_MAX_MS = 6 * 60 * MINUTE;
/** A claimed connection is due again this long after its job was queued, if that job never started. */
const CLAIM_MS = 5 * MINUTE;
/** Connections claimed per sweep (the next sweep takes the rest). */
const CLAIM_BATCH = 50;

/** Connections whose first sync the reconciler may start: made, not disconnected, not synced, not waiting for the user. */
const UNFINISHED = `synced_at IS NULL AND disconnected_at IS NULL AND credentials_ciphertext IS NOT NULL
  AND sync_status <> 'reauthentication_required'`;

/**
 * The sync state as the management API shows it (REST introspect `sync`, GraphQL `Introspection.sync`). A
 * console's words derive from it: syncing = pending or running, synced = ready, failed, reauthentication
 * required; disconnected is the connection's own disconnected_at (its tokens then answer 403).
 */
export interface SyncView {
  status: SyncStatus;
  /** Why the last attempt failed or what the provider refused; null otherwise. */
  error: string | null;
  /** When the first sync finished (ISO 8601); null before. */
  synced_at: string | null;
  /** Failed attempts in a row. */
  attempts: number;
  /** When the first sync is tried again (ISO 8601); null when nothing is planned. */
  next_attempt_at: string | null;
}

export function syncView(connection: ConnectionEntity): SyncView {
  const status = connection.syncStatus;
  return {
    status,
    error: status === 'failed' || status === 'reauthentication_required' ? connection.syncError : null,
    synced_at: connection.syncedAt?.toISOString() ?? null,
    attempts: connection.syncAttempts,
    next_attempt_at: !connection.syncedAt && status !== 'reauthentication_required' ? (connection.nextSyncAt?.toISOString() ?? null) : null,
  };
}

/**
 * A provider's refusal once sign-in is behind us (a 401 or 403 during a sync, a bad domain, a revoked grant):
 * the stored credentials no longer work, or lack a permission, so the user must connect again. Sign-in codes
 * such as incorrect_username_or_password stay with sign-in; here the answer is reauthentication_required.
 */
export function refusalAfterSignIn(error: unknown): AppError | null {
  if (!isAppError(error) || error.kind !== 'authentication') return null;
  if (error.options.code === 'reauthentication_required') return error;
  return authenticationError('reauthentication_required', `${error.message}; the connection must be made again`);
}

export class SyncState {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** [0, 1), for the backoff's jitter; tests inject one. */
    private readonly random: () => number = Math.random,
  ) {}

  /** A run began; it must end by `deadline`. */
  async started(connectionId: string, deadline: Date): Promise<void> {
    await this.set(connectionId, `sync_status = 'running', sync_error = NULL, next_sync_at = CASE WHEN synced_at IS NULL THEN $2::timestamptz END`, [
      new Date(deadline.getTime() + LOST_RUN_MS),
    ]);
  }

  async succeeded(connectionId: string): Promise<void> {
    await this.set(connectionId, `sync_status = 'ready', sync_error = NULL, sync_attempts = 0, next_sync_at = NULL, synced_at = $2`, [this.clock.now()]);
  }

  /** Records a failed run; returns the error to report (a refusal becomes reauthentication_required). */
  async failed(connectionId: string, error: unknown): Promise<unknown> {
    const refusal = refusalAfterSignIn(error);
    if (refusal) {
      await this.needsUser(connectionId, refusal.message);
      return refusal;
    }
    const message = (errorText(error)).slice(0, 1000);
    const retryAfterMs = isAppError(error) ? (error.options.retryAfterSeconds ?? 0) * 1000 : 0;
    await this.dataSource.transaction(async (m) => {
      const [row] = await m.query(
        `WITH failed AS (
           UPDATE connection SET sync_status = 'failed', sync_error = $2, sync_attempts = sync_attempts + 1
           WHERE id = $1 RETURNING sync_attempts, synced_at)
         SELECT * FROM failed`,
        [connectionId, message],
      );
      // Only a first sync is the reconciler's to retry; a connection with data is checked hourly anyway.
      const delay = Math.max(backoffDelay((row?.sync_attempts ?? 1) - 1, RETRY_BASE_MS, RETRY_MAX_MS, this.random), retryAfterMs);
      const next = row && !row.synced_at ? new Date(this.clock.now().getTime() + delay) : null;
      await m.query('UPDATE connection SET next_sync_at = $2 WHERE id = $1', [connectionId, next]);
    });
    return error;
  }

  /** The provider refused the stored credentials: nothing retries until the user connects again. */
  async needsUser(connectionId: string, message: string): Promise<void> {
    await this.set(connectionId, `sync_status = 'reauthentication_required', sync_error = $2, next_sync_at = NULL`, [message.slice(0, 1000)]);
  }

  /** Claims up to a batch of due first syncs (safe with several instances): their ids, oldest due first. */
  async claimDue(): Promise<string[]> {
    const now = this.clock.now();
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM connection WHERE ${UNFINISHED} AND next_sync_at <= $1
         ORDER BY next_sync_at LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED),
       claimed AS (
         UPDATE connection c SET next_sync_at = $2 FROM due WHERE c.id = due.id RETURNING c.id)
       SELECT id FROM claimed`,
      [now, new Date(now.getTime() + CLAIM_MS)],
    );
    return rows.map((row) => row.id);
  }

  private async set(connectionId: string, assignments: string, values: unknown[]): Promise<void> {
    await this.dataSource.query(`UPDATE connection SET ${assignments} WHERE id = $1`, [connectionId, ...values]);
  }
}
