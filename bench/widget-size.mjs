#!/usr/bin/env node
// Size and start-up benchmark of the connect widget.
//
//   node bench/widget-size.mjs [server-url] [--admin-key KEY | --client-id ID --redirect-uri URI]
//                              [--runs N] [--budget-kb 110] [--baseline GIT-REF] [--write] [--json]
//
// Sizes: the JS and CSS that web/dist/index.html loads (entry script, modulepreloads, stylesheets),
// raw, gzip and brotli; the chunks its entry imports later (the screens after the first) are listed
// apart. GraphiQL's entry is reported separately; it never loads with the widget.
// --baseline REF builds the web pages of that commit (git archive into a temporary directory, the same
// node_modules, its own scripts/build.mjs) and measures them in the same run; --write puts the table into
// bench/results.md (section "Widget size"). The budget is issue 18's: widget JS at most 110 KB gzip.
// Time to first screen: headless Debian chromium opens a sandbox connect URL on the running server
// and measures from navigation start until the first screen (any [data-step] other than LOADING)
// is in the DOM, cold (fresh context) and warm (cached assets). With --admin-key a demo client is
// created through GraphQL createClient; without a client the first screen is the setup-error panel,
// which still measures bundle start-up and the validate round trip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { writeSection } from './results.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'web/dist');

function parseArgs(argv) {
  const args = { url: null, runs: 5, budgetKb: 110, json: false, baseline: null, write: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--admin-key') args.adminKey = next();
    else if (a === '--client-id') args.clientId = next();
    else if (a === '--redirect-uri') args.redirectUri = next();
    else if (a === '--runs') args.runs = Number(next());
    else if (a === '--budget-kb') args.budgetKb = Number(next());
    else if (a === '--json') args.json = true;
    else if (a === '--baseline') args.baseline = next();
    else if (a === '--write') args.write = true;
    else if (!a.startsWith('--')) args.url = a.replace(/\/$/, '');
    else throw new Error(`unknown option ${a}`);
  }
  return args;
}

// ---------- sizes ----------

function assetsOf(dist, htmlFile) {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]);
  // Chunks the loaded scripts import on demand (`import("./x.js")`), not already loaded.
  const later = new Set();
  for (const file of js) {
    const code = readFileSync(path.join(dist, file.replace(/^\//, '')), 'utf8');
    for (const m of code.matchAll(/import\("\.\/([^"]+\.js)"\)/g)) {
      const chunk = path.posix.join(path.posix.dirname(file), m[1]);
      if (!js.has(chunk)) later.add(chunk);
    }
  }
  return { js: [...js], css: [...css], later: [...later] };
}

function measure(dist, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, raw, gzip, brotli };
}

function sizes(dist = DIST) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no index.html: run \`npm run build:web\` first`);
  }
  const widget = assetsOf(dist, 'index.html');
  const result = { widget: { js: measure(dist, widget.js), css: measure(dist, widget.css), later: measure(dist, widget.later) } };
  if (existsSync(path.join(dist, 'graphiql.html'))) {
    const gi = assetsOf(dist, 'graphiql.html');
    result.graphiql = { js: measure(dist, gi.js), css: measure(dist, gi.css) };
  }
  return result;
}

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The sizes of another commit's web build: its tree (git archive), this node_modules, its own build script. */
function baselineSizes(ref) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-widget-baseline-'));
  try {
    const archive = spawnSync('git', ['archive', '--format=tar', ref], { cwd: ROOT, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'web'], { cwd: dir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the web pages of ${ref} failed:\n${build.stderr}`);
    return sizes(path.join(dir, 'web/dist'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------- time to first screen ----------

async function createClient(url, adminKey, redirectUri) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
    body: JSON.stringify({
      query: 'mutation($input: CreateClientInput!) { createClient(input: $input) { clientId } }',
      variables: { input: { name: 'Widget benchmark', redirectUris: [redirectUri] } },
    }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`createClient failed: ${JSON.stringify(body.errors)}`);
  return body.data.createClient.clientId;
}

// Records when the first real screen appears, from inside the page (no polling delay).
const RECORD_FIRST_SCREEN = `
  (() => {
    const done = () => {
      const el = document.querySelector('[data-step]:not([data-step="LOADING"])');
      if (el && window.__firstScreen === undefined) {
        window.__firstScreen = { at: performance.now(), step: el.getAttribute('data-step') };
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(done);
    document.addEventListener('DOMContentLoaded', () => {
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      done();
    });
  })();
`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function firstScreen(args) {
  const { chromium } = await import('playwright-core');
  const redirectUri = args.redirectUri ?? 'http://localhost:5999/callback';
  const clientId = args.clientId ?? (args.adminKey ? await createClient(args.url, args.adminKey, redirectUri) : 'benchmark-unknown-client');
  const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, mode: 'xhr', sandbox: 'true' });
  query.append('scope', '2023-03-01/xhr/employees');
  const connectUrl = `${args.url}/connect?${query}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  try {
    const runOnce = async (page) => {
      await page.goto(connectUrl, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__firstScreen !== undefined, null, { timeout: 30_000 });
      return page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { ...window.__firstScreen, fcp: paint ? paint.startTime : null };
      });
    };
    const cold = [];
    for (let i = 0; i < args.runs; i++) {
      const context = await browser.newContext();
      await context.addInitScript(RECORD_FIRST_SCREEN);
      cold.push(await runOnce(await context.newPage()));
      await context.close();
    }
    const context = await browser.newContext();
    await context.addInitScript(RECORD_FIRST_SCREEN);
    const page = await context.newPage();
    await runOnce(page);
    const warm = [];
    for (let i = 0; i < args.runs; i++) warm.push(await runOnce(page));
    await context.close();
    return {
      url: connectUrl,
      screen: cold[0]?.step,
      runs: args.runs,
      coldMs: Math.round(median(cold.map((r) => r.at))),
      warmMs: Math.round(median(warm.map((r) => r.at))),
      coldFirstContentfulPaintMs: cold.every((r) => r.fcp != null) ? Math.round(median(cold.map((r) => r.fcp))) : null,
    };
  } finally {
    await browser.close();
  }
}

// ---------- report ----------

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const report = { sizes: sizes() };
  if (args.baseline) report.baseline = { ref: git(['rev-parse', '--short', args.baseline]), sizes: baselineSizes(args.baseline) };
  if (args.url) report.firstScreen = await firstScreen(args);
  const widgetJsGzip = report.sizes.widget.js.gzip;
  report.budget = { jsGzipKb: args.budgetKb, ok: widgetJsGzip <= args.budgetKb * 1024 };

  if (args.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const row = (label, s) => `${label.padEnd(14)} ${String(s.files).padStart(5)}  ${kb(s.raw).padStart(10)}  ${kb(s.gzip).padStart(10)}  ${kb(s.brotli).padStart(10)}`;
    console.log(`${'asset'.padEnd(14)} files         raw        gzip      brotli`);
    if (report.baseline) {
      console.log(row(`base JS`, report.baseline.sizes.widget.js));
      console.log(row(`base CSS`, report.baseline.sizes.widget.css));
    }
    console.log(row('widget JS', report.sizes.widget.js));
    console.log(row('widget CSS', report.sizes.widget.css));
    if (report.sizes.widget.later.files) console.log(row('later JS', report.sizes.widget.later));
    if (report.sizes.graphiql) {
      console.log(row('graphiql JS', report.sizes.graphiql.js));
      console.log(row('graphiql CSS', report.sizes.graphiql.css));
    }
    console.log(`budget: widget JS gzip ${kb(widgetJsGzip)} of ${args.budgetKb} KB -> ${report.budget.ok ? 'ok' : 'OVER'}`);
    if (report.firstScreen) {
      const f = report.firstScreen;
      console.log(`first screen (${f.screen}), median of ${f.runs}: cold ${f.coldMs} ms, warm ${f.warmMs} ms, cold FCP ${f.coldFirstContentfulPaintMs ?? '-'} ms`);
    } else {
      console.log('first screen: pass a running server URL to measure it');
    }
  }
  if (args.write) writeResults(args, report);
  if (!report.budget.ok) process.exitCode = 1;
}

function writeResults(args, report) {
  const head = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--', 'web', 'package-lock.json']) !== '';
  const cells = (label, s) => {
    const later = s.widget.later.files ? `${kb(s.widget.later.gzip)} (${s.widget.later.files})` : '-';
    return `| ${label} | ${s.widget.js.files} | ${kb(s.widget.js.raw)} | ${kb(s.widget.js.gzip)} | ${kb(s.widget.js.brotli)} | ${kb(s.widget.css.gzip)} | ${later} |`;
  };
  const lines = [
    '',
    `\`node bench/widget-size.mjs${args.baseline ? ` --baseline ${args.baseline}` : ''} --write\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}:`,
    'what the widget\'s index.html loads (entry script, modulepreloads, stylesheets), gzip level 9 and brotli 11 per',
    'file. "Later JS" is the chunk of the screens after the first, which the widget fetches while the first one shows.',
    `${args.baseline ? 'Both builds ran in this one run from the same node_modules. ' : ''}Budget (issue 18): widget JS at most ${args.budgetKb} KB gzip.`,
    '',
    '| build | JS files | JS raw | JS gzip | JS brotli | CSS gzip | later JS gzip (files) |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  if (report.baseline) lines.push(cells(`before (${report.baseline.ref})`, report.baseline.sizes));
  lines.push(cells(`this tree (${head}${dirty ? ' + changes' : ''})`, report.sizes));
  lines.push('');
  if (report.baseline) {
    const ratio = report.sizes.widget.js.gzip / report.baseline.sizes.widget.js.gzip;
    lines.push(`Widget JS gzip: ${kb(report.baseline.sizes.widget.js.gzip)} -> ${kb(report.sizes.widget.js.gzip)} (${ratio.toFixed(2)}x of the baseline); budget ${report.budget.ok ? 'met' : 'NOT met'}.`);
  } else {
    lines.push(`Widget JS gzip: ${kb(report.sizes.widget.js.gzip)}; budget ${report.budget.ok ? 'met' : 'NOT met'}.`);
  }
  if (report.firstScreen) {
    const f = report.firstScreen;
    lines.push(`First screen (${f.screen}) of this tree, median of ${f.runs}: cold ${f.coldMs} ms, warm ${f.warmMs} ms, cold first contentful paint ${f.coldFirstContentfulPaintMs ?? '-'} ms.`);
  }
  writeSection('Widget size', lines);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
