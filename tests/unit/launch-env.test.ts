// The server's launchers (npm start, the Docker image) and what starts one to measure or test it (bench/, the
// tests' child servers) give it one environment (SERVER_ENV): the server measured is the server as it runs
// (docs/operations.md, "Memory").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the benchmarks, without types
import { SERVER_ENV } from '../../bench/results.mjs';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe("the server's environment", () => {
  const wanted = Object.entries(SERVER_ENV as Record<string, string>);

  it('is not empty', () => expect(wanted.length).toBeGreaterThan(0));

  it('is set by npm start, right before the server', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start;
    const launch = start.slice(start.lastIndexOf('&&') + 2).trim();
    expect(launch).toBe(`${wanted.map(([name, value]) => `${name}=${value}`).join(' ')} node dist/server/main.js`);
  });

  it("is set by the Docker image's runtime stage", () => {
    const runtime = read('docker/Dockerfile').split(/^FROM .* AS runtime$/m)[1] ?? '';
    for (const [name, value] of wanted) expect(runtime).toMatch(new RegExp(`^\\s*(ENV\\s+)?${name}=${value}\\s*\\\\?$`, 'm'));
  });
});
