// GET /graphql in a browser serves GraphiQL bundled from npm (CONTRACT §2): it renders without any
// network beyond the server and runs a query against /graphql. GET /docs serves the REST door's
// reference rendered from schema/openapi.yaml (CONTRACT §10), offline too, and the two link each other.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type TestServer } from '../helpers/server';
import { launchBrowser, runGraphiqlExample } from './support/widget';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page that must render from the server alone: no script errors, no CSP refusals, no other host. */
async function openOffline(url: string) {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) problems.push(`foreign request: ${r.url()}`);
  });
  await page.goto(url);
  return { page, problems };
}

describe('API reference at /docs', () => {
  it('renders the OpenAPI document offline and links GraphiQL', async () => {
    const { page, problems } = await openOffline(`${server.url}/docs`);
    await page.getByRole('heading', { name: 'Exchange an authorization code for an access token' }).waitFor({ timeout: 60_000 });
    const { parse } = await import('yaml');
    const { readFileSync } = await import('node:fs');
    const document = parse(readFileSync(`${ROOT}/schema/openapi.yaml`, 'utf8'));
    // Every operation of the document is in the reference.
    const summaries = Object.values(document.paths as Record<string, Record<string, { summary?: string }>>)
      .flatMap((item) => Object.values(item).map((op) => op.summary))
      .filter((summary): summary is string => typeof summary === 'string');
    const text = await page.locator('body').innerText();
    expect(summaries.filter((summary) => !text.includes(summary))).toEqual([]);
    expect(problems).toEqual([]);
    await page.getByRole('link', { name: /GraphiQL/ }).click();
    await page.waitForSelector('.graphiql-container', { timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'REST API reference' }).getAttribute('href')).toBe('/docs');
    await page.close();
  }, 90_000);
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
    await runGraphiqlExample(page);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
