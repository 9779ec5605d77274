// Generated and described contracts stay true: the committed SDL matches the resolvers,
// and schema/openapi.yaml lints clean.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { dist, ROOT } from '../helpers/server';

describe('generated files', () => {
  it('schema/schema.graphql is the SDL the resolvers emit (run `npm run schema:emit`)', () => {
    const { printSdl } = dist('graphql/schema');
    const committed = readFileSync(path.join(ROOT, 'schema/schema.graphql'), 'utf8');
    expect(committed).toBe(printSdl());
  });

  it('schema/openapi.yaml lints clean with @redocly/cli', async () => {
    const run = promisify(execFile);
    const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout, stderr } = await run(process.execPath, [cli, 'lint', 'schema/openapi.yaml', '--format', 'stylish'], {
      cwd: ROOT,
      timeout: 120_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(`${stdout}\n${stderr}`).toMatch(/valid|no problems|0 errors/i);
  }, 120_000);
});
