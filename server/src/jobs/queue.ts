// Background jobs on pg-boss 10, in the store itself: PGlite goes through the store's lease
// (`db.executeSql`), Postgres through the same executeSql. Tests isolate pg-boss in `<schema>_boss`.
// Handlers are registered before start; `send` wakes the local worker at once, so a job runs promptly.
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Logger } from '../core/logger';
import type { Store } from '../db/data-source';

// pg-boss's statement texts, to tell which of its statements it sends without waiting (not in its typings).
const plans = require('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };

export type JobHandler<T extends object> = (data: T) => Promise<void>;

/**
 * A handler for a batched queue, which must not throw (a throw fails every job of the batch): what `run`
 * throws is logged with the job's data, and the job counts as done.
 */
export function loggedNotThrown<T extends object>(logger: Logger, message: string, run: (data: T) => Promise<unknown>): JobHandler<T> {
  return async (data) => {
    await run(data).catch((error: unknown) => {
      const fields: object = { ...data, err: error };
      logger.error(fields, message);
    });
  };
}

/** A handler for a job with no data of its own (a schedule's tick, a sweep at start): what `run` returns is not kept. */
export function tick(run: () => Promise<unknown>): JobHandler<object> {
  return async () => {
    await run();
  };
}

export interface JobDefinition {
  /** pg-boss queue policy; `singleton` runs one job per singletonKey at a time. */
  policy?: PgBoss.QueuePolicy;
  /** A pg-boss schedule (UTC cron): one job per tick across every instance on the database. */
  cron?: string;
  /** Also queue one job when this process starts working (recovery sweeps). */
  atStart?: boolean;
  /** Workers of this queue in one process (default 1). */
  concurrency?: number;
  /**
   * Jobs a worker takes per poll and runs at once (default 1; a worker polls at most once per interval).
   * Handlers of batched queues should not throw: a throw fails every job of the batch.
   */
  batchSize?: number;
  /** How long a job may run before pg-boss gives it up (pg-boss default: 15 minutes). */
  expireInSeconds?: number;
}

export interface SendOptions {
  singletonKey?: string;
  /** With singletonKey: at most one job per key in each slot of this many seconds (pg-boss job_i4). */
  singletonSeconds?: number;
  startAfter?: Date | number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs. */
  stopTimeoutMs?: number;
}

const RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true } as const;
/** Jobs per statement of sendAll (their JSON is one parameter). */
const SEND_ALL_CHUNK = 1000;

export class JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler<any>; definition: JobDefinition }>();
  private readonly workers = new Map<string, string[]>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  /**
   * pg-boss's statements not yet answered. A worker marks a job done without waiting for the statement
   * (pg-boss 10, manager.js `complete`/`fail`), so `boss.stop` can return while it runs: stop waits for them,
   * or closing the store after it would cut that statement off and its rejection would reach no one.
   */
  private readonly statements = new Set<Promise<unknown>>();
  /**
   * The texts of those two statements (marking a worker's jobs completed or failed). pg-boss awaits neither, so
   * one that fails (the store briefly unreachable) would be a rejection no one handles, which ends the process.
   */
  private unawaited = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly config: Pick<Config, 'databaseSchema'>,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions = {},
  ) {}

  define<T extends object>(name: string, handler: JobHandler<T>, definition: JobDefinition = {}): void {
    this.handlers.set(name, { handler, definition });
  }

  /** Starts pg-boss (installs its schema on first use); with `work`, this process also runs the jobs. */
  async start({ work }: { work: boolean }): Promise<void> {
    const boss = await this.open();
    if (!work) return;
    for (const [name, { handler, definition }] of this.handlers) {
      if (this.workers.has(name)) continue;
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i++) {
        const options = { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1, batchSize: definition.batchSize ?? 1 };
        ids.push(await boss.work<object>(name, options, async (jobs) => {
          await Promise.all(jobs.map((job) => handler(job.data)));
        }));
      }
      this.workers.set(name, ids);
      if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(name); // a schedule turned off stays off, though the database keeps schedules
    }
    for (const [name, { definition }] of this.handlers) if (definition.atStart) await this.send(name, {});
  }

  /** Queues a job (opening pg-boss as a producer if this process does not run jobs). */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    const boss = await this.open();
    const id = await boss.send(name, data, { ...this.defaults(name), ...options });
    this.notify(boss, name);
    return id;
  }

  /** Queues jobs of one queue in one statement each thousand (what `send` would refuse is left out the same way). */
  async sendAll(name: string, jobs: ReadonlyArray<{ data: object; options?: Pick<SendOptions, 'singletonKey' | 'singletonSeconds'> }>): Promise<void> {
    const boss = await this.open();
    const defaults = this.defaults(name);
    for (let i = 0; i < jobs.length; i += SEND_ALL_CHUNK) {
      await boss.insert(jobs.slice(i, i + SEND_ALL_CHUNK).map(({ data, options }) => ({ name, data, ...defaults, ...options })));
    }
    this.notify(boss, name);
  }

  /** What every job of a queue is sent with: the retries, and the queue's expiry when it has one. */
  private defaults(name: string) {
    const expireInSeconds = this.handlers.get(name)?.definition.expireInSeconds;
    return { ...RETRY, ...(expireInSeconds ? { expireInSeconds } : {}) };
  }

  /** Wakes this process's workers of the queue instead of waiting for their next poll. */
  private notify(boss: PgBoss, name: string): void {
    for (const worker of this.workers.get(name) ?? []) boss.notifyWorker(worker);
  }

  async stop(): Promise<void> {
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    this.boss = undefined;
    this.starting = undefined;
    this.workers.clear();
    await boss?.stop({ graceful: true, wait: true, close: false, timeout: this.options.stopTimeoutMs ?? 10_000 });
    await Promise.allSettled(this.statements);
  }

  /** The store's executeSql, counted in `statements` while it runs. */
  private executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> {
    const statement = this.store.executeSql(text, values);
    this.statements.add(statement);
    const settled = () => this.statements.delete(statement);
    statement.then(settled, settled);
    return this.unawaited.has(text) ? statement.catch((error: unknown) => this.notRecorded(error, values)) : statement;
  }

  /**
   * A worker's jobs ran but marking them failed: logged, and answered as marking none (pg-boss reads a count).
   * They stay active until their expiry, when pg-boss's maintenance fails them by timeout and retries them while
   * they have retries left (handlers run at least once, so they are written to run again).
   */
  private notRecorded(error: unknown, values?: unknown[]): { rows: Array<{ count: string }> } {
    this.logger.error({ err: error, queue: values?.[0], jobIds: values?.[1] }, 'job queue: a finished job was not recorded; it counts as failed once it expires');
    return { rows: [{ count: '0' }] };
  }

  private open(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const schema = this.config.databaseSchema ? `${this.config.databaseSchema}_boss` : 'pgboss';
      this.unawaited = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
      const boss = new PgBoss({ db: { executeSql: (text, values) => this.executeSql(text, values) }, schema });
      boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
      await boss.start();
      for (const [name, { definition }] of this.handlers) await boss.createQueue(name, { name, policy: definition.policy ?? 'standard' });
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }
}
