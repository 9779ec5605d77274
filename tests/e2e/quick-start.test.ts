// The README's quick start, walked as written: `npm start` on a fresh DATA_DIR, the export line it
// prints, the Connect URL in a real browser, /demo/callback, then every ```sh block of the section
// in one bash session, in order. Only what a reader types by hand is supplied: a `NAME=…` placeholder
// gets what the reader would have seen (the code on /demo/callback, their webhook URL), and a block
// that prints a Connect URL is opened in the browser.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/child-server';
import { ROOT, dist } from '../helpers/server';
import { shellSession, type ShellSession } from '../helpers/shell';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { launchBrowser, walkSandboxFlow } from './support/widget';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('## Quick start'), README.indexOf('\n## ', README.indexOf('## Quick start') + 1));
const BLOCKS = [...SECTION.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1].trimEnd());

let dataDir: string;
let server: ChildProcess | null = null;
let output = '';
let browser: Browser;
let shell: ShellSession;
let receiver: Receiver;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sb-quick-start-'));
  [browser, receiver] = await Promise.all([launchBrowser(), startReceiver()]);
});

afterAll(async () => {
  shell?.close();
  // npm runs the server in a process group of its own (detached): end the whole group.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  await browser?.close();
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` as the README says (after `npm ci`), in a fresh DATA_DIR on a free port. */
async function npmStart(port: number): Promise<void> {
  server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const until = Date.now() + 240_000;
  while (!/^\s*export STAFFBRIDGE_URL=.*$/m.test(output)) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    if (Date.now() > until) throw new Error(`npm start printed no demo client:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Opens a Connect URL, walks the sandbox flow as step 2 says, and returns the code /demo/callback shows. */
async function connect(url: string): Promise<string> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await walkSandboxFlow(page, new URL('/demo/callback', url).toString());
  const code = await page.locator('#authorization-code').innerText();
  await page.context().close();
  return code;
}

describe('README quick start', () => {
  it('runs as written: start, connect, exchange, REST and GraphQL, PKCE, webhooks', async () => {
    const { EXCHANGE_COMMAND, restEmployeesCommand, GRAPHQL_EMPLOYEES_COMMAND } = dist('site/first-calls');
    // /demo/callback shows the very commands of the README.
    for (const command of [EXCHANGE_COMMAND, restEmployeesCommand('xhr'), GRAPHQL_EMPLOYEES_COMMAND]) expect(BLOCKS).toContain(command);

    expect(BLOCKS[0]).toBe('npm ci && npm start');
    const buildWasCurrent = spawnSync(process.execPath, ['scripts/build.mjs', '--check'], { cwd: ROOT }).status === 0;
    await npmStart(await freePort());
    // A built tree starts without building again.
    if (buildWasCurrent) expect(output).toMatch(/server: up to date[\s\S]*web: up to date/);
    const exportLine = /^\s*(export STAFFBRIDGE_URL=.*)$/m.exec(output)![1];
    const connectUrl = /Connect URL\s+(\S+)/.exec(output)![1];

    // The reader pastes the printed line where the README shows its shape.
    const shape = (line: string) => line.replace(/=\S*/g, '=');
    expect(shape(exportLine)).toBe(shape(BLOCKS[1]));
    shell = shellSession({ PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir }, ROOT);
    const values: Record<string, string> = { WEBHOOK_URI: receiver.url };
    let exchanged = 0;
    for (const block of BLOCKS.slice(1)) {
      if (block === BLOCKS[1]) {
        expect((await shell.run(exportLine)).status).toBe(0);
        continue;
      }
      if (/\bCODE=…/.test(block)) values.CODE = await connect(values.NEXT_CONNECT_URL ?? connectUrl);
      const filled = block.replace(/\b([A-Z_]+)=…/g, (_, name: string) => {
        expect(values[name], `a value for ${name}`).toBeDefined();
        return `${name}=${values[name]}`;
      });
      let result = await shell.run(filled);
      // Step 4: a 202 (first sync still running) is answered by running the call again.
      for (let i = 0; i < 50 && result.stdout.includes('still running'); i++) {
        await new Promise((r) => setTimeout(r, 200));
        result = await shell.run(filled);
      }
      expect(result.status, `${filled}\n${result.stderr}`).toBe(0);
      expect(result.stderr).toBe('');
      const out = result.stdout.trim();
      if (out.startsWith(`${values.STAFFBRIDGE_URL ?? 'http'}`) && out.includes('code_challenge=')) {
        values.NEXT_CONNECT_URL = out;
        continue;
      }
      if (block.includes('/connect/token')) {
        exchanged += 1;
        expect(JSON.parse(out.split('\n')[0])).toMatchObject({ token_type: 'Bearer', provider: 'sandbox' });
      } else if (block.includes('/xhr/employees')) {
        expect((JSON.parse(out) as unknown[]).length).toBeGreaterThan(0);
      } else if (block.includes('employees(first')) {
        expect(JSON.parse(out).data.employees.totalCount).toBeGreaterThan(0);
      } else if (block.includes('runChangeCheck')) {
        const [client, check] = out.split('\n').map((line) => JSON.parse(line));
        expect(client.webhook_uri).toBe(receiver.url);
        expect(check.data.runChangeCheck).toEqual(expect.any(Number));
      }
      values.STAFFBRIDGE_URL ??= (await shell.run('echo "$STAFFBRIDGE_URL"')).stdout.trim();
    }
    expect(exchanged).toBe(2);
    expect(values.NEXT_CONNECT_URL).toBeDefined();
  }, 420_000);
});
