// First sync benchmark (issue 5): a new connection to a 10,000-employee sandbox company (every xhr scope, and the
// employee-directory scopes alone), synced the way the first-sync job does it (generate through the sandbox connector, store every part).
// Target: under 10 s with memory under 500 MB.
//
//   npm run build:server && node bench/first-sync.mjs [--employees 10000] [--store postgres|pglite|both] [--runs 1] [--sets every,employees]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in a schema of its own.
//
// Each run is a child process of its own, so its peak RSS (getrusage maxrss) is the sync's alone: Node, the
// compiled server, the store (PGlite lives in the process, in a thread of its own), the generated company and the writes.
// The child gets the environment `npm start` gives the server (SERVER_ENV: glibc's fixed mmap threshold).
// Results go to bench/results.md (the "First sync" section is replaced).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, DATABASE_URL, dropSchemas, insertSandboxConnection, requireDist, ROOT, SERVER_ENV, writeSection } from './results.mjs';

const require = requireDist;
const args = benchArgs();
const EMPLOYEES = Number(args.employees ?? 10_000);
const STORES = (args.store ?? 'both') === 'both' ? ['postgres', 'pglite'] : [args.store];
/** What the connection may read: every xhr scope, or only what an employee directory needs. */
const SCOPE_SETS = { every: null, employees: ['employees', 'groups', 'work-locations', 'company'] };
/** `--sets every` runs one scope set only (comparisons while working; results.md then lists only its rows). */
const SETS = args.sets ? String(args.sets).split(',') : Object.keys(SCOPE_SETS);
const RUNS = Number(args.runs ?? 1);
const AS_OF = '2026-01-15';
const PARTS = ['workLocations', 'groups', 'employees', 'company', 'identity', 'timeOffEntries', 'timeOffBalances', 'timesheets', 'payruns', 'payslips'];

/** Creates a PGlite data directory with the migrations run (what a server finds when it restarts). */
async function prepare(dataDir) {
  require('reflect-metadata');
  const { loadConfig } = require('./config');
  const { openStore } = require('./db/data-source');
  const opened = await openStore(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' }));
  await opened.close();
}

/** One sync in this process; prints one JSON line. */
async function child(store, dataDir, scopeSet = 'every') {
  require('reflect-metadata');
  const { loadConfig } = require('./config');
  const { openStore } = require('./db/data-source');
  const { createServices } = require('./services');
  const { scopesFor } = require('./modules/connect/scopes');
  const schema = `sb_bench_fs_${randomBytes(4).toString('hex')}`;
  const env = {
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    ADMIN_API_KEY: 'bench',
    LOG_LEVEL: 'silent',
    ...(store === 'postgres' ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
  };
  // PGlite as `npm start` runs it: a data directory on disk (initialised by another process: the thread that
  // initialises a new directory would otherwise count in this one's peak memory).
  const config = loadConfig({ ...env, ...(store === 'pglite' ? { DATA_DIR: dataDir } : {}) });
  const opened = await openStore(config);
  const services = createServices(config, opened, { logger: { info() {}, error() {}, warn() {} } });
  const rssBefore = process.memoryUsage().rss;
  try {
    const client = await services.clients.create({ name: 'Bench', redirectUris: ['https://bench.example.com/cb'] });
    const [{ id: clientPk }] = await opened.dataSource.query('SELECT id FROM client WHERE client_id = $1', [client.clientId]);
    const connection = await insertSandboxConnection(services, clientPk, {
      entityId: 'sbx-initech',
      entityName: 'Initech',
      scopes: scopesFor('xhr')
        .filter((s) => !SCOPE_SETS[scopeSet] || SCOPE_SETS[scopeSet].includes(s.resource))
        .map((s) => s.name),
      credentials: { employees: String(EMPLOYEES), asOf: AS_OF },
    });
    // Start every run from the same place: no earlier run's dirty pages left for a checkpoint to write now.
    if (store === 'postgres') await opened.dataSource.query('CHECKPOINT').catch(() => undefined);
    // The store's speed at this moment, for comparing runs across hours and machines (a shared machine's speed
    // drifts): a fixed statement of pure computation, the best of three.
    let probeMs = Infinity;
    for (let i = 0; i < 3; i++) {
      const probeStarted = performance.now();
      await opened.dataSource.query('SELECT sum(i) FROM generate_series(1, 1000000) i');
      probeMs = Math.min(probeMs, Math.round(performance.now() - probeStarted));
    }
    let peakHeap = 0;
    // V8's own figure: process.memoryUsage() also reads /proc for the RSS, ~120 ms of this thread over a sync.
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size)), 20);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpu = process.cpuUsage();
    const threadsBefore = threadTimes();
    const machine = machineBusyMs();
    const threadBusy = await opened.threadBusyMs?.();
    const started = performance.now();
    const report = await services.sync.syncConnection(connection);
    const totalMs = Math.round(performance.now() - started);
    // PGlite's thread: how much of the sync it was busy (near the total: the sync waits on PGlite's own work).
    const storeThreadMs = threadBusy === undefined ? null : Math.round((await opened.threadBusyMs()) - threadBusy);
    const { user, system } = process.cpuUsage(cpu);
    const nodeCpuMs = Math.round((user + system) / 1000);
    const machineCpuMs = machineBusyMs() - machine;
    const threads = threadShares(threadsBefore, threadTimes(), store === 'pglite');
    loop.disable();
    const loopDelayMs = { p99: Math.round(loop.percentile(99) / 1e6), max: Math.round(loop.max / 1e6) };
    clearInterval(sampler);
    const [{ status }] = await opened.dataSource.query('SELECT sync_status AS status FROM connection WHERE id = $1', [connection.id]);
    process.stdout.write(
      `RESULT ${JSON.stringify({ store, scopes: scopeSet, totalMs, probeMs, status, nodeCpuMs, machineCpuMs, storeThreadMs, threads, loopDelayMs, parts: report.parts, rssBeforeMb: mb(rssBefore), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), peakHeapMb: mb(peakHeap) })}\n`,
    );
  } finally {
    await services.jobs.stop().catch(() => undefined);
    await opened.close();
    if (store === 'postgres' && !process.env.BENCH_KEEP) await dropSchemas(DATABASE_URL, [schema]);
    else if (process.env.BENCH_KEEP) process.stderr.write(`kept schema ${schema}\n`);
  }
}

/**
 * Each thread of this process so far (tid -> CPU ms, and ms runnable but waiting for a CPU), from /proc/self/task:
 * on a machine of 2 cores, the store's thread, the event loop and V8's helpers (compilers, GC) contend.
 */
function threadTimes() {
  const times = new Map();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      const [, waitNs] = readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      times.set(Number(tid), { cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, waitMs: Math.round(waitNs / 1e6) }); // utime + stime, in ticks of 10 ms
    } catch {
      // the thread ended meanwhile
    }
  }
  return times;
}

/**
 * The sync's share of each thread: the event loop's (main), the store's (with `storeThread`, PGlite's: the busiest
 * other one; null on Postgres, where the store is another process) and the rest together (V8's compilers and GC, libuv).
 */
function threadShares(before, after, storeThread) {
  const spent = [...after].map(([tid, t]) => ({ tid, cpuMs: t.cpuMs - (before.get(tid)?.cpuMs ?? 0), waitMs: t.waitMs - (before.get(tid)?.waitMs ?? 0) }));
  const main = spent.find((t) => t.tid === process.pid);
  const others = spent.filter((t) => t !== main).sort((a, b) => b.cpuMs - a.cpuMs);
  const store = storeThread ? others.shift() : undefined;
  return {
    main: { cpuMs: main.cpuMs, waitMs: main.waitMs },
    store: store ? { cpuMs: store.cpuMs, waitMs: store.waitMs } : null,
    helpersCpuMs: others.reduce((sum, t) => sum + t.cpuMs, 0),
  };
}

/** CPU time of the whole machine (all processes: this one and the database's), from /proc/stat. */
function machineBusyMs() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return Math.round(((total - idle) * 1000) / 100); // USER_HZ is 100 on Linux
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

const threadCells = (t) => `CPU main ${t.main.cpuMs} / store ${t.store?.cpuMs ?? '–'} / helpers ${t.helpersCpuMs} ms, waiting for a CPU main ${t.main.waitMs} / store ${t.store?.waitMs ?? '–'} ms`;

async function main() {
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('build first: npm run build:server');
  const load = os.loadavg()[0].toFixed(1);
  const results = [];
  for (const store of STORES) {
    for (const scopeSet of SETS) for (let run = 0; run < RUNS; run++) {
      const self = fileURLToPath(import.meta.url);
      const dataDir = store === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'sb-bench-fs-')) : '';
      const env = { ...process.env, ...SERVER_ENV };
      if (dataDir) execFileSync(process.execPath, [self, '--prepare', dataDir], { stdio: 'inherit', env });
      const out = execFileSync(process.execPath, [self, '--child', store, '--employees', String(EMPLOYEES), '--scopes', scopeSet, ...(dataDir ? ['--data', dataDir] : [])], {
        env,
        encoding: 'utf8',
        maxBuffer: 1 << 24,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) throw new Error(`no result from the ${store} run:\n${out}`);
      const result = JSON.parse(line.slice('RESULT '.length));
      console.log(`${store}, ${scopeSet} scope: ${result.totalMs} ms, ${result.status}, store probe ${result.probeMs} ms, PGlite thread busy ${result.storeThreadMs ?? '–'} ms, event loop delay p99 ${result.loopDelayMs.p99} / max ${result.loopDelayMs.max} ms, CPU ${result.nodeCpuMs} ms here / ${result.machineCpuMs} ms machine, threads ${threadCells(result.threads)}, peak RSS ${result.peakRssMb} MB, peak heap ${result.peakHeapMb} MB`);
      results.push(result);
    }
  }
  writeResults(results, load);
}

function writeResults(results, load) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const cell = (r, part) => {
    const p = r.parts[part];
    return p ? `${p.stored.toLocaleString('en')} · ${p.fetchMs} + ${p.storeMs}` : '–';
  };
  writeSection('First sync', [
    '',
    `\`node bench/first-sync.mjs --employees ${EMPLOYEES} --store ${args.store ?? 'both'} --runs ${RUNS}\` on ${new Date().toISOString().slice(0, 10)},`,
    `${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${load} at start. One connection to a ${EMPLOYEES.toLocaleString('en')}-employee`,
    'sandbox company, synced as the first-sync job does it, each run in a fresh process with the environment `npm start`',
    `gives the server (${Object.entries(SERVER_ENV).map(([k, v]) => `${k}=${v}`).join(' ')}): with every xhr scope, and with the`,
    'scopes of an employee directory (employees, groups, work-locations, company). PGlite runs on a data directory on disk',
    "prepared by another process, as a restarted server finds it. Peak RSS is the process's getrusage maxrss (Node, the",
    'compiled server, the store when it is PGlite, the generated company, the writes); peak heap is sampled every 20 ms; the',
    "event loop delay is perf_hooks' monitor over the sync (what another request would wait). CPU: this process, and the whole",
    "machine (this process and Postgres); by thread (/proc/self/task): the event loop's (main), PGlite's (store) and the rest",
    "together (helpers: V8's compilers and GC), and how long the first two were runnable but waiting for a CPU. Per part:",
    "records stored · fetch ms + store ms (a stage is fetched while the one",
    "before it is stored, so fetch times overlap stores; the sandbox generates its organisation first and its dated records",
    "apart). PGlite runs in a thread of the same process; \"PGlite thread busy\" is that thread's active time over the sync",
    "(close to the total: the sync waits on PGlite's own work). \"Probe\" is the best of three runs of a fixed statement of",
    "pure computation on the store (`SELECT sum(i) FROM generate_series(1, 1000000) i`) just before the sync: the store's",
    'speed at that moment, to compare runs of hours or machines apart. Targets: under 10 s, under 500 MB, event loop ≤ 100 ms.',
    '',
    `| store | scopes | total ms | probe ms | CPU ms (process / machine) | CPU ms main / store / helpers | waiting for a CPU ms main / store | PGlite thread busy ms | event loop delay p99 / max ms | peak RSS MB | peak heap MB | ${PARTS.join(' | ')} |`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|${PARTS.map(() => '---:').join('|')}|`,
    ...results.map((r) => `| ${r.store} | ${r.scopes} | ${r.totalMs} | ${r.probeMs} | ${r.nodeCpuMs} / ${r.machineCpuMs} | ${r.threads.main.cpuMs} / ${r.threads.store?.cpuMs ?? '–'} / ${r.threads.helpersCpuMs} | ${r.threads.main.waitMs} / ${r.threads.store?.waitMs ?? '–'} | ${r.storeThreadMs ?? '–'} | ${r.loopDelayMs.p99} / ${r.loopDelayMs.max} | ${r.peakRssMb} | ${r.peakHeapMb} | ${PARTS.map((p) => cell(r, p)).join(' | ')} |`),
    '',
  ]);
}

(args.prepare ? prepare(args.prepare) : args.child ? child(args.child, args.data, args.scopes) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
