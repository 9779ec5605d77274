// The change check of one connection (queued hourly by change-check-hourly.job.ts, one per connection and
// clock hour). Thin: the service loads the connection, leaves if it is gone or not ready, and does the rest.
import type { Logger } from '../core/logger';
import type { ChangeCheckService } from '../modules/webhooks/change-check.service';
import { loggedNotThrown, tick, type JobHandler } from './queue';

// A check that fails took nothing, so the next hour finds the same changes.
export function changeCheckJob(changeCheck: ChangeCheckService, logger: Logger): JobHandler<{ connectionId: string }> {
  return loggedNotThrown(logger, 'change check failed', ({ connectionId }) => changeCheck.checkById(connectionId));
}

/** Cron '0 * * * *': fans out one change-check job per active connection. */
export function changeCheckHourlyJob(changeCheck: ChangeCheckService): JobHandler<object> {
  return tick(() => changeCheck.fanOut());
}
