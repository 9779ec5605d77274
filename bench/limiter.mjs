// Rate limiter and compression benchmark (issue 8): throughput of REST GET /2023-03-01/providers and
// GET /2023-03-01/xhr/employees (a 25-employee sandbox company) with the limiter off and on, and with
// identity, gzip and br responses. Loopback only; a fixed number of requests with a time cap each.
//
//   npm run build && node bench/limiter.mjs [--store pglite|postgres|both] [--seconds 6] [--requests 20000] [--concurrency 16]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in schemas of its own.
//
// Each server runs in its own process (`--serve`), the load comes from this one over keep-alive node:http
// (raw bytes: the client never decompresses). Every server trusts one proxy hop (TRUST_PROXY=1) and every
// request names a caller in X-Forwarded-For. "limiter on" uses the spec's quotas unchanged and spreads the
// calls over enough callers (2,000 addresses per row; for employees, 15 clients per row, 39 calls each) that
// every call passes and is counted, with counters as full as real callers make them; "limiter on, refused"
// sends everything as one caller, so after the first 15 (or 40) calls every answer is a 429.
// Results go to bench/results.md (the "Rate limiter and compression" section is replaced).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, DATABASE_URL, dropSchemas, postgresCpuMs, postgresCpuSpent, processCpuMs, requireDist, ROOT, writeSection } from './results.mjs';

const require = requireDist;
const args = benchArgs();
const SECONDS = Number(args.seconds ?? 6);
const REQUESTS = Number(args.requests ?? 20_000);
const CONCURRENCY = Number(args.concurrency ?? 16);
/** Off and on are measured in turns, this many times each: a shared machine's load drifts between rows. */
const ROUNDS = Number(args.rounds ?? 3);
const STORES = (args.store ?? 'both') === 'both' ? ['pglite', 'postgres'] : [args.store];
const ADMIN = 'bench-admin-key-0123456789';
/** The empty cluster the build makes (scripts/pglite-cluster.mjs): each embedded server starts from it. */
const TEMPLATE = path.join(ROOT, 'dist/server/db/pglite-cluster.tar.gz');

// ---- server mode -------------------------------------------------------------------------------
async function serve() {
  require('reflect-metadata');
  const { loadConfig } = require('./config');
  const { startServer } = require('./server');
  const pglite = !process.env.DATABASE_URL;
  const running = await startServer(loadConfig(process.env, { port: 0, host: '127.0.0.1', ...(pglite ? { dataDir: null } : {}) }));
  process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
  process.once('SIGTERM', () => running.close().then(() => process.exit(0)));
}

// ---- load --------------------------------------------------------------------------------------
function startChild(env) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ADMIN_API_KEY: ADMIN, ENCRYPTION_KEY: randomBytes(32).toString('hex'), TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve({ pid: child.pid, url: JSON.parse(line).url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
}

async function json(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: await res.json() };
}

/** A client and a sandbox connection through the real flow; waits for the first sync. */
async function connection(base) {
  const created = await json(`${base}/graphql`, {
    method: 'POST',
    headers: { 'x-admin-key': ADMIN },
    body: JSON.stringify({ query: 'mutation { createClient(input: { name: "Bench", redirectUris: ["https://bench.example.com/cb"] }) { clientId clientSecret } }' }),
  });
  const { clientId, clientSecret } = created.body.data.createClient;
  const request = {
    client_id: clientId, provider: 'sandbox', mode: 'xhr', scopes: ['2023-03-01/xhr/employees', '2023-03-01/xhr/company'], redirect_uri: 'https://bench.example.com/cb',
    state: 's', session_key: randomUUID(), step: 'SIGN_IN', username: 'sandbox_user+nomfa+single', password: 'sandbox_password',
  };
  const setup = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` };
  const authorized = await json(`${base}/2023-03-01/connect/authorize`, { method: 'POST', headers: setup, body: JSON.stringify(request) });
  const code = new URL(authorized.body.redirect_to).searchParams.get('authorization_code');
  const token = await json(`${base}/2023-03-01/connect/token`, {
    method: 'POST',
    headers: setup,
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'authorization_code', redirect_uri: request.redirect_uri, code }),
  });
  return `Bearer ${token.body.access_token}`;
}

/** `count` connections; returns once the first sync of each is done (asked from addresses of its own). */
async function connections(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) tokens.push(await connection(base));
  for (const [i, authorization] of tokens.entries()) {
    for (let attempt = 0; ; attempt += 1) {
      // Waits on another endpoint than the one measured (limits apply per endpoint): a company whose sync
      // took a few polls would otherwise start its row with less than 39 calls of quota left, and answer 429s.
      const res = await fetch(`${base}/2023-03-01/xhr/company`, { headers: { authorization, 'x-forwarded-for': `198.18.${i}.${attempt % 250}` } });
      await res.arrayBuffer();
      if (res.status === 200) break;
      if (attempt > 600) throw new Error(`first sync did not finish (${res.status})`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return tokens;
}

function load(url, headersFor, limit = REQUESTS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  let sent = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const one = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: headersFor(sent) }, (res) => {
        let size = 0;
        res.on('data', (c) => (size += c.length));
        res.on('end', () => {
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          bytes += size;
          resolve();
        });
      });
      req.on('error', reject);
    });
  const worker = async () => {
    while (sent < limit && performance.now() < deadline) {
      const request = one();
      sent += 1;
      await request;
    }
  };
  const started = performance.now();
  return Promise.all(Array.from({ length: CONCURRENCY }, worker)).then(() => {
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    return { count: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), bytes: Math.round(bytes / latencies.length), statuses };
  });
}

async function main() {
  const rows = [];
  for (const store of STORES) {
    const schemas = [];
    const storeEnv = () => {
      if (store === 'pglite') return existsSync(TEMPLATE) ? { PGLITE_TEMPLATE: TEMPLATE } : {};
      const schema = `sb_bench_rl_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      // Names the server's Postgres sessions, whose CPU is the store's share of a request.
      return { DATABASE_URL, DATABASE_SCHEMA: schema, PGAPPNAME: schema };
    };
    const envs = { off: { ...storeEnv(), RATE_LIMITS: 'off' }, on: { ...storeEnv(), RATE_LIMITS: 'on' } };
    const servers = { off: { ...(await startChild(envs.off)), app: envs.off.PGAPPNAME }, on: { ...(await startChild(envs.on)), app: envs.on.PGAPPNAME } };
    try {
      const ENCODINGS = ['identity', 'gzip', 'br'];
      // Employees rows: a fixed count, so that 15 clients × 39 calls cover a row of the limiter (each
      // client's quota is 40 in 5 minutes; waiting for its first sync asked another endpoint).
      const CLIENTS = 15;
      const EMPLOYEE_CALLS = Math.min(REQUESTS, CLIENTS * 39);
      // Off reads the same traffic as on, from a store holding as many companies (a 25-employee read costs more
      // in a bigger store), so that the two differ by the limiter alone.
      const COMPANIES = CLIENTS * ENCODINGS.length * ROUNDS + 1;
      const offTokens = await connections(servers.off.url, COMPANIES);
      const onTokens = await connections(servers.on.url, COMPANIES);
      let row = 0;
      const measure = async (label, which, limiter, encoding, route, headersFor, limit, round = 0) => {
        const server = servers[which];
        const cpuBefore = processCpuMs(server.pid);
        const pgBefore = server.app ? await postgresCpuMs(server.app) : null;
        const result = await load(`${server.url}${route}`, (i) => ({ 'accept-encoding': encoding, ...headersFor(i) }), limit);
        result.cpu = (processCpuMs(server.pid) - cpuBefore) / result.count;
        result.pgCpu = pgBefore ? postgresCpuSpent(pgBefore, await postgresCpuMs(server.app)) / result.count : null;
        rows.push({ store, label, limiter, encoding, round, ...result });
        console.log(store, label, limiter, encoding, `round ${round}`, `${result.rps.toFixed(0)} req/s`, `p50 ${result.p50} ms`, `p99 ${result.p99} ms`, `${result.bytes} B`, `server CPU ${result.cpu.toFixed(2)} ms/request`, result.pgCpu === null ? '' : `Postgres CPU ${result.pgCpu.toFixed(2)} ms/request`, JSON.stringify(result.statuses));
      };
      // A caller address per request group: row r, caller c -> 10.r.(c / 250).(c % 250); 2,000 callers a row.
      const caller = (r, i) => ({ 'x-forwarded-for': `10.${r % 250}.${Math.floor((i % 2000) / 250)}.${(i % 2000) % 250 + 1}` });

      // Off, then on, for each encoding, ROUNDS times: each pair runs on the same moment's machine.
      const providers = '/2023-03-01/providers?mode=xhr';
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const encoding of ENCODINGS) {
          for (const limiter of ['off', 'on']) {
            const r = row++;
            await measure('GET /providers?mode=xhr', limiter, limiter, encoding, providers, (i) => caller(r, i), REQUESTS, round);
          }
        }
      }
      await measure('GET /providers?mode=xhr', 'on', 'on, refused (429)', 'identity', providers, () => ({ 'x-forwarded-for': '203.0.113.7' }));

      const employees = '/2023-03-01/xhr/employees';
      let batch = 0;
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const encoding of ENCODINGS) {
          const [from, to] = [batch * CLIENTS, (batch += 1) * CLIENTS];
          const off = row++;
          const offBatch = offTokens.slice(from, to);
          await measure('GET /xhr/employees (25)', 'off', 'off', encoding, employees, (i) => ({ ...caller(off, i), authorization: offBatch[i % CLIENTS] }), EMPLOYEE_CALLS, round);
          const on = row++;
          const onBatch = onTokens.slice(from, to);
          await measure('GET /xhr/employees (25)', 'on', 'on', encoding, employees, (i) => ({ ...caller(on, i), authorization: onBatch[i % CLIENTS] }), EMPLOYEE_CALLS, round);
        }
      }
      const last = onTokens.at(-1);
      await measure('GET /xhr/employees (25)', 'on', 'on, refused (429)', 'identity', employees, () => ({ 'x-forwarded-for': '203.0.113.8', authorization: last }), EMPLOYEE_CALLS);
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
      if (schemas.length) await dropSchemas(DATABASE_URL, schemas);
    }
  }
  writeResults(rows);
}

function writeResults(rows) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const median = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  // Per store, request and encoding: the rounds' requests/s with the limiter off and on, and the median of
  // each round's on/off ratio (what the limiter leaves of the throughput).
  const pairs = new Map();
  for (const r of rows.filter((x) => x.limiter === 'off' || x.limiter === 'on')) {
    const key = `${r.store}|${r.label}|${r.encoding}`;
    if (!pairs.has(key)) pairs.set(key, { store: r.store, label: r.label, encoding: r.encoding, rounds: new Map() });
    const entry = pairs.get(key).rounds;
    entry.set(r.round, { ...entry.get(r.round), [r.limiter]: r.rps, [`${r.limiter}Cpu`]: r.cpu, [`${r.limiter}PgCpu`]: r.pgCpu });
  }
  const summary = [...pairs.values()].map((p) => {
    const rounds = [...p.rounds.values()].filter((x) => x.off && x.on);
    return {
      ...p,
      off: median(rounds.map((x) => x.off)),
      on: median(rounds.map((x) => x.on)),
      share: median(rounds.map((x) => x.on / x.off)),
      offCpu: median(rounds.map((x) => x.offCpu)),
      onCpu: median(rounds.map((x) => x.onCpu)),
      offPgCpu: p.store === 'postgres' ? median(rounds.map((x) => x.offPgCpu)) : null,
      onPgCpu: p.store === 'postgres' ? median(rounds.map((x) => x.onPgCpu)) : null,
    };
  });
  writeSection('Rate limiter and compression', [
    '',
    `\`node bench/limiter.mjs --store ${args.store ?? 'both'} --seconds ${SECONDS} --requests ${REQUESTS} --concurrency ${CONCURRENCY} --rounds ${ROUNDS}\` on ${new Date().toISOString().slice(0, 10)},`,
    `${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end. Loopback, keep-alive, ${CONCURRENCY} requests in flight,`,
    'at most the given count or time per row (employees rows: 585 calls). "on" is the spec\'s quotas with every call passing and',
    'counted in the store (one compare-and-swap statement per group of decisions, each call decided alone, in arrival order), the',
    'calls spread over 2,000 caller addresses a row (employees: and 15 clients a row, 39 calls each; off reads the same way, from as many companies in its store); "on, refused" is one caller,',
    'so after the first 15 (40) calls every answer is a 429. Off and on are measured in turns, each pair on the same moment\'s',
    `machine, ${ROUNDS} rounds; "on / off" is the median of the rounds' ratios. Issue 18's target: the limiter costs at most 15%`,
    '(on / off ≥ 0.85) on /providers and on a 25-employee read. Bytes are per response body as sent. Server CPU is the serving',
    "process's user + system time over the row divided by its requests; Postgres CPU (Postgres only) that of the server's",
    "sessions. Neither counts the machine's load.",
    '',
    '| store | request | encoding | off req/s (median) | on req/s (median) | on / off | server CPU ms/request off → on | Postgres CPU ms/request off → on |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...summary.map((s) => `| ${s.store} | ${s.label} | ${s.encoding} | ${s.off.toFixed(0)} | ${s.on.toFixed(0)} | ${s.share.toFixed(2)} | ${s.offCpu.toFixed(2)} → ${s.onCpu.toFixed(2)} | ${s.offPgCpu === null ? '–' : `${s.offPgCpu.toFixed(2)} → ${s.onPgCpu.toFixed(2)}`} |`),
    '',
    'Every row:',
    '',
    '| store | request | limiter | encoding | round | requests/s | p50 ms | p99 ms | server CPU ms/request | Postgres CPU ms/request | bytes | statuses |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.store} | ${r.label} | ${r.limiter} | ${r.encoding} | ${r.round || ''} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.cpu.toFixed(2)} | ${r.pgCpu === null ? '–' : r.pgCpu.toFixed(2)} | ${r.bytes} | ${Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' ')} |`),
    '',
  ]);
}

if (process.argv.includes('--serve')) await serve();
else await main();
