// Shared pieces of the connector tests: a context pointing at a fake, fast HTTP tuning that records
// the waits it was asked for, golden files, and AppError assertions.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { ConnectorContext, ConnectionAccess, Credentials } from '../../server/src/connectors/connector';
import type { HttpTuning } from '../../server/src/connectors/http/client';
import { SyncCache } from '../../server/src/connectors/sync-cache';
import { UNREPORTED, type RecordReport } from '../../server/src/connectors/sync-report';
import { AppError } from '../../server/src/core/errors';

/** A fixed "now" so dated windows (time off, timesheets, balances) are reproducible. */
export const NOW = new Date('2024-06-15T12:00:00.000Z');

/** A context on a fake: fixed clock, a fresh per-sync cache, and (optionally) a report to read back. */
export function ctxFor(baseUrl: string, report: RecordReport = UNREPORTED): ConnectorContext {
  return { baseUrl, fetch: globalThis.fetch, now: () => NOW, report, cache: new SyncCache() };
}

export function access(provider: string, entityId: string, credentials: Credentials): ConnectionAccess {
  return { mode: 'official', provider, entityId, credentials };
}

/** HTTP tuning for tests: no real waiting; `waits` lists the delays the client asked for. */
export function fastHttp(): HttpTuning & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    retries: 3,
    backoffBaseMs: 1,
    backoffMaxMs: 4,
    timeoutMs: 2_000,
    random: () => 0.5,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  };
}

const GOLDEN_DIR = path.join(__dirname, 'golden');

/** Compares with tests/connectors/golden/<name>.json; UPDATE_GOLDEN=1 rewrites the file. */
export function expectGolden(name: string, actual: unknown): void {
  const file = path.join(GOLDEN_DIR, `${name}.json`);
  const normalised = JSON.parse(JSON.stringify(actual)) as unknown;
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden file ${name}.json is missing; run with UPDATE_GOLDEN=1`);
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, `${JSON.stringify(normalised, null, 2)}\n`);
  }
  expect(normalised).toStrictEqual(JSON.parse(readFileSync(file, 'utf8')));
}

/** Awaits a rejection and checks it is an AppError of that kind (and auth code). */
export async function expectAppError(
  promise: Promise<unknown>,
  expected: { kind: AppError['kind']; code?: string; message?: string | RegExp },
): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected an AppError, got a result');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.kind).toBe(expected.kind);
  if (expected.code !== undefined) expect(appError.options.code).toBe(expected.code);
  if (expected.message !== undefined) expect(appError.message).toMatch(expected.message);
  return appError;
}
