// GET /graphql in a browser serves GraphiQL bundled from npm (CONTRACT §2): it renders without any
// network beyond the server and runs a query against /graphql.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { launchBrowser } from './support/widget';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('GraphiQL', () => {
  it('renders offline and runs the example query', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const foreign: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto(`${server.url}/graphql`);
    await page.waitForSelector('.graphiql-container', { timeout: 15_000 });
    // Under load the editor may still be loading its query or schema on the first click: click until it answers.
    await expect
      .poll(
        async () => {
          const result = await page.locator('.result-window').innerText();
          if (!result.includes('"sandbox"')) await page.locator('.graphiql-execute-button').click();
          return result;
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toContain('"sandbox"');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
