// Browser-test support for the connect widget: Debian's chromium through playwright-core (never a
// downloaded browser), a stand-in client site (the redirect target and a spa parent page), axe-core,
// and small helpers that walk the screens the way a user does (and run GraphiQL's example query).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type CreatedClient, type TestServer } from '../../helpers/server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What a widget test file runs against: the server, a client site on another origin, a browser, and a client of that site. */
export interface WidgetStage {
  server: TestServer;
  site: ClientSite;
  browser: Browser;
  client: CreatedClient;
  /** The connect URL of the stage's client and site, in xhr mode with the XHR scopes unless `query` says otherwise. */
  connectUrl(query?: Partial<ConnectQuery>): string;
}

/**
 * Sets the stage up before the file's tests (all at once) and takes it down after them. The stage it returns is
 * filled in before the first test; `ready` gets it as soon as it stands, to serve the file's own pages.
 */
export function useWidgetStage(clientName: string, ready?: (stage: WidgetStage) => void | Promise<void>): WidgetStage {
  const stage = {
    connectUrl: (query = {}) =>
      connectUrl(stage.server.url, { client_id: stage.client.clientId, redirect_uri: stage.site.redirectUri, mode: 'xhr', scope: XHR_SCOPES, ...query }),
  } as WidgetStage;
  beforeAll(async () => {
    [stage.server, stage.site, stage.browser] = await Promise.all([startServer(), startClientSite(), launchBrowser()]);
    stage.client = await stage.server.createClient({ name: clientName, redirectUris: [stage.site.redirectUri] });
    await ready?.(stage);
  });
  afterAll(async () => {
    await stage.browser?.close();
    await stage.site?.close();
    await stage.server?.close();
  });
  return stage;
}

export type Target = Page | Frame;

// ---------- the client application's site ----------

export interface ReceivedMessage {
  origin: string;
  data: unknown;
}

export interface ClientSite {
  origin: string;
  redirectUri: string;
  /** A page that embeds the widget in an iframe and records every message it receives. */
  parentUrl(widgetUrl: string): string;
  /** Serves `html` at `path` (the client's own pages, e.g. the README's embed snippet). */
  serve(path: string, html: string): string;
  /** Bodies of the POSTs the site received, by path (what the client's front end sent its server). */
  posted: Array<{ path: string; body: string }>;
  close(): Promise<void>;
}

const CALLBACK_PAGE = '<!doctype html><html lang="en"><title>Callback</title><main><h1>Callback</h1></main></html>';

function parentPage(widgetUrl: string): string {
  const src = widgetUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en"><head><title>Client app</title>
<style>html,body{margin:0;height:100%}iframe{border:0;width:100%;height:100%}</style>
<script>
  window.__messages = [];
  window.addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
</script></head>
<body><iframe id="connect" title="Connect" src="${src}"></iframe></body></html>`;
}

export async function startClientSite(): Promise<ClientSite> {
  const pages = new Map<string, string>();
  const posted: ClientSite['posted'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        posted.push({ path: url.pathname, body });
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/parent') return res.end(parentPage(url.searchParams.get('widget') ?? 'about:blank'));
    res.end(pages.get(url.pathname) ?? CALLBACK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost" keeps the client's origin distinct from the server's 127.0.0.1 origin.
  const origin = `http://localhost:${port}`;
  return {
    origin,
    redirectUri: `${origin}/callback`,
    parentUrl: (widgetUrl) => `${origin}/parent?widget=${encodeURIComponent(widgetUrl)}`,
    serve: (pathname, html) => {
      pages.set(pathname, html);
      return `${origin}${pathname}`;
    },
    posted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function messagesOf(page: Page): Promise<ReceivedMessage[]> {
  return page.evaluate(() => (window as unknown as { __messages: ReceivedMessage[] }).__messages);
}

export async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#connect');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

// ---------- connect URLs ----------

export interface ConnectQuery {
  client_id: string;
  redirect_uri: string;
  mode?: string;
  scope?: string | string[];
  app_type?: string;
  provider?: string;
  sandbox?: string;
  state?: string;
  add_admin?: string;
  tags?: string;
  email?: string;
}

export const XHR_SCOPES = ['2023-03-01/xhr/employees', '2023-03-01/xhr/company', '2023-03-01/xhr/time-off-entries'];
export const OFFICIAL_SCOPES = ['2023-03-01/official/employees', '2023-03-01/official/company'];

export function connectUrl(base: string, query: ConnectQuery, path = '/connect'): string {
  const url = new URL(path, base);
  const { scope, ...rest } = query;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) url.searchParams.set(key, value);
  if (scope !== undefined) {
    for (const s of Array.isArray(scope) ? scope : [scope]) url.searchParams.append('scope', s);
  }
  return url.toString();
}

// ---------- screens ----------

export async function waitForStep(target: Target, step: string): Promise<void> {
  await target.waitForSelector(`[data-step="${step}"]`, { timeout: 15_000 });
}

export async function headingText(target: Target): Promise<string> {
  return (await target.locator('h1').first().innerText()).trim();
}

export async function clickButton(target: Target, name: string | RegExp): Promise<void> {
  await target.getByRole('button', { name, exact: typeof name === 'string' }).click();
}

/** Clicks a button and waits for the screen it leads to. */
export async function clickTo(target: Target, name: string, step: string): Promise<void> {
  await clickButton(target, name);
  await waitForStep(target, step);
}

/** PREAMBLE -> SCOPES -> (SELECT -> provider) -> SIGN_IN. */
export async function goToSignIn(target: Target, providerName = 'Sandbox'): Promise<void> {
  await waitForStep(target, 'PREAMBLE');
  await clickTo(target, 'Continue', 'SCOPES');
  await clickButton(target, 'Continue');
  if (await target.locator('[data-step="SELECT"]').count()) {
    await target.getByRole('button', { name: providerName }).click();
  }
  await waitForStep(target, 'SIGN_IN');
}

export async function signInXhr(target: Target, username = 'sandbox_user', password = 'sandbox_password'): Promise<void> {
  await target.getByLabel('Username').fill(username);
  await target.getByLabel('Password').fill(password);
  await clickButton(target, 'Sign In');
}

export async function enterMfa(target: Target, code = '123456'): Promise<void> {
  await target.getByLabel('Code').fill(code);
  await clickButton(target, 'Continue');
}

/** SIGN_IN -> MFA -> CHOOSE as the README tells a newcomer (xhr: sandbox_user / sandbox_password, MFA 123456), choosing the first entity. */
export async function completeSandboxSignIn(target: Target): Promise<void> {
  await signInXhr(target);
  await waitForStep(target, 'MFA');
  await enterMfa(target);
  await waitForStep(target, 'CHOOSE');
  await target.locator('.entity-option').first().click();
}

/** The whole sandbox flow, from an opened connect URL until the browser has left the widget. */
export async function walkSandboxFlow(page: Page, leavesFor: string): Promise<URL> {
  await goToSignIn(page);
  await completeSandboxSignIn(page);
  await page.waitForURL((url) => url.href.startsWith(leavesFor), { timeout: 15_000 });
  return new URL(page.url());
}

// ---------- accessibility ----------

const AXE_SOURCE = readFileSync(path.join(path.dirname(createRequire(__filename).resolve('axe-core')), 'axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Serious and critical axe-core violations of the current screen. */
export async function seriousViolations(target: Target): Promise<AxeViolation[]> {
  const loaded = await target.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol: the widget's CSP (script-src 'self') refuses inline script tags.
  if (!loaded) await target.evaluate(AXE_SOURCE);
  const violations = await target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as any[]).map((v) => ({
      id: v.id as string,
      impact: v.impact as string | null,
      help: v.help as string,
      nodes: (v.nodes as any[]).map((n) => String(n.html).slice(0, 160)),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export async function expectAccessible(target: Target, screen: string): Promise<void> {
  const violations = await seriousViolations(target);
  expect({ screen, violations }).toStrictEqual({ screen, violations: [] });
}

/** Nothing may scroll sideways (375px phones). */
export async function expectNoHorizontalOverflow(target: Target, screen: string): Promise<void> {
  const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ screen, overflow }).toStrictEqual({ screen, overflow: 0 });
}

/** Runs GraphiQL's example query, clicking again until it answers (under load the editor may still be loading its query or schema). */
export async function runGraphiqlExample(page: Page): Promise<void> {
  await page.waitForSelector('.graphiql-container', { timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const result = await page.locator('.result-window').innerText();
        if (!result.includes('"sandbox"')) await page.locator('.graphiql-execute-button').click();
        return result;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toContain('"sandbox"');
}

export const UUID_V7 = /[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;
