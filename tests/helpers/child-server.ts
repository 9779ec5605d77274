// Staffbridge as `npm start` runs it: `node dist/server/main.js` in a child process, so a test can
// SIGKILL it mid-work and start it again on the same store (a DATA_DIR, or a Postgres schema).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ES module of the benchmarks, without types
import { SERVER_ENV } from '../../bench/results.mjs';
import { assertContract } from './contract';
import { MIGRATED_TEMPLATE } from './global-setup';
import { ADMIN_KEY, ROOT, type CreatedClient, type GraphQLResponse, type RestResponse } from './server';

export interface ChildServer {
  url: string;
  /** A REST call, checked against schema/openapi.yaml like TestServer.rest (`contract: false` to skip). */
  rest<T = any>(method: string, route: string, init?: { body?: unknown; headers?: Record<string, string>; contract?: boolean }): Promise<RestResponse<T>>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse<T>>;
  createClient(input: { name: string; webhookUri: string }): Promise<CreatedClient>;
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  output(): string;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A new DATA_DIR holding what a first start leaves (initdb's cluster, the migrations run): the in-process
 * servers' template (tests/helpers/global-setup.ts), unpacked. For tests about later starts (kills, restarts,
 * races), so they skip the ~5 s of CPU a first start spends; tests of a first start use an empty directory.
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync('tar', ['-xf', MIGRATED_TEMPLATE, '-C', dir]);
  return dir;
}

export async function spawnServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
  const port = Number(env.PORT);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...(SERVER_ENV as Record<string, string>), HOST: '127.0.0.1', ADMIN_API_KEY: ADMIN_KEY, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', CHANGE_CHECK_CRON: 'off', SYNC_RECONCILE_CRON: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const rest: ChildServer['rest'] = async (method, route, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${url}${route}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* text */
    }
    if (init.contract !== false) await assertContract({ method, route, status: res.status, headers: res.headers, body, text });
    return { status: res.status, headers: res.headers, body };
  };
  const gql: ChildServer['gql'] = async (query, variables, headers = {}) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
    const json = (await res.json()) as { data: any; errors?: any[] };
    return { status: res.status, headers: res.headers, data: json.data, errors: json.errors };
  };
  return {
    url,
    rest,
    gql,
    createClient: async (input) => {
      const res = await gql<{ createClient: CreatedClient }>(
        'mutation($input: CreateClientInput!) { createClient(input: $input) { clientId clientSecret name redirectUris webhookUri } }',
        { input: { name: input.name, redirectUris: ['https://app.example.com/callback'], webhookUri: input.webhookUri } },
        { 'x-admin-key': ADMIN_KEY },
      );
      if (res.errors) throw new Error(JSON.stringify(res.errors));
      return res.data.createClient;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    output: () => log,
  };
}
