// `npm run cli` racing a server on one embedded store (issue 15 item 2): started at the same moment as a
// server, and started while the server stops. Whatever the order the processes meet in, each one either
// does its work or stops with a message saying the store is in use; a client the CLI printed is never lost;
// the store always opens again (no `RuntimeError: Aborted()`). Beside tests/cli/cli-beside-server.test.ts,
// which walks the orderly interleavings one by one.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, type ChildServer } from '../helpers/child-server';
import { runCli, type CliRun } from '../helpers/cli';
import { basic } from '../helpers/server';

const ROUNDS = Number(process.env.CLI_RACE_ROUNDS ?? 2);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-cli-race-'));
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

const cliCreate = (name: string) => runCli(dataDir, ['client', 'create', '--name', name, '--redirect-uri', 'https://race.example.com/cb']);

/** What each process may say when it loses a race: the store is in use, naming the holder. */
const IN_USE = /The store in .* is in use by a running (Staffbridge server|`npm run cli`) \(pid \d+/;

const printed: Array<{ client_id: string; client_secret: string }> = [];
const tally: Record<string, number> = {};
const note = (outcome: string) => (tally[outcome] = (tally[outcome] ?? 0) + 1);

function judgeCli(run: CliRun, label: string): void {
  if (run.code === 0) {
    printed.push(JSON.parse(run.stdout));
    note(`${label}: cli created`);
  } else {
    expect(run.stderr, label).toMatch(IN_USE);
    note(`${label}: cli refused, store in use`);
  }
}

async function start(): Promise<ChildServer> {
  const server = await spawnServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  servers.push(server);
  return server;
}

async function expectEveryPrintedClient(server: ChildServer): Promise<void> {
  for (const c of printed) {
    const res = await server.rest('GET', '/2023-03-01/management/client', { headers: basic(c.client_id, c.client_secret) });
    expect(res.status, c.client_id).toBe(200);
  }
  expect(server.output()).not.toMatch(/Aborted|RuntimeError/);
}

describe(`the CLI racing a server on one embedded store, ${ROUNDS} rounds of each race`, () => {
  it('started at the same moment as a server: one goes first, the other goes through it or says the store is in use', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [run, server] = await Promise.all([
        cliCreate(`Same moment ${round}`),
        start().then(
          (s) => s,
          (error: Error) => {
            expect(error.message).toMatch(IN_USE);
            return null;
          },
        ),
      ]);
      judgeCli(run, 'same moment');
      note(server ? 'same moment: server started' : 'same moment: server refused, store in use');
      const running = server ?? (await start());
      await expectEveryPrintedClient(running);
      await running.stop();
    }
  }, 300_000);

  it('started while the server stops: the CLI goes through it, or opens the store once it is free, or says it is in use', async () => {
    // Each round stops the server the round before started (and checked): one start a round, not two.
    let server = await start();
    await expectEveryPrintedClient(server);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Spread the CLI over the shutdown: before, during and after the server lets go of the store.
      const [run] = await Promise.all([
        new Promise<CliRun>((resolve) => setTimeout(() => resolve(cliCreate(`While stopping ${round}`)), round * 150)),
        server.stop(),
      ]);
      judgeCli(run, 'while stopping');
      server = await start();
      await expectEveryPrintedClient(server);
    }
    await server.stop();
    console.info(`CLI/server interleavings: ${JSON.stringify(tally)}`);
    // Most runs do their work; a refusal is allowed only with the in-use message (checked above).
    expect(printed.length).toBeGreaterThan(0);
  }, 300_000);
});
