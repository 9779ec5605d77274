// Runs documented shell commands as a reader would paste them: one bash session, so what one block
// exports the next one reads (the README's quick start, the /demo/callback page).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface BlockResult {
  status: number;
  stdout: string;
  stderr: string;
}

export interface ShellSession {
  run(block: string, timeoutMs?: number): Promise<BlockResult>;
  close(): void;
}

export function shellSession(env: Record<string, string | undefined>, cwd: string): ShellSession {
  const bash: ChildProcessWithoutNullStreams = spawn('bash', ['--noprofile', '--norc'], { cwd, env: env as NodeJS.ProcessEnv });
  let stdout = '';
  let stderr = '';
  bash.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  bash.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let counter = 0;

  return {
    async run(block, timeoutMs = 60_000) {
      const marker = `__block_${++counter}_done__`;
      stdout = '';
      stderr = '';
      // The status is echoed on stdout and stderr, so both streams are complete when it arrives.
      bash.stdin.write(`${block}\n__status=$?; echo "${marker} $__status"; echo "${marker}" >&2\n`);
      const until = Date.now() + timeoutMs;
      for (;;) {
        const done = new RegExp(`${marker} (\\d+)\\n`).exec(stdout);
        if (done && stderr.includes(marker)) {
          return { status: Number(done[1]), stdout: stdout.slice(0, done.index), stderr: stderr.slice(0, stderr.indexOf(marker)) };
        }
        if (bash.exitCode !== null) throw new Error(`bash exited while running:\n${block}\n${stderr}`);
        if (Date.now() > until) throw new Error(`timed out running:\n${block}\nstdout: ${stdout}\nstderr: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => {
      bash.stdin.end();
      bash.kill();
    },
  };
}
