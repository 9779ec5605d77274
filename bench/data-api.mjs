// Data API load benchmark: a 10,000-employee sandbox company read through
//   1. REST      GET /2023-03-01/xhr/employees (the whole list, every field, expanded)
//   2. GraphQL   employees(first: 1000) x 10 pages, every field with manager, groups, work location
//   3. GraphQL   one page of 100 (what a UI asks for)
//   4. baseline  a bare node:http + pg handler answering the same list from the same tables
//   5. floor     (with --floor) node:http sending the very bytes of 1 and 3 after one Postgres round trip that
//                carries them: what no server can beat. Issue 18's targets are ratios to it (REST ≥ 0.5×,
//                the GraphQL page ≥ 0.3×), for a 25-employee company with 4 requests in flight.
// Each server runs in its own process; we report requests/s, p50/p99 latency and the server's peak RSS.
//
// Server CPU per request (user + system time of the serving process over the scenario, / requests) is reported
// beside throughput: on a shared machine it moves much less than requests/s. Postgres CPU per request is the same
// for the Postgres backends that served that process (found by the application_name it connects with).
//
//   npm run build:server && node bench/data-api.mjs [--employees 10000] [--seconds 20] [--concurrency 4] [--floor] [--only page]
//   (--only: just the scenarios whose name matches, e.g. "page" or "REST", and their floor rows; results.md untouched;
//   --cpu-prof DIR: the Staffbridge process writes a V8 CPU profile into DIR when it stops)
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in a schema of its own.
// Results go to bench/results.md (the "Data API" section is replaced).
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs, DATABASE_URL, dropSchemas, postgresCpuMs, postgresCpuSpent, processCpuMs, requireDist, ROOT, SERVER_ENV, writeSection } from './results.mjs';

const require = requireDist;
const args = benchArgs();
const EMPLOYEES = Number(args.employees ?? 10_000);
const SECONDS = Number(args.seconds ?? 20);
const CONCURRENCY = Number(args.concurrency ?? 4);

// ---- the bare baseline: node:http + pg, same tables, same JSON ----------------------------------
async function baselineServer() {
  const { Pool } = require('pg');
  const schema = process.env.BENCH_SCHEMA;
  const pool = new Pool({ connectionString: DATABASE_URL, max: 10, options: `-c search_path="${schema}"` });
  const date = (c) => `to_char(${c}, 'YYYY-MM-DD') AS ${c}`;
  const EMP = `SELECT id, remote_id, employee_number, first_name, last_name, display_full_name, nationality, job_title, work_email,
    personal_email, mobile_phone_number, tax_id, gender, ethnicity, marital_status, ${date('date_of_birth')}, employment_status,
    employment_type, ${date('start_date')}, remote_created_at, ${date('termination_date')}, avatar, home_location, work_location_id,
    manager_id, bank_account, employment_history, compensation_history, custom_fields, dependents, emergency_contacts
    FROM hr_employee WHERE connection_id = $1 ORDER BY seq`;
  const server = http.createServer(async (req, res) => {
    try {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const hash = createHash('sha256').update(token ?? '').digest('hex');
      const auth = await pool.query('SELECT connection_id FROM access_token WHERE token_hash = $1 AND revoked_at IS NULL', [hash]);
      if (!auth.rows[0]) return res.writeHead(403).end('{"message":"forbidden"}');
      const connectionId = auth.rows[0].connection_id;
      const [emps, groups, locations] = await Promise.all([
        pool.query(EMP, [connectionId]),
        pool.query(`SELECT eg.employee_id, g.id, g.remote_id, g.name, g.type FROM hr_employee_group eg JOIN hr_group g ON g.id = eg.group_id
                    WHERE eg.connection_id = $1 ORDER BY eg.employee_id, eg.position`, [connectionId]),
        pool.query('SELECT id, remote_id, name, type, address FROM hr_work_location WHERE connection_id = $1', [connectionId]),
      ]);
      const byId = new Map(emps.rows.map((e) => [e.id, e]));
      const loc = new Map(locations.rows.map((l) => [l.id, l]));
      const grp = new Map();
      for (const g of groups.rows) {
        const { employee_id, ...group } = g;
        if (!grp.has(employee_id)) grp.set(employee_id, []);
        grp.get(employee_id).push(group);
      }
      const body = emps.rows.map(({ work_location_id, manager_id, remote_created_at, ...e }) => {
        const m = manager_id ? byId.get(manager_id) : null;
        return {
          ...e,
          remote_created_at: remote_created_at ? remote_created_at.toISOString() : null,
          work_location: work_location_id ? loc.get(work_location_id) ?? null : null,
          manager: m ? { first_name: m.first_name, last_name: m.last_name, id: m.id, work_email: m.work_email, remote_id: m.remote_id } : null,
          groups: grp.get(e.id) ?? [],
        };
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500).end(JSON.stringify({ message: String(error) }));
    }
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`BASELINE ${server.address().port}\n`));
}

// ---- the floor: the same bytes after one Postgres round trip that carries them ----------------------
async function floorServer() {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: DATABASE_URL, max: 10, options: `-c search_path="${process.env.BENCH_SCHEMA}"` });
  const server = http.createServer(async (req, res) => {
    req.resume();
    const { rows } = await pool.query('SELECT body FROM bench_floor WHERE name = $1', [req.url === '/graphql' ? 'graphql' : 'rest']);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(rows[0].body);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`FLOOR ${server.address().port}\n`));
}

/** The application_name each server's Postgres connections carry (PGAPPNAME), to find their backends. */
const appName = (mode) => `staffbridge-bench-${mode}`;

/** Starts `--<mode>` of this file as a server process on the bench schema; resolves with it and its port. */
async function helperServer(mode, schema) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), `--${mode}`], { env: { ...process.env, BENCH_SCHEMA: schema, PGAPPNAME: appName(mode) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => child.stdout.on('data', (d) => { const m = /(?:BASELINE|FLOOR) (\d+)/.exec(String(d)); if (m) resolve(Number(m[1])); }));
  return { child, port };
}

// ---- the driver ------------------------------------------------------------------------------------
async function main() {
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('build first: npm run build:server');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const adminKey = randomBytes(16).toString('hex');
  const port = await freePort();
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [];
  const app = spawn(process.execPath, [...profile, 'dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL, DATABASE_SCHEMA: schema, ENCRYPTION_KEY: randomBytes(32).toString('hex'), ADMIN_API_KEY: adminKey, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', PGAPPNAME: appName('app') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let baseline;
  let floor;
  try {
    await waitFor(`${base}/healthz`);
    console.log(`staffbridge up on ${base} (schema ${schema}); connecting a ${EMPLOYEES}-employee sandbox company…`);
    const token = await connect(base, adminKey);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const syncStarted = Date.now();
    while ((await fetch(`${base}/2023-03-01/xhr/company`, { headers })).status === 202) await sleep(250);
    const syncMs = Date.now() - syncStarted;
    console.log(`first sync ready after ${syncMs} ms`);

    const started = await helperServer('baseline', schema);
    baseline = started.child;
    const baselinePort = started.port;

    const restUrl = `${base}/2023-03-01/xhr/employees`;
    const sample = await (await fetch(restUrl, { headers })).json();
    const baselineSample = await (await fetch(`http://127.0.0.1:${baselinePort}/employees`, { headers })).json();
    if (sample.length !== EMPLOYEES || baselineSample.length !== EMPLOYEES) throw new Error(`expected ${EMPLOYEES} employees, got ${sample.length} / ${baselineSample.length}`);
    const bytes = Buffer.byteLength(JSON.stringify(sample));

    const scenarios = [
      { name: `REST GET /xhr/employees (all ${EMPLOYEES})`, pid: app.pid, app: appName('app'), run: () => getJson(restUrl, headers) },
      { name: `GraphQL employees, all ${EMPLOYEES} (${Math.ceil(EMPLOYEES / 1000)} pages of 1,000, every field)`, pid: app.pid, app: appName('app'), run: () => graphqlAll(base, headers) },
      { name: 'GraphQL employees, one page of 100 (every field)', pid: app.pid, app: appName('app'), run: () => graphqlPage(base, headers, 100) },
      { name: `baseline node:http + pg (all ${EMPLOYEES})`, pid: baseline.pid, app: appName('baseline'), run: () => getJson(`http://127.0.0.1:${baselinePort}/employees`, headers) },
    ];
    if ('floor' in args) {
      // The floor answers with what Staffbridge answered, byte for byte.
      const restBody = await (await fetch(restUrl, { headers })).text();
      const pageBody = await (await fetch(`${base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: pageRequest(100) })).text();
      await withClient(async (c) => {
        await c.query(`CREATE TABLE "${schema}".bench_floor (name text PRIMARY KEY, body text NOT NULL)`);
        await c.query(`INSERT INTO "${schema}".bench_floor VALUES ('rest', $1), ('graphql', $2)`, [restBody, pageBody]);
      });
      const f = await helperServer('floor-server', schema);
      floor = f.child;
      const floorUrl = `http://127.0.0.1:${f.port}`;
      const same = async (url, init, expected) => {
        if ((await (await fetch(url, init)).text()) !== expected) throw new Error(`the floor at ${url} does not answer Staffbridge's bytes`);
      };
      await same(`${floorUrl}/employees`, { headers }, restBody);
      await same(`${floorUrl}/graphql`, { method: 'POST', headers, body: pageRequest(100) }, pageBody);
      scenarios.push(
        { name: `floor: REST body (${EMPLOYEES}) after one Postgres round trip`, pid: floor.pid, app: appName('floor-server'), run: () => getJson(`${floorUrl}/employees`, headers), floorOf: 0 },
        { name: 'floor: GraphQL page body after one Postgres round trip', pid: floor.pid, app: appName('floor-server'), run: () => graphqlPage(floorUrl, headers, 100), floorOf: 2 },
      );
    }
    const results = [];
    const only = args.only ? new RegExp(args.only, 'i') : null;
    for (const scenario of scenarios) {
      if (only && !only.test(scenario.name) && !(scenario.floorOf !== undefined && only.test(scenarios[scenario.floorOf].name))) continue;
      await scenario.run(); // warm up
      const copies = scenario.floorOf === undefined ? undefined : scenarios[scenario.floorOf].name;
      results.push({ name: scenario.name, copies, ...(await load(scenario)) });
      const r = results.at(-1);
      console.log(`${r.name}: ${r.rps.toFixed(2)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${r.cpuPerRequest.toFixed(1)} ms/request (Postgres ${r.pgCpuPerRequest.toFixed(1)}), peak RSS ${r.peakMb} MB (${r.count} requests)`);
    }
    if (only) console.log('--only: bench/results.md left as it is');
    else writeResults({ results, syncMs, bytes });
  } finally {
    baseline?.kill();
    floor?.kill();
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await dropSchemas(DATABASE_URL, [schema]);
  }
}

async function connect(base, adminKey) {
  const post = async (route, body, headers = {}) => {
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok || json.errors) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const created = await post('/graphql', {
    query: 'mutation($input: CreateClientInput!) { createClient(input: $input) { clientId clientSecret } }',
    variables: { input: { name: 'Bench', redirectUris: ['https://bench.example.com/cb'] } },
  }, { 'x-admin-key': adminKey });
  const { clientId, clientSecret } = created.data.createClient;
  const request = {
    client_id: clientId, provider: 'sandbox', mode: 'xhr', redirect_uri: 'https://bench.example.com/cb', state: 's', session_key: randomUUID(),
    scopes: ['employees', 'company', 'groups', 'work-locations'].map((r) => `2023-03-01/xhr/${r}`),
  };
  const signedIn = await post('/2023-03-01/connect/authorize', { ...request, step: 'SIGN_IN', username: `sandbox_user+nomfa+single+employees=${EMPLOYEES}`, password: 'sandbox_password' });
  const code = new URL(signedIn.redirect_to).searchParams.get('authorization_code');
  const token = await post('/2023-03-01/connect/token', { client_id: clientId, client_secret: clientSecret, grant_type: 'authorization_code', redirect_uri: request.redirect_uri, code });
  return token.access_token;
}

const FIELDS = `id remoteId employeeNumber firstName lastName displayFullName nationality jobTitle workEmail personalEmail mobilePhoneNumber
  taxId gender ethnicity maritalStatus dateOfBirth employmentStatus employmentType startDate remoteCreatedAt terminationDate avatar
  homeLocation { streetAddress locality administrativeArea country postCode }
  workLocation { id remoteId name type address { streetAddress locality administrativeArea country postCode } }
  manager { firstName lastName id workEmail remoteId } bankAccount { accountNumber bankName bic holderName iban }
  employmentHistory { jobTitle effectiveDate groupId groupRemoteId groupName managerId managerRemoteId }
  compensationHistory { payRate payPeriod payFrequency employmentType currency effectiveDate notes }
  customFields groups { id remoteId name type } dependents { name relationship }
  emergencyContacts { firstName lastName relationship mobilePhoneNumber primaryContact }`;
const PAGE = `query($after: String, $first: Int) { employees(mode: xhr, first: $first, after: $after) { edges { node { ${FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

const pageRequest = (first, after = null) => JSON.stringify({ query: PAGE, variables: { first, after } });

async function graphqlPage(base, headers, first, after = null) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: pageRequest(first, after) });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data.employees;
}

async function graphqlAll(base, headers) {
  let after = null;
  for (;;) {
    const page = await graphqlPage(base, headers, 1000, after);
    if (!page.pageInfo.hasNextPage) return;
    after = page.pageInfo.endCursor;
  }
}

async function getJson(url, headers) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  await res.arrayBuffer();
}

/** CONCURRENCY loops for SECONDS; the server's peak RSS is sampled from /proc while they run. */
async function load({ run, pid, app }) {
  resetPeak(pid);
  let peak = rss(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 50);
  const latencies = [];
  const end = Date.now() + SECONDS * 1000;
  const started = Date.now();
  const cpuBefore = processCpuMs(pid);
  const pgBefore = await postgresCpuMs(app);
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const t = performance.now();
      await run();
      latencies.push(performance.now() - t);
    }
  }));
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, hwm(pid));
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const cpuPerRequest = (processCpuMs(pid) - cpuBefore) / latencies.length;
  const pgCpuPerRequest = postgresCpuSpent(pgBefore, await postgresCpuMs(app)) / latencies.length;
  return { count: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), peakMb: Math.round(peak / 1024), cpuPerRequest, pgCpuPerRequest };
}

const status = (pid) => { try { return readFileSync(`/proc/${pid}/status`, 'utf8'); } catch { return ''; } };
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(status(pid))?.[1] ?? 0);
const hwm = (pid) => Number(/VmHWM:\s+(\d+)/.exec(status(pid))?.[1] ?? 0);
/** Resets the kernel's peak-RSS mark (Linux clear_refs 5) so each scenario reports its own peak. */
function resetPeak(pid) {
  try { writeFileSync(`/proc/${pid}/clear_refs`, '5'); } catch { /* not Linux or not allowed: the sampler still runs */ }
}

function writeResults({ results, syncMs, bytes }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  // Each floor row measures the scenario it copies: that scenario's share of it.
  for (const r of results) {
    const copied = results.find((x) => x.name === r.copies);
    if (copied) copied.ofFloor = copied.rps / r.rps;
  }
  const floored = results.some((r) => r.ofFloor !== undefined);
  const title = EMPLOYEES === 10_000 ? 'Data API: 10,000 employees' : `Data API: ${EMPLOYEES.toLocaleString('en')} employees${floored ? ', against the floor' : ''}`;
  writeSection(title, [
    '',
    `\`node bench/data-api.mjs --employees ${EMPLOYEES} --seconds ${SECONDS} --concurrency ${CONCURRENCY}\` on ${new Date().toISOString().slice(0, 10)},`,
    `${os.cpus().length} × ${cpu}, Node ${process.version}, Postgres (${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}), responses uncompressed`,
    `(\`Accept-Encoding: identity\`), rate limits off. The REST list is ${(bytes / 1e3).toFixed(1)} KB of JSON. The first sync of the sandbox company`,
    `(scopes employees, groups, work-locations, company) took ${(syncMs / 1000).toFixed(1)} s. Peak RSS is the serving process's, per scenario.`,
    `The machine was shared with other work while this ran: compare rows with each other, not with other runs.`,
    '',
    ...(floored ? ['The floor rows answer the same bytes as the row they copy after one Postgres round trip; "of floor" is that row\'s share of it.', ''] : []),
    `| scenario | requests/s | p50 ms | p99 ms | server CPU ms/request | Postgres CPU ms/request | peak RSS MB |${floored ? ' of floor |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|${floored ? '---:|' : ''}`,
    ...results.map((r) => `| ${r.name} | ${r.rps.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.cpuPerRequest.toFixed(1)} | ${r.pgCpuPerRequest.toFixed(1)} | ${r.peakMb} |${floored ? ` ${r.ofFloor === undefined ? '' : `${r.ofFloor.toFixed(2)}×`} |` : ''}`),
    '',
  ]);
}

function freePort() {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function withClient(work) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Last, so that every declaration above is initialised.
if (process.argv[2] === '--baseline') await baselineServer();
else if (process.argv[2] === '--floor-server') await floorServer();
else await main();
