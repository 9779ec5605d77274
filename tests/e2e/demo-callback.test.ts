// CONTRACT §10: the demo client's redirect is our page, not the widget. A real browser walks the demo
// connect URL, lands on /demo/callback, and the commands the page shows run as pasted (bash, curl, node).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, dist, startServer, type TestServer } from '../helpers/server';
import { shellSession } from '../helpers/shell';
import { expectAccessible, launchBrowser, walkSandboxFlow } from './support/widget';

let server: TestServer;
let browser: Browser;
let demo: { client_id: string; client_secret: string; connect_url: string; redirect_uri: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // The test store is empty, as on a first `npm start`.
  demo = await dist('modules/clients/demo-client').ensureDemoClient(server.services, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function landOnCallback(): Promise<{ page: Page; url: URL }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(demo.connect_url);
  const url = await walkSandboxFlow(page, demo.redirect_uri);
  await page.waitForSelector('#authorization-code');
  return { page, url };
}

describe('/demo/callback', () => {
  it('shows the code and commands that exchange it and read employees, exactly as pasted', async () => {
    const { page, url } = await landOnCallback();
    expect(url.searchParams.get('code')).toBe(url.searchParams.get('authorization_code'));
    expect(await page.locator('h1').innerText()).toBe('Connected: your authorization code');
    expect(await page.locator('#authorization-code').innerText()).toBe(url.searchParams.get('code'));
    await expectAccessible(page, '/demo/callback');
    const blocks = await page.locator('pre').allInnerTexts();
    expect(blocks).toHaveLength(3);

    const shell = shellSession({ PATH: process.env.PATH, HOME: process.env.HOME, CLIENT_SECRET: demo.client_secret }, ROOT);
    try {
      const exchange = await shell.run(blocks[0]);
      expect(exchange.status, exchange.stderr).toBe(0);
      expect(JSON.parse(exchange.stdout)).toMatchObject({ token_type: 'Bearer', mode: 'xhr', provider: 'sandbox' });
      expect((await shell.run('echo "$TOKEN"')).stdout.trim()).toMatch(/^[A-Za-z0-9]{48}$/);

      // A 202 (first sync running) is answered by running the call again, as the page says.
      let rest = await shell.run(blocks[1]);
      for (let i = 0; i < 50 && !rest.stdout.startsWith('['); i++) {
        await new Promise((r) => setTimeout(r, 200));
        rest = await shell.run(blocks[1]);
      }
      const employees = JSON.parse(rest.stdout) as Array<{ first_name: string }>;
      expect(employees.length).toBeGreaterThan(0);
      const graphql = JSON.parse((await shell.run(blocks[2])).stdout);
      expect(graphql.errors).toBeUndefined();
      expect(graphql.data.employees.totalCount).toBe(employees.length);
      expect(graphql.data.employees.edges[0].node.firstName).toBe(employees[0].first_name);
    } finally {
      shell.close();
    }

    // The same code again: the page says it was used (and shows no commands).
    await page.reload();
    expect(await page.locator('h1').innerText()).toBe('This code was already exchanged');
    expect(await page.locator('pre').count()).toBe(0);
    await page.context().close();
  });

  it('explains a missing or unknown code instead of rendering the widget', async () => {
    const missing = await fetch(`${server.url}/demo/callback`);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await missing.text()).toContain('<h1>No authorization code</h1>');
    const unknown = await fetch(`${server.url}/demo/callback?code=nope&state=demo`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Unknown authorization code</h1>');
  });
});
