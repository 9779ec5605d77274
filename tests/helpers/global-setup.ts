// Once per run: the PGlite data directory test stores start from, so a test server opens in about a second
// instead of loading an empty cluster and migrating it each time. (The empty cluster itself, initdb's, is the
// build's: dist/server/db/pglite-cluster.tar.gz, scripts/pglite-cluster.mjs; bench/ starts from it too.)
// - MIGRATED_TEMPLATE: that cluster after the committed migrations, run by the compiled store on a DATA_DIR as
//   `npm start` runs them. In-process test servers start from it: the migrations took ~1 s of CPU in each of
//   them. It is named by the compiled migrations and PGlite's version, so a changed migration builds a new
//   one; servers in child processes (tests/helpers/child-server.ts) and every Postgres schema still migrate
//   from nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist/server');
export const MIGRATED_TEMPLATE = path.join(ROOT, `.tmp/pglite-template-migrated-${migrationsKey()}.tar`);

/** The compiled migrations and the PGlite version: what the migrated template's content depends on. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const dir = path.join(DIST, 'db/migrations');
  for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js')).sort() : []) {
    hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  hash.update(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Writes through a temporary name, so a run stopped half-way never leaves a truncated template behind. */
function writeAtomically(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

async function dump(db: PGlite): Promise<Buffer> {
  return Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
}

async function buildMigratedTemplate(): Promise<void> {
  const requireDist = createRequire(path.join(DIST, 'index.js'));
  requireDist('reflect-metadata');
  const { loadConfig } = requireDist('./config');
  const { openStore } = requireDist('./db/data-source');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-template-'));
  try {
    // Both keys given, so the directory keeps no key files: only what the migrations wrote goes in the template.
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: '00'.repeat(32), ADMIN_API_KEY: 'template-admin-key-0123456789', LOG_LEVEL: 'silent' };
    const store = await openStore(loadConfig(env, { port: 0, host: '127.0.0.1' }));
    await store.close();
    const db = await PGlite.create({ dataDir });
    writeAtomically(MIGRATED_TEMPLATE, await dump(db));
    await db.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function setup(): Promise<void> {
  mkdirSync(path.dirname(MIGRATED_TEMPLATE), { recursive: true });
  if (!existsSync(MIGRATED_TEMPLATE)) await buildMigratedTemplate();
}
