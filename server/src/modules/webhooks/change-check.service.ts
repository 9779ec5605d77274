// The hourly change check (SPEC §4, §7; CONTRACT §3, §7): re-sync a connection's employees through its
// connector, compare them with the baseline (employee-baseline.ts) and, when anything was added, removed
// or updated, write a webhook delivery to the outbox — in the same transaction that stores the new state,
// so a change is either not taken at all (and found again next time) or taken with its delivery queued.
//
// Scheduling (jobs/change-check*.job.ts): one pg-boss cron job every hour fans out one check job per
// active connection with singletonKey = connection id and singletonSeconds = 3600, so however many
// instances share the database, a connection is checked — and notified — at most once per clock hour
// (retries of a failed job aside). The admin `runChangeCheck` runs every check at once, outside that limit.
import { parseExpression } from 'cron-parser';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Logger } from '../../core/logger';
import { ConnectionEntity } from '../../db/entities';
import { findScope } from '../connect/scopes';
import type { Employee } from '../../model';
import type { RemoteEmployee } from '../../model';
import { lockShownWrites } from '../hr/employee-bodies';
import { readEmployees } from '../hr/employees.service';
import { SyncReportCollector } from '../../connectors/sync-report';
import { screenPart } from '../sync/screen';
import { syncPlan, type SyncPart } from '../sync/sync-plan';
import { fetchPart, storePart, type SyncService } from '../sync/sync.service';
import { fetchedBefore, fetchDigests, forgetFetch, rememberFetch, type FetchDigests } from './checked-fetch';
import { advanceBaseline, compareWithBaseline, resetBaseline } from './employee-baseline';
import type { WebhookDeliveryService, WebhookPayload } from './webhook-delivery.service';

export const CHANGE_CHECK_JOB = 'change-check';
export const CHANGE_CHECK_HOURLY_JOB = 'change-check-hourly';

/** What a check re-syncs: employees and what they point at. */
const CHECK_PARTS: readonly SyncPart[] = ['workLocations', 'groups', 'employees'];

export interface CheckResult {
  connectionId: string;
  /** False when the connection is not (or no longer) checked: disconnected, not synced yet, no employees. */
  checked: boolean;
  added: number;
  removed: number;
  updated: number;
  /** The webhook-id of the queued delivery, or null (nothing changed, or no webhook_uri / employees scope). */
  deliveryId: string | null;
}

export interface CheckJobSender {
  sendAll(name: string, jobs: ReadonlyArray<{ data: object; options?: { singletonKey?: string; singletonSeconds?: number } }>): Promise<unknown>;
}

const SKIPPED = (connectionId: string): CheckResult => ({ connectionId, checked: false, added: 0, removed: 0, updated: 0, deliveryId: null });

/** Connections runAll loads per statement. */
const LOAD_BATCH = 100;

/** Connections a check looks at: made, not disconnected, first sync done. */
const ACTIVE = `disconnected_at IS NULL AND credentials_ciphertext IS NOT NULL AND synced_at IS NOT NULL`;

export class ChangeCheckService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly stages: Pick<SyncService, 'dataStage'>,
    private readonly deliveries: WebhookDeliveryService,
    private readonly jobs: CheckJobSender,
    private readonly logger: Logger,
  ) {}

  /** Hourly: one check job per active connection, at most one per connection and clock hour. */
  async fanOut(): Promise<number> {
    const ids = await this.activeConnectionIds();
    await this.jobs.sendAll(CHANGE_CHECK_JOB, ids.map((id) => ({ data: { connectionId: id }, options: { singletonKey: id, singletonSeconds: 3600 } })));
    return ids.length;
  }

  /** Admin runChangeCheck: every active connection now; returns how many deliveries were queued. */
  async runAll(concurrency = 4): Promise<number> {
    const ids = await this.activeConnectionIds();
    let queued = 0;
    // Loaded a batch at a time, one statement each, instead of one per check.
    for (let from = 0; from < ids.length; from += LOAD_BATCH) {
      const batch = ids.slice(from, from + LOAD_BATCH);
      const found = new Map((await this.dataSource.getRepository(ConnectionEntity).findBy({ id: In(batch) })).map((c) => [c.id, c]));
      const connections = batch.flatMap((id) => found.get(id) ?? []);
      let next = 0;
      const worker = async () => {
        while (next < connections.length) {
          const connection = connections[next++];
          try {
            if ((await this.check(connection)).deliveryId) queued += 1;
          } catch (error) {
            this.logger.error({ connectionId: connection.id, err: error }, 'change check failed');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, connections.length) }, worker));
    }
    return queued;
  }

  async checkById(connectionId: string): Promise<CheckResult> {
    const connection = await this.dataSource.getRepository(ConnectionEntity).findOne({ where: { id: connectionId } });
    return connection ? this.check(connection) : SKIPPED(connectionId);
  }

  /**
   * One connection: fetch (outside any transaction); the same fetch as the last check's ends there, else
   * store + compare + outbox in one transaction.
   */
  async check(connection: ConnectionEntity): Promise<CheckResult> {
    if (!isChecked(connection)) return SKIPPED(connection.id);
    const parts = syncPlan(connection.scopes).filter((p) => CHECK_PARTS.includes(p));
    const { connector, access, ctx, guard } = this.stages.dataStage(connection, 'this change check');
    const fetched = new Map<SyncPart, unknown>();
    // Records the store cannot hold are left out as in a sync (their report is the sync's job, not the check's).
    const screened = new SyncReportCollector(new Date());
    await guard(async () => {
      for (const part of parts) fetched.set(part, await screenPart(part, await fetchPart(connector, part, access, ctx), screened));
    });
    const employees = fetched.get('employees') as RemoteEmployee[] | undefined;
    if (employees === undefined) return SKIPPED(connection.id);

    const started = Date.now();
    const digests = fetchDigests(parts.map((part) => [part, fetched.get(part)]));
    if (await fetchedBefore(this.dataSource, connection.id, digests)) {
      const unchanged: CheckResult = { connectionId: connection.id, checked: true, added: 0, removed: 0, updated: 0, deliveryId: null };
      this.logger.info({ ...unchanged, ms: Date.now() - started }, 'change check');
      return unchanged;
    }
    const result = await this.dataSource.transaction(async (m) => {
      // First, as every writer of employees, groups and work locations does (employee-bodies.ts): taken after the
      // connection's row, a sync part holding it and waiting on that row would wait on us while we wait on it.
      await lockShownWrites(m, connection.id);
      // Serialises checks of one connection (the hourly job and runChangeCheck may meet); with what the last
      // one stored (checked-fetch.ts).
      const [current]: Array<{ client_pk: string; webhook_uri: string | null; fetched: FetchDigests | null }> = await m.query(
        `SELECT c.client_pk, cl.webhook_uri, s.fetched FROM connection c JOIN client cl ON cl.id = c.client_pk
         LEFT JOIN change_check s ON s.connection_id = c.id
         WHERE c.id = $1 AND c.disconnected_at IS NULL AND c.credentials_ciphertext IS NOT NULL FOR UPDATE OF c`,
        [connection.id],
      );
      if (!current) return SKIPPED(connection.id);
      // Employees about to disappear, read (as the API shows them) while they still exist.
      const leaving = await readEmployees(m, connection.id, 'AND NOT (e.remote_id = ANY($2::text[]))', [employees.map((e) => e.remote_id)]);
      for (const part of parts) {
        const data = fetched.get(part);
        // Employees are stored whenever anything changed: they name groups and work locations.
        const same = part !== 'employees' && current.fetched?.[part] === digests[part];
        if (data !== undefined && !same) await storePart(m, connection.id, part, data);
      }
      const changes = await compareWithBaseline(m, connection.id);
      await advanceBaseline(m, connection.id, changes);
      await rememberFetch(m, connection.id, digests);
      const changedIds = [...changes.added, ...changes.updated];
      const changed = changedIds.length ? await readEmployees(m, connection.id, 'AND e.id = ANY($2::uuid[])', [changedIds]) : [];
      const addedIds = new Set(changes.added);
      const removedIds = new Set(changes.removed);
      const payload: WebhookPayload = {
        added: changed.filter((e) => addedIds.has(e.id)),
        removed: leaving.filter((e) => removedIds.has(e.id)),
        updated: changed.filter((e) => !addedIds.has(e.id)),
      };
      const counts = { added: payload.added.length, removed: payload.removed.length, updated: payload.updated.length };
      const notify = current.webhook_uri && grantsEmployees(connection.scopes) && counts.added + counts.removed + counts.updated > 0;
      const deliveryId = notify ? await this.deliveries.insert(m, { clientPk: current.client_pk, connectionId: connection.id, payload }) : null;
      return { connectionId: connection.id, checked: true, ...counts, deliveryId };
    });
    if (result.deliveryId) await this.deliveries.enqueue(result.deliveryId);
    this.logger.info({ ...result, ms: Date.now() - started }, 'change check');
    return result;
  }

  /**
   * Called by the sync inside the transaction that stored a part of a connection: its employees are the new
   * baseline, and a part the check fetches, stored by someone else, is no longer the last check's fetch.
   */
  async onPartSynced(m: EntityManager, connectionId: string, part: SyncPart): Promise<void> {
    if (part === 'employees') await resetBaseline(m, connectionId);
    if (CHECK_PARTS.includes(part)) await forgetFetch(m, connectionId);
  }

  private async activeConnectionIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(`SELECT id FROM connection WHERE ${ACTIVE} ORDER BY created_at, id`);
    return rows.map((r) => r.id);
  }
}

/** Whether the change check looks at a connection: active (as ACTIVE says) and reading employees. */
export function isChecked(c: Pick<ConnectionEntity, 'disconnectedAt' | 'credentialsCiphertext' | 'syncedAt' | 'scopes'>): boolean {
  return !c.disconnectedAt && !!c.credentialsCiphertext && !!c.syncedAt && syncPlan(c.scopes).includes('employees');
}

/** When the hourly check next runs (CHANGE_CHECK_CRON, UTC), or null when it is off or unreadable. */
export function nextChangeCheckAt(cron: string | null, now: Date): Date | null {
  if (!cron) return null;
  try {
    return parseExpression(cron, { currentDate: now, tz: 'UTC' }).next().toDate();
  } catch {
    return null;
  }
}

/** Webhooks carry whole employee records: only connections allowed to read employees get them. */
function grantsEmployees(scopes: readonly string[]): boolean {
  return scopes.some((s) => findScope(s)?.resource === 'employees');
}
