// The store: TypeORM on embedded PGlite (DATA_DIR, or in memory) or on Postgres (DATABASE_URL).
// Both run the same committed migrations on open; `synchronize` is never used.
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';
import { leasedPGliteDriver, runOnPGlite, type EmbeddedStoreHandle } from './pglite-pool';

export interface Store {
  dataSource: DataSource;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL the way pg-boss expects (`db.executeSql`), through the same lease as TypeORM. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
  close(): Promise<void>;
}

export async function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'pgliteTemplate'>): Promise<Store> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  return openPGlite(config.dataDir, config.pgliteTemplate);
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
    extra: { max: 10, ...(schema ? { options: `-c search_path="${schema}"` } : {}) },
  });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    dataSource,
    kind: 'postgres',
    executeSql: (text, values) => dataSource.query(text, values).then((rows: any) => ({ rows: Array.isArray(rows) ? rows : [] })),
    close: () => dataSource.destroy(),
  };
}

async function openPGlite(dataDir: string | null, template: string | null): Promise<Store> {
  const loadDataDir = !dataDir && template ? new Blob([readFileSync(template)]) : undefined;
  const { driver, handle } = leasedPGliteDriver({ dataDir: dataDir ?? undefined, loadDataDir });
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
  await dataSource.runMigrations({ transaction: 'each' });
  return {
    dataSource,
    kind: 'pglite',
    executeSql: (text, values) => pgliteSql(handle, text, values),
    close: () => dataSource.destroy(),
  };
}

function pgliteSql(handle: EmbeddedStoreHandle, text: string, values?: unknown[]) {
  return handle.lease.run(async () => runOnPGlite(await handle.db(), text, values));
}
