#!/usr/bin/env node
// Size and start-up benchmark of the connect widget.
//
//   node bench/widget-size.mjs [server-url] [--admin-key KEY | --client-id ID --redirect-uri URI]
//                              [--runs N] [--budget-kb 150] [--json]
//
// Sizes: the JS and CSS that web/dist/index.html loads (entry script, modulepreloads, stylesheets),
// raw, gzip and brotli. GraphiQL's entry is reported separately; it never loads with the widget.
// Time to first screen: headless Debian chromium opens a sandbox connect URL on the running server
// and measures from navigation start until the first screen (any [data-step] other than LOADING)
// is in the DOM, cold (fresh context) and warm (cached assets). With --admin-key a demo client is
// created through GraphQL createClient; without a client the first screen is the setup-error panel,
// which still measures bundle start-up and the validate round trip.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'web/dist');

function parseArgs(argv) {
  const args = { url: null, runs: 5, budgetKb: 150, json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--admin-key') args.adminKey = next();
    else if (a === '--client-id') args.clientId = next();
    else if (a === '--redirect-uri') args.redirectUri = next();
    else if (a === '--runs') args.runs = Number(next());
    else if (a === '--budget-kb') args.budgetKb = Number(next());
    else if (a === '--json') args.json = true;
    else if (!a.startsWith('--')) args.url = a.replace(/\/$/, '');
    else throw new Error(`unknown option ${a}`);
  }
  return args;
}

// ---------- sizes ----------

function assetsOf(htmlFile) {
  const html = readFileSync(path.join(DIST, htmlFile), 'utf8');
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

function measure(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(DIST, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, raw, gzip, brotli };
}

function sizes() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npx vite build --config web/vite.config.ts` first');
  }
  const widget = assetsOf('index.html');
  const result = { widget: { js: measure(widget.js), css: measure(widget.css) } };
  if (existsSync(path.join(DIST, 'graphiql.html'))) {
    const gi = assetsOf('graphiql.html');
    result.graphiql = { js: measure(gi.js), css: measure(gi.css) };
  }
  return result;
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
  if (args.url) report.firstScreen = await firstScreen(args);
  const widgetJsGzip = report.sizes.widget.js.gzip;
  report.budget = { jsGzipKb: args.budgetKb, ok: widgetJsGzip <= args.budgetKb * 1024 };

  if (args.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const row = (label, s) => `${label.padEnd(14)} ${String(s.files).padStart(5)}  ${kb(s.raw).padStart(10)}  ${kb(s.gzip).padStart(10)}  ${kb(s.brotli).padStart(10)}`;
    console.log(`${'asset'.padEnd(14)} files         raw        gzip      brotli`);
    console.log(row('widget JS', report.sizes.widget.js));
    console.log(row('widget CSS', report.sizes.widget.css));
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
  if (!report.budget.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
