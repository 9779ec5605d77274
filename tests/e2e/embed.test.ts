// The spa embed module (/embed.js): the README's snippet, served by a client site on another origin,
// opens the widget in a frame and hands the code to the client's server; closing rejects; answers from
// anyone but the widget's own frame and origin are ignored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server';
import { clickButton, completeSandboxSignIn, goToSignIn, useWidgetStage, waitForStep } from './support/widget';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SNIPPET = /### Embedding the widget[\s\S]*?```html\n([\s\S]*?)```/.exec(README)![1];

let snippetUrl: string;

const stage = useWidgetStage('Embedding App', ({ server, site, client }) => {
  // The snippet as a reader adapts it: our server, client_id and redirect URI.
  const page = SNIPPET.replace('http://localhost:3000', server.url)
    .replace('YOUR_CLIENT_ID', client.clientId)
    .replace('https://app.example.com/callback', site.redirectUri);
  expect(page).not.toBe(SNIPPET);
  snippetUrl = site.serve('/connect-page', `<!doctype html><html lang="en"><head><title>App</title></head><body>${page}</body></html>`);
});

async function openSnippet(): Promise<{ page: Page; logs: string[] }> {
  const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(snippetUrl);
  await page.getByRole('button', { name: 'Connect your HR system' }).click();
  return { page, logs };
}

/**
 * Calls connect() of /embed.js with `options` on a fresh page of the client's site, as the client's own script would
 * (in a string: vitest would rewrite an import() written in this file). The page, and how the promise settled.
 */
async function connectFromPage(options: Record<string, string>): Promise<{ page: Page; outcome: unknown }> {
  const page = await (await stage.browser.newContext()).newPage();
  await page.goto(snippetUrl);
  const outcome = await page.evaluate(`import('${stage.server.url}/embed.js').then(({ connect }) =>
    connect(${JSON.stringify(options)}).then(() => ({ reason: 'resolved' }), (error) => ({ reason: error.reason, message: error.message })))`);
  return { page, outcome };
}

async function widgetIn(page: Page): Promise<Frame> {
  const frame = await (await page.waitForSelector('iframe[data-staffbridge-connect]')).contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

describe('embed module', () => {
  it('is served for other origins, with its types', async () => {
    const js = await fetch(`${stage.server.url}/embed.js`, { headers: { origin: stage.site.origin } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('access-control-allow-origin')).toBe('*');
    expect(js.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await js.text()).toContain('auth-message');
    const types = await fetch(`${stage.server.url}/embed.d.ts`);
    expect(await types.text()).toContain('export declare function connect(options: ConnectOptions): Promise<ConnectResult>;');
  });

  it("resolves with the code and state; the client's server receives them and exchanges the code", async () => {
    const { page, logs } = await openSnippet();
    const frame = await widgetIn(page);
    await goToSignIn(frame);
    // A message from anyone but the widget's frame is not an answer.
    await page.evaluate(() => window.postMessage({ name: 'auth-message', authorizationCode: 'forged', state: 'x' }, '*'));
    await completeSandboxSignIn(frame);

    await expect.poll(() => stage.site.posted.length, { timeout: 15_000 }).toBe(1);
    const { code, state } = JSON.parse(stage.site.posted[0].body) as { code: string; state: string };
    expect(stage.site.posted[0].path).toBe('/staffbridge/code');
    expect(code).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.locator('iframe[data-staffbridge-connect]').count()).toBe(0);
    expect(logs.filter((l) => l.startsWith('pageerror') || l.startsWith('not connected'))).toEqual([]);

    const token = await stage.server.rest('POST', '/2023-03-01/connect/token', {
      body: { client_id: stage.client.clientId, client_secret: stage.client.clientSecret, grant_type: 'authorization_code', redirect_uri: stage.site.redirectUri, code },
    });
    expect(token.status).toBe(200);
    await page.context().close();
  });

  it('rejects with reason closed when the customer closes the widget, and removes the frame', async () => {
    const { page, logs } = await openSnippet();
    const frame = await widgetIn(page);
    await waitForStep(frame, 'PREAMBLE');
    await clickButton(frame, 'Close');
    await expect.poll(() => logs.find((l) => l.startsWith('not connected')), { timeout: 15_000 }).toBe('not connected: closed the user closed the connect flow');
    expect(await page.locator('iframe[data-staffbridge-connect]').count()).toBe(0);
    await page.context().close();
  });

  it('rejects with reason error and the widget\'s message when the widget reports an error, and removes the frame', async () => {
    // An unknown scope: the widget's setup fails and it posts {error} to the parent (SPEC §2, §8).
    const { page, outcome } = await connectFromPage({
      clientId: stage.client.clientId,
      redirectUri: stage.site.redirectUri,
      mode: 'xhr',
      scope: '2023-03-01/xhr/no-such-resource',
    });
    expect(outcome).toMatchObject({ reason: 'error', message: expect.stringMatching(/scope.*\. invalid client_id or redirect_uri\?$/) });
    expect(await page.locator('iframe[data-staffbridge-connect]').count()).toBe(0);
    await page.context().close();
  });

  it('rejects at once when redirectUri is not on the page origin (the answer could never arrive)', async () => {
    const { page, outcome } = await connectFromPage({ clientId: 'x', redirectUri: 'https://elsewhere.example.com/cb', mode: 'xhr', scope: '2023-03-01/xhr/employees' });
    expect(outcome).toMatchObject({ reason: 'invalid' });
    await page.context().close();
  });
});
