// The change check of one connection (queued hourly by change-check-hourly.job.ts, one per connection and
// clock hour). Thin: the service loads the connection, leaves if it is gone or not ready, and does the rest.
import { errorText, type Logger } from '../core/logger';
import type { ChangeCheckService } from '../modules/webhooks/change-check.service';

export interface ChangeCheckData {
  connectionId: string;
}

export function changeCheckJob(changeCheck: ChangeCheckService, logger: Logger) {
  return async ({ connectionId }: ChangeCheckData): Promise<void> => {
    // Never throws (jobs are batched): a check that fails took nothing, so the next hour finds the same changes.
    await changeCheck.checkById(connectionId).catch((error: unknown) => {
      logger.error('change check failed', { connectionId, error: errorText(error) });
    });
  };
}

/** Cron '0 * * * *': fans out one change-check job per active connection. */
export function changeCheckHourlyJob(changeCheck: ChangeCheckService) {
  return async (): Promise<void> => {
    await changeCheck.fanOut();
  };
}
