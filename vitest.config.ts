import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every test runs on embedded PGlite; with TEST_DATABASE_URL set, the store-backed tests
// (tests/api, tests/store, and the connectors' first syncs through a real server: generated answers, odd
// records, one fetch per list) run again against that Postgres, each server in a schema of its own.
// tests/webhooks/durability.test.ts runs its own Postgres cases (child processes) from the pglite project.
const storeBacked = [
  'tests/api/**/*.test.ts',
  'tests/store/**/*.test.ts',
  'tests/webhooks/change-check.test.ts',
  'tests/webhooks/retries.test.ts',
  'tests/connectors/*.generated.test.ts',
  'tests/connectors/*.odd-records.test.ts',
  'tests/connectors/one-fetch-per-sync.test.ts',
];

export default defineConfig({
  test: {
    // One file per core. Vitest's default (cores - 1) ran the suite one file at a time on a 2-core machine,
    // though much of a file's time is waiting: for child servers, the browser, pg-boss, provider fakes.
    maxWorkers: availableParallelism(),
    // Files share their worker's process (isolation off): a process requires the compiled server and compiles
    // PGlite's WebAssembly once, and TurboFan's code for it serves every later file; isolated, each file paid ~1 s of
    // requires and ran PGlite cold. The full suite on both stores: 1,044 s isolated, 656 s shared (2026-11-29,
    // 2 x AMD EPYC). What files then share: the server's module-level caches (bulk.ts's catalogue maps, keyed by table
    // name, alike in every store; copy-in.ts's spare COPY memory) and process.env (a test that sets it restores it).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          env: { TEST_STORE: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true,
              test: { name: 'postgres', include: storeBacked, env: { TEST_STORE: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
