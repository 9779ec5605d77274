#!/usr/bin/env node
// Builds the server (tsc) and the web pages (Vite), or with --if-stale only the parts whose inputs
// changed since their last build, so `npm start` on a built tree starts at once.
//
//   node scripts/build.mjs [--if-stale | --check] [server] [web]
//
// --check builds nothing: it exits 1 when a part is stale (and says which), 0 when all are current.
// A part's inputs (its sources, configs and package-lock.json) are hashed by content; the hash is
// kept in the part's output directory, so deleting the output, switching branches or editing any
// input rebuilds it, and nothing else does.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-inputs';

const PARTS = {
  server: {
    inputs: ['server/src', 'server/tsconfig.json', 'tsconfig.base.json', 'package-lock.json'],
    output: 'dist/server',
    // Then the empty database cluster a new DATA_DIR starts from (once per PGlite version).
    commands: [
      ['npx', ['tsc', '-p', 'server/tsconfig.json']],
      ['node', ['scripts/pglite-cluster.mjs']],
    ],
  },
  web: {
    inputs: ['web/src', 'web/index.html', 'web/graphiql.html', 'web/docs.html', 'web/console.html', 'web/vite.config.ts', 'web/widget.vite.config.ts', 'web/embed.vite.config.ts', 'web/tsconfig.json', 'web/embed.tsconfig.json', 'package-lock.json'],
    output: 'web/dist',
    // The pages (emptying web/dist), the widget on its own, then the embed module (/embed.js) and its
    // types (/embed.d.ts) into web/dist/embed.
    commands: [
      ['npx', ['vite', 'build', '--config', 'web/vite.config.ts']],
      ['npx', ['vite', 'build', '--config', 'web/widget.vite.config.ts']],
      ['npx', ['vite', 'build', '--config', 'web/embed.vite.config.ts']],
      ['npx', ['tsc', '-p', 'web/embed.tsconfig.json']],
    ],
  },
};

function filesUnder(relative) {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    return entry.isDirectory() ? filesUnder(child) : [child];
  });
}

function inputsHash(part) {
  const hash = createHash('sha256');
  for (const file of PARTS[part].inputs.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(part) {
  return path.join(ROOT, PARTS[part].output, STAMP);
}

function isCurrent(part, hash) {
  const file = stampFile(part);
  return existsSync(file) && readFileSync(file, 'utf8').trim() === hash;
}

function build(part) {
  const hash = inputsHash(part);
  process.stderr.write(`${part}: building ${PARTS[part].output}\n`);
  for (const [command, args] of PARTS[part].commands) {
    // stdout to stderr: `npm run cli` prints JSON on stdout.
    const result = spawnSync(command, args, { cwd: ROOT, stdio: ['inherit', process.stderr, 'inherit'] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile(part), `${hash}\n`);
}

const argv = process.argv.slice(2);
const ifStale = argv.includes('--if-stale');
const check = argv.includes('--check');
const unknown = argv.filter((a) => a !== '--if-stale' && a !== '--check' && !(a in PARTS));
if (unknown.length) {
  process.stderr.write(`unknown argument ${unknown.join(' ')}\nusage: node scripts/build.mjs [--if-stale | --check] [server] [web]\n`);
  process.exit(2);
}
const parts = argv.filter((a) => a in PARTS);
const chosen = parts.length ? parts : Object.keys(PARTS);
if (check) {
  const stale = chosen.filter((part) => !isCurrent(part, inputsHash(part)));
  for (const part of stale) process.stderr.write(`${part}: stale (${PARTS[part].output})\n`);
  process.exit(stale.length ? 1 : 0);
}
for (const part of chosen) {
  if (ifStale && isCurrent(part, inputsHash(part))) {
    process.stderr.write(`${part}: up to date (${PARTS[part].output})\n`);
    continue;
  }
  build(part);
}
