// What every benchmark here shares: the repository root and the compiled server, its `--name value`
// arguments, the Postgres it runs in, its section of bench/results.md, dropping the schemas (a server's
// and its pg-boss one) it ran in, and sandbox connections written straight into the store.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `require` of the compiled server's modules (`./db/entities`) and of the packages it uses. */
export const requireDist = createRequire(path.join(ROOT, 'dist/server/index.js'));
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * The environment `npm start` and the Docker image give the server (package.json, docker/Dockerfile): a server
 * process started by a benchmark gets it too, so that it is measured as it runs.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** `--employees 10000 --seconds 20` -> { employees: '10000', seconds: '20' }. */
/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * CPU time so far of the Postgres backends serving the connections named `applicationName` (the serving
 * process's PGAPPNAME), in ms: the store's share of a request's work, which the serving process's CPU leaves out.
 * Backends are the server's pool, so they live through a scenario; one opened during it counts whole.
 */
export async function postgresCpuMs(applicationName) {
  const pg = requireDist('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL, application_name: 'staffbridge-bench-probe' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/** Postgres CPU between two postgresCpuMs readings, in ms. */
export function postgresCpuSpent(before, after) {
  let ms = 0;
  for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0);
  return ms;
}

export function benchArgs() {
  return Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
}

/** Replaces the section headed `## title` of bench/results.md with `lines` (appends it when missing). */
export function writeSection(title, lines) {
  const previous = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const section = [`## ${title}`, ...lines].join('\n');
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const marker = new RegExp(`## ${escaped}\\n[\\s\\S]*?(?=\\n## |$)`);
  const next = marker.test(previous) ? previous.replace(marker, section) : `${previous.trimEnd()}\n\n${section}`;
  writeFileSync(FILE, `${next.trimEnd()}\n`);
  console.log(`wrote ${path.relative(process.cwd(), FILE)}`);
}

/** Drops each schema and its pg-boss schema (`<schema>_boss`). */
export async function dropSchemas(databaseUrl, schemas) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const schema of schemas) {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
    }
  } finally {
    await client.end();
  }
}

/**
 * A sandbox connection (xhr) of the client `clientPk`, written straight into the store of the compiled
 * `services` without the connect flow, its first sync not started. `credentials` add to the sandbox login
 * (`employees`, `asOf`: the company generated); the entity's name is its id unless given.
 */
export async function insertSandboxConnection(services, clientPk, { entityId, entityName = entityId, scopes, credentials }) {
  const { ConnectionEntity } = requireDist('./db/entities');
  const repo = services.store.dataSource.getRepository(ConnectionEntity);
  const id = randomUUID();
  const row = repo.create({
    id,
    clientPk,
    provider: 'sandbox',
    mode: 'xhr',
    scopes,
    entityId,
    entityName,
    credentialsCiphertext: services.sealer.sealJson({ login: 'sandbox_user', ...credentials }, id),
    syncStatus: 'pending',
    syncError: null,
    syncedAt: null,
    disconnectedAt: null,
  });
  await repo.insert(row);
  return row;
}
