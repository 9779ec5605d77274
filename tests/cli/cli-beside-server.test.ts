// One process per embedded store (issue 15 item 2): `npm run cli` beside a live server goes through the
// server's admin API instead of opening the PGlite directory a second time; with no server it opens the
// store itself; a second opener is refused with a message naming the holder; a SIGKILLed holder's lock does
// not block anyone. Every interleaving ends with a server that starts and sees every client created.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '../helpers/child-server';
import { runCli } from '../helpers/cli';
import { basic, dist } from '../helpers/server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-cli-'));
const running: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (args: string[], env: Record<string, string> = {}) => runCli(dataDir, args, env);

const created: Array<{ client_id: string; client_secret: string }> = [];
async function createClient(name: string, env: Record<string, string> = {}) {
  const run = await cli(['client', 'create', '--name', name, '--redirect-uri', 'https://app.example.com/cb'], env);
  expect(run, run.stderr).toMatchObject({ code: 0 });
  const client = JSON.parse(run.stdout);
  expect(client).toMatchObject({ name, redirect_uris: ['https://app.example.com/cb'], webhook_uri: null });
  created.push(client);
  return client;
}

async function start(): Promise<ChildServer> {
  const server = await spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  running.push(server);
  return server;
}

async function expectAllVisible(server: ChildServer) {
  for (const c of created) {
    const res = await server.rest('GET', '/2023-03-01/management/client', { headers: basic(c.client_id, c.client_secret) });
    expect(res.status, c.client_id).toBe(200);
  }
}

describe('the CLI beside a server on one embedded store', () => {
  let server: ChildServer;

  it('with no server, the CLI opens the store itself; a server started afterwards sees its client', async () => {
    await createClient('Before the server');
    server = await start();
    await expectAllVisible(server);
  }, 90_000);

  it('beside a live server, the CLI goes through it: clients are visible at once, also from parallel runs', async () => {
    await createClient('Beside one');
    await expectAllVisible(server);
    await Promise.all(['Parallel A', 'Parallel B', 'Parallel C'].map((name) => createClient(name)));
    await expectAllVisible(server);
    // `client list` goes through the server too: every client, secrets masked.
    const list = await cli(['client', 'list']);
    expect(list, list.stderr).toMatchObject({ code: 0 });
    const listed = JSON.parse(list.stdout) as Array<{ client_id: string; client_secret: string[] }>;
    for (const c of created) {
      expect(listed.find((l) => l.client_id === c.client_id)?.client_secret).toStrictEqual([`****${c.client_secret.slice(-4)}`]);
    }
    // The admin API wants the server's key: a wrong one is refused with a message, and creates nothing.
    const wrong = await cli(['client', 'create', '--name', 'Wrong key', '--redirect-uri', 'https://app.example.com/cb'], { ADMIN_API_KEY: 'not-the-key' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`is in use by the Staffbridge server at ${server.url}`);
    expect(wrong.stderr).toContain("run the CLI with the server's ADMIN_API_KEY");
    // Bad input comes back as the API's message.
    const bad = await cli(['client', 'create', '--name', 'Bad', '--redirect-uri', 'https://app.example.com/cb#frag']);
    expect(bad).toMatchObject({ code: 1, stderr: 'redirect_uris.0 must not contain a fragment (#)\n' });
  }, 90_000);

  it('a second server on the directory is refused with a message naming the first, which keeps working', async () => {
    const second = spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, 60_000);
    await expect(second).rejects.toThrow(/The store in .* is in use by a running Staffbridge server \(pid \d+, http:\/\/127\.0\.0\.1:\d+/);
    await expectAllVisible(server);
  }, 90_000);

  it('while another process holds the store, a server start says so; another ENCRYPTION_KEY is refused', async () => {
    await server.stop();
    const { lockDataDir } = dist('db/data-dir-lock');
    const lock = lockDataDir(dataDir, 'cli');
    try {
      await expect(spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) }, 60_000)).rejects.toThrow(/is in use by a running `npm run cli` \(pid \d+/);
    } finally {
      lock.release();
    }
    // Another ENCRYPTION_KEY than the store was written with (DATA_DIR/encryption.key): refused with a message.
    const otherKey = { ENCRYPTION_KEY: 'ab'.repeat(32) };
    const refusal = /ENCRYPTION_KEY does not match the key this store was written with \(DATA_DIR .*\)/;
    await expect(spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()), ...otherKey }, 60_000)).rejects.toThrow(refusal);
    const run = await cli(['client', 'create', '--name', 'Other key', '--redirect-uri', 'https://app.example.com/cb'], otherKey);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(refusal);
  }, 90_000);

  it('after a clean stop and after a SIGKILL the store opens again with everything in it', async () => {
    // Activity, a clean stop (above) and a start on the same directory: no `RuntimeError: Aborted()`, nothing lost.
    server = await start();
    await expectAllVisible(server);
    expect(server.output()).not.toMatch(/Aborted|RuntimeError/);
    // A SIGKILLed server leaves its lock behind: it blocks nobody, the CLI opens the store itself.
    await server.kill();
    await createClient('After the kill');
    server = await start();
    await expectAllVisible(server);
    expect(server.output()).not.toMatch(/Aborted|RuntimeError/);
  }, 120_000);
});
