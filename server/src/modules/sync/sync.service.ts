// Pulls a connection's data through its connector and stores it: one transaction per resource (payslips: one
// per pay run, the resource `payruns/{payrun_id}`), set-based writes (see bulk.ts), our ids kept stable across
// syncs. Parts run in stages (references before the records that point at them); on Postgres the parts of a
// stage run side by side on their own connections. Connection.syncStatus goes pending -> running -> ready |
// failed | reauthentication_required (sync-state.ts, which also plans the retries of a failed first sync);
// data calls answer 202 until the first sync is ready. The provider calls of one sync share one CallScope:
// a concurrency limit, the provider's pauses and the sync's deadline.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConnectionAccess, Connector, ConnectorContext } from '../../connectors/connector';
import { CallScope } from '../../connectors/http/call-scope';
import type { Clock } from '../../core/clock';
import type { Sealer } from '../../core/crypto';
import { isAppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { ConnectionEntity } from '../../db/entities';
import type { Mode, RemoteCompany, RemoteIdentity, RemotePayslip, RemoteSnapshot, RemoteTimeOffBalance, RemoteTimeOffEntry, RemoteTimesheet } from '../../model';
import { MissingList } from '../../connectors/reader';
import { SyncReportCollector, type SyncReportData } from '../../connectors/sync-report';
import { committedEmployees, idMap, type EmployeeIds } from './bulk';
import { connectionAccess } from './connection-access';
import { screenPart, WRITE_SKIPS } from './screen';
import { SyncReportStore } from './sync-report.store';
import { PART_RESOURCE, partTables, SYNC_STAGES, syncPlan, type SyncPart } from './sync-plan';
import { refusalAfterSignIn, SYNC_DEADLINE_MS, SyncState } from './sync-state';
import { writeEmployees } from './write-employees';
import { writeCompany, writeGroups, writeIdentity, writeWorkLocations } from './write-org';
import { payrunPayslipRows, storePayrunPayslips, writePayruns } from './write-payroll';
import {
  readDatedKnown,
  storeTimeOffBalances,
  storeTimeOffEntries,
  storeTimesheets,
  timeOffBalanceRows,
  timeOffEntryRows,
  timesheetRows,
  writePolicies,
  type DatedKnown,
  type LaidRows,
  type WriteResult,
} from './write-time';

/** What the sync needs of the connector registry. */
export interface ConnectorLookup {
  get(provider: string, mode?: Mode): Connector;
  context(provider: string): ConnectorContext;
}

/** What the sync needs of the job queue. */
export interface JobSender {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<unknown>;
}

export const FIRST_SYNC_JOB = 'first-sync';
export const SYNC_RECONCILE_JOB = 'sync-reconcile';

export interface SyncReport {
  /** Per part: records stored, records skipped (unknown references), fetch and store milliseconds. */
  parts: Partial<Record<SyncPart, { stored: number; skipped: number; fetchMs: number; storeMs: number }>>;
  /** What the connection keeps of this sync: counts, records skipped, values nulled, warnings. */
  report: SyncReportData;
}

/** How the store takes a sync's writes. */
export interface SyncStore {
  /** Transactions of one sync at a time: 1 on PGlite (one session), more on Postgres. */
  parallelism: number;
  /**
   * false on PGlite: it has no autovacuum, so a table has no statistics until someone runs ANALYZE, and the
   * planner guesses (a first sync's large tables are analyzed when it ends).
   */
  gathersStatistics: boolean;
}

/** Rows from which a part's tables are analyzed after a first sync (PGlite): smaller ones are planned well enough from their size. */
export const ANALYZE_FROM_ROWS = 500;

export interface DataStage {
  connector: Connector;
  access: ConnectionAccess;
  ctx: ConnectorContext;
  guard<T>(work: () => Promise<T>): Promise<T>;
}

/** A part's records, or undefined when the provider does not offer it. */
type Source = (part: SyncPart) => Promise<unknown>;

export class SyncService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly connectors: ConnectorLookup,
    private readonly sealer: Sealer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly jobs: JobSender,
    private readonly store: SyncStore = { parallelism: 1, gathersStatistics: true },
  ) {
    this.reports = new SyncReportStore(dataSource);
    this.state = new SyncState(dataSource, clock);
  }

  /** Each connection's latest sync report. */
  readonly reports: SyncReportStore;
  /** Each connection's sync state and retry schedule. */
  readonly state: SyncState;

  private readonly partListeners: Array<(m: EntityManager, connectionId: string, part: SyncPart) => Promise<void>> = [];

  /** Runs inside the transaction that stores each part of a connection (the change check's baseline and last fetch). */
  onPartStored(listener: (m: EntityManager, connectionId: string, part: SyncPart) => Promise<void>): void {
    this.partListeners.push(listener);
  }

  /** Called when a token exchange made a connection: the first sync runs as a job. */
  async enqueueFirstSync(connectionId: string): Promise<void> {
    // singleton queue + key: never two syncs of one connection at once.
    await this.jobs.send(FIRST_SYNC_JOB, { connectionId }, { singletonKey: connectionId });
  }

  /** The reconciler's sweep: queues the first sync of every connection whose retry is due; returns how many. */
  async reconcile(): Promise<number> {
    const due = await this.state.claimDue();
    for (const connectionId of due) await this.enqueueFirstSync(connectionId);
    return due.length;
  }

  /**
   * Pulls everything the connection's scopes allow from its provider. Throws on error, after marking the
   * connection failed (retried later) or reauthentication_required (the provider refused its credentials).
   */
  async syncConnection(connection: ConnectionEntity): Promise<SyncReport> {
    const deadline = new Date(this.clock.now().getTime() + SYNC_DEADLINE_MS);
    return this.run(connection, deadline, async (report) => {
      // One context for the whole sync: its cache and call scope are shared by every part; each part reports on its own resource.
      const { connector, access, ctx } = this.dataStage(connection, 'this sync', deadline);
      return (part) => fetchPart(connector, part, access, { ...ctx, report: report.forResource(PART_RESOURCE[part]) });
    });
  }

  /**
   * The connector's data stage for one connection: its connector, credentials and context, and `guard`, for
   * calls outside a sync (a change check, an employee creation): a provider's refusal there also marks the
   * connection reauthentication_required, and is reported so. A named run ("this sync") gets a CallScope
   * ending at `deadline`; without one (an interactive call) each provider request bounds its own waits.
   */
  dataStage(connection: ConnectionEntity, run?: string, deadline = new Date(this.clock.now().getTime() + SYNC_DEADLINE_MS)): DataStage {
    const connector = this.connectors.get(connection.provider, connection.mode);
    // Every run shares its connection's slots (call-scope.ts); only a named run has a deadline of its own.
    const calls = new CallScope({ deadline: run ? deadline : null, label: run ?? 'this request', connectionId: connection.id });
    const ctx: ConnectorContext = { ...this.connectors.context(connection.provider), calls };
    const access = connectionAccess(this.dataSource, this.sealer, connection);
    const guard = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        const refusal = refusalAfterSignIn(error);
        if (!refusal) throw error;
        await this.state.needsUser(connection.id, refusal.message);
        throw refusal;
      }
    };
    return { connector, access, ctx, guard };
  }

  /** Stores a snapshot as if the provider had returned it (seeding, tests); absent parts are left alone. */
  async storeSnapshot(connection: ConnectionEntity, snapshot: RemoteSnapshot): Promise<SyncReport> {
    return this.run(connection, new Date(this.clock.now().getTime() + SYNC_DEADLINE_MS), async () => async (part) => snapshot[part]);
  }

  private async run(connection: ConnectionEntity, deadline: Date, open: (report: SyncReportCollector) => Promise<Source>): Promise<SyncReport> {
    await this.state.started(connection.id, deadline);
    const started = Date.now();
    const collector = new SyncReportCollector(this.clock.now());
    const runId = randomUUID();
    await this.reports.save(connection.id, runId, collector.toJSON());
    const report: Omit<SyncReport, 'report'> = { parts: {} };
    try {
      const source = await open(collector);
      const plan = syncPlan(connection.scopes);
      /** A stage's parts, fetched side by side and screened; undefined where the provider does not offer the part. */
      const fetchStage = (stage: readonly SyncPart[]) =>
        stage
          .filter((part) => plan.includes(part))
          .map((part) => {
            const started = Date.now();
            const fetched = (async () => {
              const data = await source(part);
              return data === undefined ? undefined : { data: await screenPart(part, data, collector), fetchMs: Date.now() - started };
            })();
            fetched.catch(() => undefined); // awaited by its stage; a sync that failed earlier leaves it unread
            return { part, fetched };
          });
      let next = fetchStage(SYNC_STAGES[0]);
      for (let s = 0; s < SYNC_STAGES.length; s++) {
        // The stage's parts are stored as units (a part, or one pay run's payslips), at most `parallelism`
        // transactions at once, largest first so that the longest does not start last.
        const units: Array<{ part: SyncPart; data: unknown; size: number; began: number }> = [];
        let current = next;
        // Our ids of the connection's employees, read once for the stage's parts that point at them.
        let employees: Promise<EmployeeIds> | undefined;
        const employeeIds = () => (employees ??= committedEmployees(this.dataSource.manager, connection.id));
        await inParallel(current, current.length, async ({ part, fetched }) => {
          const result = await fetched;
          if (result === undefined) return; // the provider does not offer it
          const { data, fetchMs } = result;
          const began = Date.now();
          report.parts[part] = { stored: 0, skipped: 0, fetchMs, storeMs: 0 };
          for (const unit of await this.unitsOf(connection.id, part, data, employeeIds)) units.push({ part, data: unit, size: sizeOf(unit), began });
        });
        // The next stage is fetched while this one is stored (its records only point at what this one stores).
        next = s + 1 < SYNC_STAGES.length ? fetchStage(SYNC_STAGES[s + 1]) : [];
        current = []; // the units hold the records now, and let go of each once stored
        units.sort((a, b) => b.size - a.size);
        await inParallel(units, this.store.parallelism, async (unit) => {
          const { part, data, began } = unit;
          unit.data = undefined;
          const following = units[units.indexOf(unit) + 1];
          const written = await this.dataSource.transaction(async (m) => {
            // Safe without waiting for the disk: the connection is marked ready by a later, synchronous
            // commit, which flushes the log up to it, this one included. Lost in a crash before that, the
            // part is stored again by the job's retry.
            await m.query('SET LOCAL synchronous_commit = off');
            // The next unit's rows are laid out while this one is stored.
            if (following?.data instanceof PreparedUnit) following.data.layOut();
            const counts = await store(m, connection.id, part, data);
            for (const listener of this.partListeners) await listener(m, connection.id, part);
            return counts;
          });
          const entry = report.parts[part]!;
          entry.stored += written.stored;
          entry.skipped += written.skipped;
          entry.storeMs = Date.now() - began;
          collector.stored(PART_RESOURCE[part], written.stored);
          const [field, why] = WRITE_SKIPS[part] ?? [null, 'could not be stored'];
          collector.skip(PART_RESOURCE[part], field, why, written.skipped);
        });
      }
      if (connection.syncedAt === null && !this.store.gathersStatistics) await this.analyze(report);
      await this.state.succeeded(connection.id);
      collector.finish('completed', this.clock.now());
      await this.reports.save(connection.id, runId, collector.toJSON());
      this.logger.info({ connectionId: connection.id, ms: Date.now() - started, parts: report.parts }, 'sync finished');
      return { ...report, report: collector.toJSON() };
    } catch (caught) {
      collector.finish('failed', this.clock.now());
      await this.reports.save(connection.id, runId, collector.toJSON()).catch(() => undefined);
      const error = await this.state.failed(connection.id, caught);
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error({ connectionId: connection.id, ...(isAppError(error) ? { error: message } : { err: error }) }, 'sync failed');
      throw error;
    }
  }

  /**
   * ANALYZE of the tables a first sync filled (PGlite, which never gathers statistics itself): without them
   * the planner takes every filter to keep a fixed share of rows, whatever the data, and plans the reads
   * that follow (lists by employee, date ranges) on those guesses. One statement per table, each on a sample
   * of 3,000 rows (statistics target 10; the default 30,000 held the event loop for over a second per table)
   * and of the columns reads filter, join and sort on: JSONB documents are compared whole, which cost most of
   * the rest (10,000 employees: 230 ms).
   */
  private async analyze(report: Omit<SyncReport, 'report'>): Promise<void> {
    const filled = Object.entries(report.parts).filter(([, entry]) => entry.stored >= ANALYZE_FROM_ROWS);
    const tables = [...new Set(filled.flatMap(([part]) => partTables(part as SyncPart)))];
    if (tables.length === 0) return;
    // One statement for every table (ANALYZE takes a list): a transaction per table cost the store's thread
    // ~25 ms of waiting each between them.
    await this.dataSource.transaction(async (m) => {
      const listed: Array<{ target: string }> = await m.query(
        `SELECT format('%s (%s)', attrelid::regclass, string_agg(quote_ident(attname), ', ' ORDER BY attnum)) AS target FROM pg_attribute
         WHERE attrelid = ANY($1::regclass[]) AND attnum > 0 AND NOT attisdropped AND atttypid NOT IN ('jsonb'::regtype, 'json'::regtype)
         GROUP BY attrelid ORDER BY attrelid`,
        [tables],
      );
      if (listed.length === 0) return; // a bare ANALYZE would take every table of the database
      await m.query('SET LOCAL default_statistics_target = 10');
      await m.query(`ANALYZE ${listed.map((t) => t.target).join(', ')}`);
    });
  }

  /**
   * A part's records as the units its transactions store. Dated records (time off, timesheets, payslips) become
   * prepared units: what laying them out needs (our ids of the connection's employees, shared by the stage's
   * parts, of the part's stored records, of time-off policies) is read here, once, so that each unit's rows are
   * laid out while the unit before it is stored and its transaction only writes. Policies are written here, in
   * a short transaction of their own: entries and balances, stored side by side on Postgres, both name them,
   * and neither then waits on the other's policy rows until it commits.
   */
  private async unitsOf(connectionId: string, part: SyncPart, data: unknown, employeeIds: () => Promise<EmployeeIds>): Promise<unknown[]> {
    const m = this.dataSource.manager;
    const dated = DATED[part];
    if (dated) {
      // Screened (screen.ts): one remote id is listed once.
      const records = data as readonly DatedRecord[];
      const policies = dated.policies ? await m.transaction((t) => writePolicies(t, connectionId, records as RemoteTimeOffEntry[])) : undefined;
      const known = await readDatedKnown(m, connectionId, dated.table, await employeeIds(), policies);
      return [
        new PreparedUnit(
          records.length,
          () => dated.rows(connectionId, records, known),
          (t, laid) => dated.store(t, connectionId, laid, known),
        ),
      ];
    }
    switch (part) {
      case 'payslips':
        return this.payslipsByPayrun(connectionId, data as RemotePayslip[], await employeeIds());
      default:
        return [data];
    }
  }

  /**
   * Payslips split by the stored pay run they belong to (every stored pay run gets its unit, so one emptied
   * by the provider loses its payslips); those of unknown pay runs form a unit of their own, counted as
   * skipped. The maps every unit needs are read here once, not once per pay run.
   */
  private async payslipsByPayrun(connectionId: string, payslips: RemotePayslip[], { byRemoteId: employees, committed }: EmployeeIds): Promise<PreparedUnit[]> {
    const m = this.dataSource.manager;
    const runs = await idMap(m, 'hr_payrun', connectionId);
    const ids = await idMap(m, 'hr_payslip', connectionId);
    const byRun = new Map<string | null, RemotePayslip[]>([...runs.keys()].map((payrunRemoteId) => [payrunRemoteId, []]));
    // Screened (screen.ts): one remote id is listed once (the last listed wins), so no two transactions write it.
    for (const payslip of payslips) {
      const key = byRun.has(payslip.payrun_remote_id) ? payslip.payrun_remote_id : null;
      if (!byRun.has(key)) byRun.set(key, []);
      byRun.get(key)!.push(payslip);
    }
    return [...byRun].map(([payrunRemoteId, listed]) => {
      if (payrunRemoteId === null) {
        return new PreparedUnit(listed.length, async () => ({ rows: [], skipped: listed.length }), async (_t, laid) => ({ stored: 0, skipped: laid.skipped }));
      }
      const run = { payrunRemoteId, payrunId: runs.get(payrunRemoteId)!, ids, employees, committed };
      return new PreparedUnit(
        listed.length,
        () => payrunPayslipRows(connectionId, listed, run),
        (t, laid) => storePayrunPayslips(t, connectionId, run, laid),
      );
    });
  }
}

type DatedRecord = RemoteTimeOffEntry | RemoteTimeOffBalance | RemoteTimesheet;

/**
 * The dated parts stored as one prepared unit each: the table of their stored ids (null: they have none, a sync
 * replaces them all), whether they name time-off policies, how their rows are laid out and stored.
 */
const DATED: Partial<
  Record<
    SyncPart,
    {
      table: string | null;
      policies: boolean;
      rows(connectionId: string, records: readonly DatedRecord[], known: DatedKnown): Promise<LaidRows>;
      store(m: EntityManager, connectionId: string, laid: LaidRows, known: DatedKnown): Promise<WriteResult>;
    }
  >
> = {
  timeOffEntries: { table: 'hr_time_off_entry', policies: true, rows: timeOffEntryRows, store: storeTimeOffEntries },
  timeOffBalances: { table: null, policies: true, rows: timeOffBalanceRows, store: storeTimeOffBalances },
  timesheets: { table: 'hr_timesheet', policies: false, rows: timesheetRows, store: storeTimesheets },
};

/** Runs `work` over `items`, at most `limit` at once; waits for all, then throws the first failure. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      // After a failure no new work starts; what is running finishes (its transaction commits or rolls back).
      if (failures.length > 0) return;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failures.length > 0) throw failures[0];
}

/** Records in a unit: a list's length, a prepared unit's records, 1 for a single record. */
function sizeOf(unit: unknown): number {
  if (Array.isArray(unit)) return unit.length;
  if (unit instanceof PreparedUnit) return unit.size;
  return 1;
}

/**
 * Records whose rows are laid out without reads (what that needs was read before the stage's transactions),
 * so that the sync lays out one unit's while the unit before it is stored: this thread's work then overlaps
 * the store's instead of holding the next transaction (on PGlite, ~20 ms for each of a 10,000-employee
 * company's pay runs, the store's thread idle). Laid out in short slices (AHEAD_SLICE_MS) once the unit before
 * has begun its transaction: begun earlier, or in larger slices, it only moved the wait.
 */
class PreparedUnit {
  private laid?: Promise<LaidRows>;

  constructor(
    readonly size: number,
    private readonly rows: () => Promise<LaidRows>,
    private readonly write: (m: EntityManager, laid: LaidRows) => Promise<WriteResult>,
  ) {}

  /** Begins laying out its rows (once). */
  layOut(): void {
    if (this.laid) return;
    this.laid = this.rows();
    this.laid.catch(() => undefined); // awaited when the unit is stored
  }

  /** Stores its rows, in the caller's transaction. */
  async store(m: EntityManager): Promise<WriteResult> {
    this.layOut();
    return this.write(m, await this.laid!);
  }
}

export async function fetchPart(connector: Connector, part: SyncPart, access: ConnectionAccess, ctx: ConnectorContext): Promise<unknown> {
  const fetchers: Record<SyncPart, ((a: ConnectionAccess, c: ConnectorContext) => Promise<unknown>) | undefined> = {
    workLocations: connector.fetchWorkLocations,
    groups: connector.fetchGroups,
    employees: connector.fetchEmployees,
    company: connector.fetchCompany,
    identity: connector.fetchIdentity,
    timeOffEntries: connector.fetchTimeOffEntries,
    timeOffBalances: connector.fetchTimeOffBalances,
    timesheets: connector.fetchTimesheets,
    payruns: connector.fetchPayruns,
    payslips: connector.fetchPayslips,
  };
  const fetcher = fetchers[part];
  if (!fetcher) return undefined;
  try {
    return await fetcher.call(connector, access, ctx);
  } catch (error) {
    // A provider that turns out not to offer a resource, or an answer without its list (reported by the
    // connector): nothing to store or remove, the rest still syncs.
    if ((isAppError(error) && error.kind === 'not_implemented') || error instanceof MissingList) return undefined;
    throw error;
  }
}

async function store(m: EntityManager, connectionId: string, part: SyncPart, data: unknown): Promise<{ stored: number; skipped: number }> {
  // A sync hands dated parts over as prepared units (laid out ahead); the change check, whole lists of the others.
  if (data instanceof PreparedUnit) return data.store(m);
  const all = (list: unknown[]) => ({ stored: list.length, skipped: 0 });
  switch (part) {
    case 'workLocations':
      await writeWorkLocations(m, connectionId, data as NonNullable<RemoteSnapshot['workLocations']>);
      return all(data as unknown[]);
    case 'groups':
      await writeGroups(m, connectionId, data as NonNullable<RemoteSnapshot['groups']>);
      return all(data as unknown[]);
    case 'employees':
      await writeEmployees(m, connectionId, data as NonNullable<RemoteSnapshot['employees']>, { complete: true });
      return all(data as unknown[]);
    case 'company':
      await writeCompany(m, connectionId, data as RemoteCompany | null);
      return { stored: data ? 1 : 0, skipped: 0 };
    case 'identity':
      await writeIdentity(m, connectionId, data as RemoteIdentity | null);
      return { stored: data ? 1 : 0, skipped: 0 };
    case 'timeOffEntries':
    case 'timeOffBalances':
    case 'timesheets':
    case 'payslips':
      // Only a sync stores them, as prepared units: what laying them out needs is read before their transactions.
      throw new Error(`${part} are stored as prepared units (SyncService.unitsOf), not as a whole list`);
    case 'payruns':
      return writePayruns(m, connectionId, data as NonNullable<RemoteSnapshot['payruns']>);
  }
}

/** The writer of one part, for the change check (same transaction rules: the caller's EntityManager). */
export { store as storePart };
