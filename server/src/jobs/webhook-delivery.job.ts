// One attempt of a webhook delivery. Thin and idempotent: the service claims the outbox row (or leaves
// when it is not due, already delivered or held by another attempt), sends, records, schedules the next.
import { errorText, type Logger } from '../core/logger';
import type { WebhookDeliveryService } from '../modules/webhooks/webhook-delivery.service';

export interface WebhookDeliveryData {
  deliveryId: string;
}

export function webhookDeliveryJob(deliveries: WebhookDeliveryService, logger: Logger) {
  return async ({ deliveryId }: WebhookDeliveryData): Promise<void> => {
    // Never throws (jobs are batched): a delivery left pending is picked up again by the outbox sweep.
    await deliveries.attempt(deliveryId).catch((error: unknown) => {
      logger.error('webhook attempt failed to run', { deliveryId, error: errorText(error) });
    });
  };
}

/** Every minute and at start: re-queues due deliveries whose job was lost (the outbox relay). */
export function webhookOutboxJob(deliveries: WebhookDeliveryService) {
  return async (): Promise<void> => {
    await deliveries.sweep();
  };
}

/** Daily: delivered webhooks older than the retention are removed; failed ones stay visible. */
export function webhookPruneJob(deliveries: WebhookDeliveryService) {
  return async (): Promise<void> => {
    await deliveries.prune();
  };
}
