// Every minute (SYNC_RECONCILE_CRON) and at start: queues the first sync of every connection whose next
// attempt is due — pending ones whose job was lost, failed ones after their backoff, runs that died with
// their process (modules/sync/sync-state.ts says when each is due). Connections waiting for their user
// (reauthentication_required) are never due.
import type { SyncService } from '../modules/sync/sync.service';
import { tick, type JobHandler } from './queue';

export function syncReconcileJob(sync: SyncService): JobHandler<object> {
  return tick(() => sync.reconcile());
}
