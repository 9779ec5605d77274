// The store: TypeORM on embedded PGlite (DATA_DIR, or in memory) or on Postgres (DATABASE_URL).
// Both run the same committed migrations on open; `synchronize` is never used.
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';
import { lockDataDir, type LockHolder } from './data-dir-lock';
import { leasedPGliteDriver } from './pglite-pool';
import { rebuildStaleEmployeeBodies } from '../modules/hr/employee-bodies';

export interface Store {
  dataSource: DataSource;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL the way pg-boss expects (`db.executeSql`), through the same lease as TypeORM. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  /** Runs `work` while no other instance of a fleet runs work under the same key (one process: at once). */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Tells who else would open this store where the server answers (the embedded store's directory lock). */
  announce(url: string): void;
  /** The embedded store's thread: milliseconds it has been busy (benchmarks: is a sync waiting on PGlite?). */
  threadBusyMs?: () => Promise<number>;
  close(): Promise<void>;
}

type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'pgliteTemplate' | 'pgliteLeaseTimeoutMs'>;

/** How messages name the store: its directory or its database. */
export const storeName = (config: Pick<Config, 'dataDir' | 'databaseUrl'>): string =>
  config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir ? `DATA_DIR ${config.dataDir}` : 'the in-memory store';

/**
 * Opens the store and runs the migrations. An embedded store on disk is locked to this process first
 * (db/data-dir-lock.ts): a second opener gets a DataDirInUseError naming the holder; `role` says who we are.
 */
export async function openStore(config: StoreConfig, role: LockHolder['role'] = 'server'): Promise<Store> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  return openPGlite(config, role);
}

async function openPostgres(url: string, schema: string | null): Promise<Store> {
  if (schema) {
    // A dedicated schema (tests): create it first so migrations land there.
    const setup = new DataSource({ type: 'postgres', url });
    await setup.initialize();
    await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await setup.destroy();
  }
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    schema: schema ?? undefined,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    // No JIT: our statements are short, and the employee JSON build (a wide expression with subplans) was
    // estimated costly enough to be compiled by LLVM, 2-7 s a statement against 0.4 ms run as it is.
    extra: { max: 10, options: `-c jit=off${schema ? ` -c search_path="${schema}"` : ''}` },
  });
  await dataSource.initialize();
  const exclusive = <T>(key: string, work: () => Promise<T>) => withAdvisoryLock(dataSource, `staffbridge:${schema ?? 'public'}:${key}`, work);
  await exclusive('migrations', () => migrate(dataSource));
  return {
    dataSource,
    kind: 'postgres',
    // Structured result: plain dataSource.query answers UPDATE/DELETE … RETURNING with [rows, count],
    // which pg-boss's job fetch (an UPDATE … RETURNING) cannot read.
    executeSql: async (text, values) => {
      const runner = dataSource.createQueryRunner();
      try {
        const result = await runner.query(text, values, true);
        return { rows: Array.isArray(result.records) ? result.records : [] };
      } catch (error) {
        // A multi-statement text (BEGIN; …; COMMIT) that failed half-way leaves its connection in an
        // aborted transaction: end it before the pool hands that connection to anyone else.
        await runner.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await runner.release();
      }
    },
    exclusive,
    announce: () => undefined,
    close: () => dataSource.destroy(),
  };
}

/** The migrations, then the stored forms derived from the tables that this release builds differently. */
async function migrate(dataSource: DataSource): Promise<void> {
  await dataSource.runMigrations({ transaction: 'each' });
  await rebuildStaleEmployeeBodies(dataSource);
}

/**
 * A fleet starts several instances on one database at once: one runs the migrations (or sets up the
 * job queues) while the others wait on a session advisory lock, then find nothing left to do.
 */
async function withAdvisoryLock<T>(dataSource: DataSource, key: string, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    await runner.release();
  }
}

async function openPGlite({ dataDir, pgliteTemplate, pgliteLeaseTimeoutMs }: StoreConfig, role: LockHolder['role']): Promise<Store> {
  const lock = dataDir ? lockDataDir(dataDir, role) : null;
  try {
    const loadDataDir = !dataDir && pgliteTemplate ? readFileSync(pgliteTemplate) : undefined;
    const { driver, handle } = leasedPGliteDriver({ dataDir: dataDir ?? undefined, loadDataDir, leaseTimeoutMs: pgliteLeaseTimeoutMs });
    const dataSource = new DataSource({
      type: 'postgres',
      driver,
      entities,
      migrations,
      synchronize: false,
      uuidExtension: 'pgcrypto',
      installExtensions: false,
    } as ConstructorParameters<typeof DataSource>[0]);
    await dataSource.initialize();
    await migrate(dataSource);
    return {
      dataSource,
      kind: 'pglite',
      executeSql: (text, values) => handle.sql('pg-boss', text, values),
      exclusive: (_key, work) => work(),
      announce: (url) => lock?.announce(url),
      threadBusyMs: async () => (await handle.db()).busyMs(),
      close: async () => {
        try {
          await dataSource.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
