// `npm run cli` as a user runs it: the compiled CLI in a child process on an embedded store (DATA_DIR).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN_KEY, ROOT } from './server';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/cli.js'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ADMIN_API_KEY: ADMIN_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
