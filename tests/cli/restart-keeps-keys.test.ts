// Issue 16 item 6 across a restart, as `npm start` runs it: with no ADMIN_API_KEY the admin key is generated once
// and kept in DATA_DIR (the second start reads it and no longer prints it), and the demo client made on the first
// start is shown again, with its secret masked, on the next one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '../helpers/child-server';
import { basic } from '../helpers/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-restart-'));
const running: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  // LOG_LEVEL warn: the banner is printed (it is not with silent), request logs are not.
  const server = await spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ADMIN_API_KEY: '', LOG_LEVEL: 'warn' });
  running.push(server);
  // /healthz answers once the server listens; the banner follows the demo client's check, a moment later.
  for (const until = Date.now() + 30_000; !bannerValue(server.output(), 'client_secret'); ) {
    if (Date.now() > until) throw new Error(`no banner after 30 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** The banner's `  name   value` line. */
const bannerValue = (output: string, name: string) => new RegExp(`^  ${name} +(.+)$`, 'm').exec(output)?.[1];

async function adminCall(server: ChildServer, key: string) {
  return server.gql('mutation($input: CreateClientInput!) { createClient(input: $input) { clientId } }', { input: { name: `Made with ${key.slice(0, 4)}…`, redirectUris: ['https://app.example.com/cb'] } }, {
    'x-admin-key': key,
  });
}

describe('a restart on the same DATA_DIR', () => {
  it('keeps the generated admin key and shows the demo client again, its secret masked', async () => {
    const keyFile = path.join(dataDir, 'admin-api-key');
    const first = await start();
    const firstOut = first.output();
    const adminKey = readFileSync(keyFile, 'utf8').trim();
    expect(bannerValue(firstOut, 'Admin key')).toBe(`${adminKey} (generated, kept in ${keyFile}; set ADMIN_API_KEY to choose one)`);
    expect(firstOut).toContain("Demo client (created now; its client_secret is shown only this once):");
    const clientId = bannerValue(firstOut, 'client_id')!;
    const clientSecret = bannerValue(firstOut, 'client_secret')!;
    expect((await first.rest('GET', '/2023-03-01/management/client', { headers: basic(clientId, clientSecret) })).status).toBe(200);
    expect((await adminCall(first, adminKey)).errors).toBeUndefined();
    await first.stop();

    const second = await start();
    const secondOut = second.output();
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(adminKey);
    expect(bannerValue(secondOut, 'Admin key')).toBe(`kept in ${keyFile} (set ADMIN_API_KEY to choose one)`);
    expect(secondOut).not.toContain(adminKey);
    expect(secondOut).toMatch(/^Demo client:$/m);
    expect(bannerValue(secondOut, 'client_id')).toBe(clientId);
    expect(bannerValue(secondOut, 'client_secret')).toBe(`****${clientSecret.slice(-4)} (shown in full when it was created)`);
    expect(secondOut).not.toContain(clientSecret);
    // The kept key still opens the admin API, and the demo client still authenticates.
    expect((await adminCall(second, adminKey)).errors).toBeUndefined();
    expect((await adminCall(second, 'not-the-key')).errors?.[0]?.extensions?.status).toBe(401);
    expect((await second.rest('GET', '/2023-03-01/management/client', { headers: basic(clientId, clientSecret) })).status).toBe(200);
  }, 120_000);
});
