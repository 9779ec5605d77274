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

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** change: a change check found something; test: sent from the console (empty lists, no connection). */
export const DELIVERY_KINDS = ['change', 'test'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

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
  /** Asked for by the client (a redelivery or a test event): sent once, not retried. */
  manual: boolean;
  /** The headers sent, as sent (signatures, never a secret); null for an attempt cut short before sending. */
  requestHeaders: Record<string, string> | null;
}

export interface DeliveryView {
  id: string;
  kind: DeliveryKind;
  /** Null for a test event. */
  connectionId: string | null;
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
  id?: string | null;
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
    return this.insertRow(m, { ...input, kind: 'change' });
  }

  /** A test event (the console's "Send test event"): empty lists, no connection, one manual attempt. */
  async insertTest(clientPk: string): Promise<string> {
    return this.insertRow(this.dataSource.manager, { clientPk, connectionId: null, kind: 'test', payload: { added: [], removed: [], updated: [] } });
  }

  private async insertRow(m: EntityManager, input: { clientPk: string; connectionId: string | null; kind: DeliveryKind; payload: WebhookPayload }): Promise<string> {
    const id = newWebhookId();
    const { added, removed, updated } = input.payload;
    await m.query(
      `INSERT INTO webhook_delivery (id, client_pk, connection_id, kind, manual, body, added, removed, updated) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, input.clientPk, input.connectionId, input.kind, input.kind === 'test', JSON.stringify({ added, removed, updated }), added.length, removed.length, updated.length],
    );
    return id;
  }

  /**
   * The console's "Redeliver": a finished delivery gets one more attempt, now, not retried if it fails; a
   * pending one has its next scheduled attempt moved to now (its schedule goes on). Null when no such
   * delivery of this client; 'in_flight' when an attempt is running.
   */
  async markForRedelivery(clientPk: string, deliveryId: string): Promise<'ok' | 'in_flight' | null> {
    const moved: Array<{ id: string }> = await this.dataSource.query(
      `WITH moved AS (
         UPDATE webhook_delivery SET manual = manual OR status <> 'pending', status = 'pending', next_attempt_at = now(), finished_at = NULL
         WHERE id = $1 AND client_pk = $2 AND (locked_until IS NULL OR locked_until <= now())
         RETURNING id)
       SELECT * FROM moved`,
      [deliveryId, clientPk],
    );
    if (moved.length) return 'ok';
    const [held] = await this.dataSource.query(`SELECT 1 FROM webhook_delivery WHERE id = $1 AND client_pk = $2`, [deliveryId, clientPk]);
    return held ? 'in_flight' : null;
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
    const attempt = { deliveryId: delivery.id, attempt: delivery.attempt_count, manual: delivery.manual };
    if (!client?.webhookUri) return this.record(attempt, WEBHOOKS_OFF, client, null);
    const headers: Record<string, string> = {
      ...signedHeaders({
        id: delivery.id,
        body: delivery.body,
        secrets: this.secrets.signingSecrets(client),
        now: new Date(),
        origin: this.options.publicUrl,
        userAgent: WEBHOOK_USER_AGENT,
      }),
    };
    const result = await this.transport.send({ url: client.webhookUri, body: delivery.body, headers });
    if (result.detail) this.logger.warn({ deliveryId, attempt: delivery.attempt_count, cause: result.detail }, 'webhook attempt got no answer');
    return this.record(attempt, result, client, { ...headers, 'Content-Length': String(Buffer.byteLength(delivery.body)) });
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
    if (filter.id) where += ` AND id = $${params.push(filter.id)}`;
    if (filter.status) where += ` AND status = $${params.push(filter.status)}`;
    if (filter.connectionId) where += ` AND connection_id::text = $${params.push(filter.connectionId.toLowerCase())}`;
    const limit = Math.min(Math.max(filter.first ?? DEFAULT_LIST_SIZE, 1), MAX_LIST_SIZE);
    const rows: any[] = await this.dataSource.query(
      `SELECT id, kind, connection_id, status, added, removed, updated, attempt_count, next_attempt_at, last_error, created_at, finished_at
       FROM webhook_delivery WHERE ${where} ORDER BY created_at DESC, id LIMIT $${params.push(limit)}`,
      params,
    );
    if (rows.length === 0) return [];
    const attempts: any[] = await this.dataSource.query(
      `SELECT delivery_id, attempt, url, started_at, finished_at, status_code, latency_ms, error, manual, request_headers
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
        manual: a.manual,
        requestHeaders: a.request_headers ?? null,
      });
      byDelivery.set(a.delivery_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
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
      const [delivery]: Array<{ id: string; client_pk: string; body: string; attempt_count: number; manual: boolean }> = await m.query(
        `WITH claimed AS (
           UPDATE webhook_delivery SET attempt_count = attempt_count + 1, locked_until = now() + $2 * interval '1 millisecond'
           WHERE id = $1 AND status = 'pending' AND next_attempt_at <= now() + interval '1 second'
             AND (locked_until IS NULL OR locked_until <= now())
           RETURNING id, client_pk, body, attempt_count, manual)
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
      await m.query(`INSERT INTO webhook_attempt (delivery_id, attempt, url, manual) VALUES ($1, $2, $3, $4)`, [
        deliveryId,
        delivery.attempt_count,
        client?.webhookUri ?? null,
        delivery.manual,
      ]);
      return { delivery, client };
    });
  }

  private async record(
    { deliveryId, attempt, manual }: { deliveryId: string; attempt: number; manual: boolean },
    result: SendResult,
    client: ClientEntity | null,
    headers: Record<string, string> | null,
  ): Promise<AttemptOutcome> {
    const delivered = result.error === null;
    // 410 Gone (Standard Webhooks): the receiver asks for no more webhooks; no webhook_uri: there is nowhere to send.
    const gone = result.statusCode === 410;
    // A manual attempt (redelivery, test event) is the client's own: it is not retried.
    const final = gone || result === WEBHOOKS_OFF || manual;
    const delay = delivered || final ? null : nextRetryDelayMs(attempt, { scale: this.options.retryScale, random: this.options.random, retryAfterMs: result.retryAfterMs });
    const outcome: AttemptOutcome = delivered ? 'delivered' : delay === null ? 'failed' : 'retry';
    if (gone) result = { ...result, error: GONE };
    const next = await this.dataSource.transaction(async (m) => {
      if (gone && client) {
        // Only the address that answered 410 is turned off (a new one set meanwhile stays).
        await m.query(`UPDATE client SET webhook_uri = NULL WHERE id = $1 AND webhook_uri = $2`, [client.id, client.webhookUri]);
      }
      await m.query(
        `UPDATE webhook_attempt SET finished_at = now(), status_code = $3, latency_ms = $4, error = $5, request_headers = $6 WHERE delivery_id = $1 AND attempt = $2`,
        [deliveryId, attempt, result.statusCode, result.latencyMs, result.error, headers === null ? null : JSON.stringify(headers)],
      );
      // attempt_count = $2: only the holder of this attempt's claim moves the delivery on.
      const [row]: Array<{ next_attempt_at: Date }> = await m.query(
        `WITH moved AS (
           UPDATE webhook_delivery SET
             status = $3,
             manual = false,
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
    if (gone) this.logger.warn({ deliveryId, clientId: client?.clientId }, 'webhook endpoint answered 410 Gone: webhooks turned off for its client');
    else if (outcome === 'failed' && manual) this.logger.info({ deliveryId, attempt, error: result.error }, 'manual webhook attempt failed');
    else if (outcome === 'failed') this.logger.error({ deliveryId, attempts: attempt, error: result.error }, 'webhook delivery failed for good');
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
