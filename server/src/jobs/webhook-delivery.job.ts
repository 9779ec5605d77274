// One attempt of a webhook delivery. Thin and idempotent: the service claims the outbox row (or leaves
// when it is not due, already delivered or held by another attempt), sends, records, schedules the next.
import type { Logger } from '../core/logger';
import type { WebhookDeliveryService } from '../modules/webhooks/webhook-delivery.service';
import { loggedNotThrown, tick, type JobHandler } from './queue';

// A delivery whose attempt failed to run is left pending: the outbox sweep picks it up again.
export function webhookDeliveryJob(deliveries: WebhookDeliveryService, logger: Logger): JobHandler<{ deliveryId: string }> {
  return loggedNotThrown(logger, 'webhook attempt failed to run', ({ deliveryId }) => deliveries.attempt(deliveryId));
}

/** Every minute and at start: re-queues due deliveries whose job was lost (the outbox relay). */
export function webhookOutboxJob(deliveries: WebhookDeliveryService): JobHandler<object> {
  return tick(() => deliveries.sweep());
}

/** Daily: delivered webhooks older than the retention are removed; failed ones stay visible. */
export function webhookPruneJob(deliveries: WebhookDeliveryService): JobHandler<object> {
  return tick(() => deliveries.prune());
}
