// The client's webhook endpoint as its developer sees it (the console, HTTP Basic): is it answering, and
// the two things a developer does by hand: send a test event, redeliver a delivery. Both run their one
// attempt now, inside the call, so the answer already holds the attempt; neither is retried on the schedule.
import type { DataSource } from 'typeorm';
import { AppError, notFound, validationError } from '../../core/errors';
import type { ClientEntity } from '../../db/entities';
import type { DeliveryView, WebhookDeliveryService } from './webhook-delivery.service';

/** off: no webhook_uri; untested: nothing sent to it yet; healthy: its latest attempt got a 2xx; failing: it did not. */
export const ENDPOINT_HEALTHS = ['off', 'untested', 'healthy', 'failing'] as const;
export type EndpointHealth = (typeof ENDPOINT_HEALTHS)[number];

export interface LastAttempt {
  at: Date;
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
}

export interface EndpointView {
  url: string | null;
  health: EndpointHealth;
  /** Failed attempts in a row up to now, among the last RECENT_ATTEMPTS to this url. */
  consecutiveFailures: number;
  /** When the current run of failures began; null when healthy. */
  failingSince: Date | null;
  lastAttempt: LastAttempt | null;
  /** Deliveries waiting for their next attempt. */
  pendingDeliveries: number;
}

/** How far back the failure count looks. */
export const RECENT_ATTEMPTS = 100;

export class WebhookEndpointService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: WebhookDeliveryService,
  ) {}

  /** The endpoint's health from the latest attempts sent to the current webhook_uri (older urls do not count). */
  async status(client: ClientEntity): Promise<EndpointView> {
    const [{ pending }]: Array<{ pending: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS pending FROM webhook_delivery WHERE client_pk = $1 AND status = 'pending'`,
      [client.id],
    );
    const base = { url: client.webhookUri, consecutiveFailures: 0, failingSince: null, lastAttempt: null, pendingDeliveries: pending };
    if (!client.webhookUri) return { ...base, health: 'off' };
    const attempts: Array<{ started_at: Date; status_code: number | null; latency_ms: number | null; error: string | null }> = await this.dataSource.query(
      `SELECT a.started_at, a.status_code, a.latency_ms, a.error FROM webhook_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id
       WHERE d.client_pk = $1 AND a.url = $2 AND a.finished_at IS NOT NULL
       ORDER BY a.started_at DESC, a.attempt DESC LIMIT ${RECENT_ATTEMPTS}`,
      [client.id, client.webhookUri],
    );
    if (attempts.length === 0) return { ...base, health: 'untested' };
    const streak = attempts.findIndex((a) => a.error === null);
    const failures = streak === -1 ? attempts.length : streak;
    const [last] = attempts;
    return {
      ...base,
      health: failures > 0 ? 'failing' : 'healthy',
      consecutiveFailures: failures,
      failingSince: failures > 0 ? new Date(attempts[failures - 1].started_at) : null,
      lastAttempt: { at: new Date(last.started_at), statusCode: last.status_code, latencyMs: last.latency_ms, error: last.error },
    };
  }

  /** Sends a test event (empty lists, signed like every webhook) to the webhook_uri now. */
  async sendTest(client: ClientEntity): Promise<DeliveryView> {
    requireEndpoint(client);
    const id = await this.deliveries.insertTest(client.id);
    await this.deliveries.attempt(id);
    return this.find(client, id);
  }

  /** One more attempt of a delivery now (see WebhookDeliveryService.markForRedelivery). */
  async redeliver(client: ClientEntity, deliveryId: string): Promise<DeliveryView> {
    requireEndpoint(client);
    const marked = await this.deliveries.markForRedelivery(client.id, deliveryId);
    if (marked === null) throw notFound('no such webhook delivery', deliveryId);
    if (marked === 'in_flight') throw new AppError('conflict', 'an attempt of this delivery is running: redeliver it once that attempt ends', { extra: { id: deliveryId } });
    await this.deliveries.attempt(deliveryId);
    return this.find(client, deliveryId);
  }

  /** The bodies sent, by delivery id (one statement for a page of deliveries). */
  async bodies(deliveryIds: readonly string[]): Promise<Map<string, string>> {
    const rows: Array<{ id: string; body: string }> = await this.dataSource.query(`SELECT id, body FROM webhook_delivery WHERE id = ANY($1::text[])`, [
      [...deliveryIds],
    ]);
    return new Map(rows.map((r) => [r.id, r.body]));
  }

  private async find(client: ClientEntity, deliveryId: string): Promise<DeliveryView> {
    const [view] = await this.deliveries.list(client.id, { id: deliveryId, first: 1 });
    if (!view) throw notFound('no such webhook delivery', deliveryId);
    return view;
  }
}

function requireEndpoint(client: ClientEntity): void {
  if (!client.webhookUri) throw validationError('the client has no webhook_uri: set one first', 'webhook_uri', 'required');
}
