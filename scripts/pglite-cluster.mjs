#!/usr/bin/env node
// The empty database cluster a new DATA_DIR starts from (dist/server/db/pglite-cluster.tar.gz), made once per PGlite
// version by the server's build. Without it the server runs PGlite's initdb on its first start, which runs a second
// PGlite and initdb's own WebAssembly and peaks near 750 MB; loading this cluster instead stays near the server's
// usual memory. Runs in a process of its own, so that peak is this process's and ends with it.
//
//   node scripts/pglite-cluster.mjs
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'dist/server/db/pglite-cluster.tar.gz');
const KEY = `${OUTPUT}.key`;

const require = createRequire(path.join(ROOT, 'package.json'));
const pgliteDir = path.dirname(require.resolve('@electric-sql/pglite'));
const version = JSON.parse(readFileSync(path.join(pgliteDir, '..', 'package.json'), 'utf8')).version;

if (existsSync(OUTPUT) && existsSync(KEY) && readFileSync(KEY, 'utf8').trim() === version) {
  process.stderr.write(`pglite cluster: up to date (PGlite ${version})\n`);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-cluster-'));
  try {
    const db = await PGlite.create({ dataDir });
    const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await db.close();
    // Through a temporary name: a build stopped half-way never leaves a truncated cluster behind.
    writeFileSync(`${OUTPUT}.partial`, dump);
    renameSync(`${OUTPUT}.partial`, OUTPUT);
    writeFileSync(KEY, `${version}\n`);
    process.stderr.write(`pglite cluster: ${path.relative(ROOT, OUTPUT)} (${(dump.length / 1048576).toFixed(1)} MB, PGlite ${version})\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
