// Webhook deliveries (CONTRACT §7) out of the webhook_delivery outbox. A change check writes the row in
// the transaction that stores the new state; from then on nothing is lost:
// - a delivery job claims the row for one attempt (attempt_count + 1, locked_until = a lease), so
//   duplicate jobs and many instances still make each attempt once;
// - the attempt is written before the request and finished after it, so a crash mid-request leaves a
//   visible attempt that the next claim marks 'interrupted';
// - a failure schedules the next attempt (retry-schedule.ts) on the row and as a delayed job; the
//   outbox sweep (every minute and at start) re-queues any due row whose job was lost;
// - after the last attempt the row is 'failed', never deleted.
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../core/logger';
import { ClientEntity } from '../../db/entities';
import type { Employee } from '../../model';
import { nextRetryDelayMs } from './retry-schedule';
import { signedHeaders } from './webhook-signature';
import { WEBHOOK_USER_AGENT, type SendRequest, type SendResult } from './webhook-sender';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
export const WEBHOOK_OUTBOX_JOB = 'webhook-outbox';
export const WEBHOOK_PRUNE_JOB = 'webhook-prune';
/** Delivered webhooks are kept this long (failed ones are kept). */
export const DELIVERED_RETENTION_DAYS = 30;

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookPayload {
  added: Employee[];
  removed: Employee[];
  updated: Employee[];
}

export interface DeliveryJobSender {
  send(name: string, data: object, options?: { singletonKey?: string; startAfter?: Date }): Promise<unknown>;
}

export interface WebhookTransport {
  send(request: SendRequest): Promise<SendResult>;
}

export interface WebhookDeliveryOptions {
  /** Multiplies every retry delay (1 in production; WEBHOOK_RETRY_SCALE shrinks it for tests). */
  retryScale: number;
  /** Per-attempt timeout; the claim's lease is this plus a margin. */
  timeoutMs: number;
  /** Staffbridge-Origin. */
  publicUrl: string;
  random?: () => number;
}

export interface AttemptView {
  attempt: number;
  url: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  statusCode: number | null;
  latencyMs: number | null;
  error: string | null;
}

export interface DeliveryView {
  id: string;
  connectionId: string;
  status: DeliveryStatus;
  added: number;
  removed: number;
  updated: number;
  attemptCount: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  attempts: AttemptView[];
}

export interface DeliveryFilter {
  status?: DeliveryStatus | null;
  connectionId?: string | null;
  first?: number | null;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

const LEASE_MARGIN_MS = 5000;

/** The attempt of a delivery whose client has no webhook_uri (turned off, or after a 410): failed at once. */
const WEBHOOKS_OFF: SendResult = { statusCode: null, latencyMs: null, error: 'webhooks are off: the client has no webhook_uri', retryAfterMs: null };
const GONE = 'HTTP 410: the endpoint is gone; webhooks are turned off for this client (webhook_uri is now null) until a webhook_uri is set again';
export const DEFAULT_LIST_SIZE = 50;
export const MAX_LIST_SIZE = 500;

/** Standard Webhooks message id: stays the same across every attempt of one delivery. */
export const newWebhookId = () => `msg_${randomBytes(18).toString('base64url')}`;

export class WebhookDeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: { signingSecrets(client: ClientEntity): string[] },
    private readonly transport: WebhookTransport,
    private readonly jobs: DeliveryJobSender,
    private readonly logger: Logger,
    private readonly options: WebhookDeliveryOptions,
  ) {}

  /** The outbox write: called inside the change check's transaction, with its EntityManager. */
  async insert(m: EntityManager, input: { clientPk: string; connectionId: string; payload: WebhookPayload }): Promise<string> {
    const id = newWebhookId();
    const { added, removed, updated } = input.payload;
    await m.query(
      `INSERT INTO webhook_delivery (id, client_pk, connection_id, body, added, removed, updated) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, input.clientPk, input.connectionId, JSON.stringify({ added, removed, updated }), added.length, removed.length, updated.length],
    );
    return id;
  }

  /** Queues the job for a delivery's next attempt (at most one waiting job per delivery: 'short' queue). */
  async enqueue(deliveryId: string, startAfter?: Date): Promise<void> {
    await this.jobs.send(WEBHOOK_DELIVERY_JOB, { deliveryId }, { singletonKey: deliveryId, ...(startAfter ? { startAfter } : {}) });
  }

  /** One attempt of a delivery, if it is due and nobody else holds it. */
  async attempt(deliveryId: string): Promise<AttemptOutcome> {
    const claim = await this.claim(deliveryId);
    if (!claim) {
      await this.requeueIfWaiting(deliveryId);
      return 'skipped';
    }
    const { delivery, client } = claim;
    if (!client?.webhookUri) return this.record(delivery.id, delivery.attempt_count, WEBHOOKS_OFF, client);
    const result = await this.transport.send({
      url: client.webhookUri,
      body: delivery.body,
      headers: {
        ...signedHeaders({
          id: delivery.id,
          body: delivery.body,
          secrets: this.secrets.signingSecrets(client),
          now: new Date(),
          origin: this.options.publicUrl,
          userAgent: WEBHOOK_USER_AGENT,
        }),
      },
    });
    if (result.detail) this.logger.warn('webhook attempt got no answer', { deliveryId, attempt: delivery.attempt_count, cause: result.detail });
    return this.record(delivery.id, delivery.attempt_count, result, client);
  }

  /**
   * The outbox relay (every minute and at start): queues a job for every pending delivery due within the
   * next sweep, at its due time — after a crash, when the claim's lease of the interrupted attempt ends.
   * Deliveries whose job is still waiting are left alone (the 'short' queue keeps one per webhook-id).
   */
  async sweep(): Promise<number> {
    const due: Array<{ id: string; at: Date }> = await this.dataSource.query(
      `SELECT id, GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at)) AS at FROM webhook_delivery
       WHERE status = 'pending' AND GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at)) <= now() + interval '70 seconds'
       ORDER BY next_attempt_at LIMIT 1000`,
    );
    for (const { id, at } of due) await this.enqueue(id, new Date(at));
    return due.length;
  }

  /** Daily: forgets deliveries delivered more than DELIVERED_RETENTION_DAYS ago (their attempts go with them). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM webhook_delivery WHERE status = 'delivered' AND finished_at < now() - $1 * interval '1 day'`,
      [DELIVERED_RETENTION_DAYS],
    );
  }

  /** A client's deliveries, newest first, each with every attempt (two statements). */
  async list(clientPk: string, filter: DeliveryFilter = {}): Promise<DeliveryView[]> {
    const params: unknown[] = [clientPk];
    let where = 'client_pk = $1';
    if (filter.status) where += ` AND status = $${params.push(filter.status)}`;
    if (filter.connectionId) where += ` AND connection_id::text = $${params.push(filter.connectionId.toLowerCase())}`;
    const limit = Math.min(Math.max(filter.first ?? DEFAULT_LIST_SIZE, 1), MAX_LIST_SIZE);
    const rows: any[] = await this.dataSource.query(
      `SELECT id, connection_id, status, added, removed, updated, attempt_count, next_attempt_at, last_error, created_at, finished_at
       FROM webhook_delivery WHERE ${where} ORDER BY created_at DESC, id LIMIT $${params.push(limit)}`,
      params,
    );
    if (rows.length === 0) return [];
    const attempts: any[] = await this.dataSource.query(
      `SELECT delivery_id, attempt, url, started_at, finished_at, status_code, latency_ms, error
       FROM webhook_attempt WHERE delivery_id = ANY($1::text[]) ORDER BY delivery_id, attempt`,
      [rows.map((r) => r.id)],
    );
    const byDelivery = new Map<string, AttemptView[]>();
    for (const a of attempts) {
      const list = byDelivery.get(a.delivery_id) ?? [];
      list.push({
        attempt: a.attempt,
        url: a.url,
        startedAt: new Date(a.started_at),
        finishedAt: a.finished_at ? new Date(a.finished_at) : null,
        statusCode: a.status_code,
        latencyMs: a.latency_ms,
        error: a.error,
      });
      byDelivery.set(a.delivery_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      connectionId: r.connection_id,
      status: r.status,
      added: r.added,
      removed: r.removed,
      updated: r.updated,
      attemptCount: r.attempt_count,
      nextAttemptAt: r.status === 'pending' ? new Date(r.next_attempt_at) : null,
      lastError: r.last_error,
      createdAt: new Date(r.created_at),
      finishedAt: r.finished_at ? new Date(r.finished_at) : null,
      attempts: byDelivery.get(r.id) ?? [],
    }));
  }

  private async claim(deliveryId: string) {
    const leaseMs = this.options.timeoutMs + LEASE_MARGIN_MS;
    return this.dataSource.transaction(async (m) => {
      // A CTE so both drivers hand back plain rows.
      const [delivery]: Array<{ id: string; client_pk: string; body: string; attempt_count: number }> = await m.query(
        `WITH claimed AS (
           UPDATE webhook_delivery SET attempt_count = attempt_count + 1, locked_until = now() + $2 * interval '1 millisecond'
           WHERE id = $1 AND status = 'pending' AND next_attempt_at <= now() + interval '1 second'
             AND (locked_until IS NULL OR locked_until <= now())
           RETURNING id, client_pk, body, attempt_count)
         SELECT * FROM claimed`,
        [deliveryId, leaseMs],
      );
      if (!delivery) return null;
      await m.query(
        `UPDATE webhook_attempt SET finished_at = now(), error = 'interrupted: the server stopped during this attempt'
         WHERE delivery_id = $1 AND finished_at IS NULL`,
        [deliveryId],
      );
      const client = await m.getRepository(ClientEntity).findOne({ where: { id: delivery.client_pk } });
      await m.query(`INSERT INTO webhook_attempt (delivery_id, attempt, url) VALUES ($1, $2, $3)`, [
        deliveryId,
        delivery.attempt_count,
        client?.webhookUri ?? null,
      ]);
      return { delivery, client };
    });
  }

  private async record(deliveryId: string, attempt: number, result: SendResult, client: ClientEntity | null): Promise<AttemptOutcome> {
    const delivered = result.error === null;
    // 410 Gone (Standard Webhooks): the receiver asks for no more webhooks; no webhook_uri: there is nowhere to send.
    const gone = result.statusCode === 410;
    const final = gone || result === WEBHOOKS_OFF;
    const delay = delivered || final ? null : nextRetryDelayMs(attempt, { scale: this.options.retryScale, random: this.options.random, retryAfterMs: result.retryAfterMs });
    const outcome: AttemptOutcome = delivered ? 'delivered' : delay === null ? 'failed' : 'retry';
    if (gone) result = { ...result, error: GONE };
    const next = await this.dataSource.transaction(async (m) => {
      if (gone && client) {
        // Only the address that answered 410 is turned off (a new one set meanwhile stays).
        await m.query(`UPDATE client SET webhook_uri = NULL WHERE id = $1 AND webhook_uri = $2`, [client.id, client.webhookUri]);
      }
      await m.query(
        `UPDATE webhook_attempt SET finished_at = now(), status_code = $3, latency_ms = $4, error = $5 WHERE delivery_id = $1 AND attempt = $2`,
        [deliveryId, attempt, result.statusCode, result.latencyMs, result.error],
      );
      // attempt_count = $2: only the holder of this attempt's claim moves the delivery on.
      const [row]: Array<{ next_attempt_at: Date }> = await m.query(
        `WITH moved AS (
           UPDATE webhook_delivery SET
             status = $3,
             locked_until = NULL,
             last_error = $4,
             next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + $5 * interval '1 millisecond' ELSE next_attempt_at END,
             finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
           WHERE id = $1 AND attempt_count = $2 AND status = 'pending'
           RETURNING next_attempt_at)
         SELECT * FROM moved`,
        [deliveryId, attempt, outcome === 'retry' ? 'pending' : outcome, result.error, delay ?? 0],
      );
      return row ? new Date(row.next_attempt_at) : null;
    });
    if (outcome === 'retry' && next) await this.enqueue(deliveryId, next);
    if (gone) this.logger.warn('webhook endpoint answered 410 Gone: webhooks turned off for its client', { deliveryId, clientId: client?.clientId });
    else if (outcome === 'failed') this.logger.error('webhook delivery failed for good', { deliveryId, attempts: attempt, error: result.error });
    return outcome;
  }

  /** A job that came early or while another attempt ran: wait for the delivery's next turn. */
  private async requeueIfWaiting(deliveryId: string): Promise<void> {
    const [row]: Array<{ at: Date }> = await this.dataSource.query(
      `SELECT GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at)) AS at FROM webhook_delivery WHERE id = $1 AND status = 'pending'`,
      [deliveryId],
    );
    if (row) await this.enqueue(deliveryId, new Date(row.at));
  }
}
