// The client console at /console (CONTRACT §10) in Debian's chromium, against a real server and store: a wrong
// secret shows nothing; signed in, a developer sees the sandbox connection and its state, a webhook delivery
// that failed then succeeded with both attempts, redelivers it and sees the third; rotates a secret. The
// credentials never leave the page's memory.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver';
import { connectAndSync, runChangeCheck, type SandboxConnection } from '../helpers/webhooks';
import { launchBrowser, startClientSite } from './support/widget';

let server: TestServer;
let browser: Browser;
let receiver: Receiver;
let client: CreatedClient;
let conn: SandboxConnection;

beforeAll(async () => {
  [server, browser, receiver] = await Promise.all([
    startServer({ env: { WEBHOOK_RETRY_SCALE: '0.0001', WEBHOOK_ALLOW_PRIVATE: '1' } }),
    launchBrowser(),
    // Every delivery's first attempt fails, later ones succeed.
    startReceiver((_request, nth) => ({ status: nth === 1 ? 500 : 200 })),
  ]);
  client = await server.createClient({ name: 'Acme Payroll', webhookUri: receiver.url });
  conn = await connectAndSync(server, client);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await receiver?.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested, any script error and any Content-Security-Policy violation. */
  requests: string[];
  errors: string[];
  violations: () => Promise<string[]>;
}

async function openConsole(): Promise<Opened> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${server.url}/console`);
  await page.waitForSelector('[data-view="SIGN_IN"]');
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return { context, page, requests, errors, violations };
}

async function signIn(page: Page, secret = client.clientSecret): Promise<void> {
  await page.getByLabel('Client ID').fill(client.clientId);
  await page.getByLabel('Client secret').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The console signed in as the client, on its dashboard. */
async function openDashboard(): Promise<Opened> {
  const opened = await openConsole();
  await signIn(opened.page);
  await opened.page.waitForSelector('[data-view="DASHBOARD"]');
  return opened;
}

/** Nothing of the credentials outlives the page: no storage, no cookie, no URL. */
async function expectNothingStored(opened: Opened, secret: string): Promise<void> {
  const stored = await opened.page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookie: document.cookie }));
  expect(stored).toStrictEqual({ local: 0, session: 0, cookie: '' });
  expect(await opened.context.cookies()).toEqual([]);
  expect(opened.requests.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)))).toEqual([]);
}

describe('the console', () => {
  it('refuses a wrong secret with a message and shows nothing', async () => {
    const opened = await openConsole();
    const { page } = opened;
    await signIn(page, 'not-the-secret');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Wrong client ID or client secret.');
    expect(await page.locator('[data-view="DASHBOARD"]').count()).toBe(0);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Acme Payroll');
    expect(text).not.toContain('Sandbox');
    // The secret field is emptied; the client id stays for a second try.
    expect(await page.getByLabel('Client secret').inputValue()).toBe('');
    expect(await page.getByLabel('Client ID').inputValue()).toBe(client.clientId);
    await expectNothingStored(opened, 'not-the-secret');
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('signs in and shows the sandbox connection with its state, search and the sandbox connect link', async () => {
    const opened = await openDashboard();
    const { page } = opened;
    expect(await page.locator('.c-header__name').innerText()).toBe('Acme Payroll');
    const card = page.locator('[data-connection]');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.locator('[data-state]').getAttribute('data-state')).toBe('synced');
    expect(await card.locator('[data-state]').innerText()).toBe('Synced');
    const text = await card.innerText();
    expect(text).toContain('Sandbox');
    expect(text).toContain('xhr');
    expect(text).toMatch(/\d+ records · 0 skipped · 0 warnings/);
    expect(text).toContain('Employees');

    // Search goes to the server: nothing matches, then the connection again.
    await page.getByLabel('Search connections').fill('no such company');
    await page.getByText('No connection matches.').waitFor();
    await page.getByLabel('Search connections').fill('sandbox');
    await card.first().waitFor();
    await page.getByLabel('Filter by state').selectOption('failed');
    await page.getByText('No connection matches.').waitFor();
    await page.getByLabel('Filter by state').selectOption('synced');
    await card.first().waitFor();

    // "Connect (sandbox)" opens the widget for this client in sandbox mode.
    const link = page.getByRole('link', { name: 'Connect (sandbox)' });
    await expect.poll(() => link.getAttribute('href')).toMatch(/^\/\?/);
    const href = new URL((await link.getAttribute('href'))!, server.url);
    expect(href.searchParams.get('client_id')).toBe(client.clientId);
    expect(href.searchParams.get('sandbox')).toBe('true');
    expect(href.searchParams.get('mode')).toBe('xhr');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [widget] = await Promise.all([opened.context.waitForEvent('page'), link.click()]);
    await widget.waitForSelector('[data-step="PREAMBLE"]', { timeout: 15_000 });
    await widget.close();

    await expectNothingStored(opened, client.clientSecret);
    expect(opened.errors).toEqual([]);
    expect(await opened.violations()).toEqual([]);
    await opened.context.close();
  });

  it('is never framed, and its form could not submit a secret anywhere', async () => {
    const page = await fetch(`${server.url}/console`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("script-src 'self'");
    const site = await startClientSite();
    const browserPage = await browser.newPage();
    const messages: string[] = [];
    browserPage.on('console', (m) => messages.push(m.text()));
    try {
      await browserPage.goto(site.parentUrl(`${server.url}/console`));
      await expect.poll(() => messages.join('\n'), { timeout: 10_000 }).toMatch(/frame-ancestors/);
      const framed = browserPage.frames().find((f) => f !== browserPage.mainFrame());
      expect(await framed?.locator('[data-view]').count().catch(() => 0)).toBe(0);
    } finally {
      await browserPage.close();
      await site.close();
    }
  });

  it('shows a delivery that failed then succeeded, every attempt, and a redelivery as a new attempt', async () => {
    const created = await server.rest('POST', '/2023-03-01/xhr/employee', { headers: conn.headers, body: { first_name: 'Grace', last_name: 'Hopper' } });
    expect(created.status).toBe(201);
    expect(await runChangeCheck(server)).toBe(1);
    const [first] = await receiver.waitFor((r) => r.length >= 2);
    const id = first.id;
    expect(receiver.byId(id)).toHaveLength(2);

    const opened = await openDashboard();
    const { page } = opened;
    await page.getByRole('tab', { name: /Webhooks/ }).click();
    const row = page.locator(`[data-delivery="${id}"]`);
    await row.waitFor();
    await expect.poll(() => row.locator('[data-attempt]').count(), { timeout: 10_000, interval: 250 }).toBe(2);
    expect(await row.innerText()).toContain('Delivered');
    expect(await row.innerText()).toContain('1 added, 0 removed, 0 updated');
    const attempts = row.locator('[data-attempt]');
    expect(await attempts.nth(0).innerText()).toMatch(/^1\s.*\b500\b.*HTTP 500/s);
    expect(await attempts.nth(1).innerText()).toMatch(/^2\s.*\b200\b.*delivered/s);
    // Headers sent, with the signatures and without a secret; the body sent, as received.
    await attempts.nth(1).getByText('headers').click();
    const headers = await attempts.nth(1).locator('.c-headers').innerText();
    expect(headers).toContain('webhook-id');
    expect(headers).toContain(id);
    expect(headers).toContain('Staffbridge-Signature');
    expect(headers).not.toContain(client.clientSecret);
    await row.getByText('Body sent').click();
    const body = JSON.parse(await row.locator('pre').innerText());
    expect(body).toStrictEqual(receiver.byId(id)[1].json);
    expect(body.added[0]).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect(await page.getByTestId('endpoint').locator('[data-health]').getAttribute('data-health')).toBe('healthy');

    await row.getByRole('button', { name: 'Redeliver' }).click();
    await expect.poll(() => attempts.count(), { timeout: 15_000, interval: 250 }).toBe(3);
    expect(await attempts.nth(2).innerText()).toMatch(/^3\s+manual.*\b200\b/s);
    expect(receiver.byId(id)).toHaveLength(3);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  it('makes a failing endpoint obvious on every tab, and a test event shows at once', async () => {
    const opened = await openDashboard();
    const { page } = opened;
    await page.getByRole('tab', { name: /Webhooks/ }).click();
    // A test event's first (and only) attempt fails: the receiver answers every first attempt with a 500.
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => page.getByTestId('endpoint').locator('[data-health]').getAttribute('data-health')).toBe('failing');
    const test = page.locator('.c-delivery--failed').first();
    expect(await test.innerText()).toContain('Test event');
    await page.getByRole('tab', { name: /Connections/ }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Webhook endpoint failing' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('HTTP 500');
    expect(await page.getByRole('tab', { name: /Webhooks/ }).innerText()).toBe('Webhooks');
    expect(await page.getByRole('tab', { name: 'Webhooks failing' }).count()).toBe(1);
    await opened.context.close();
  });

  it('rotates a secret: shown once, this console moves to it, the old one is retired', async () => {
    const opened = await openDashboard();
    const { page } = opened;
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const shown = page.getByTestId('shown-once');
    await shown.waitFor();
    const secret = (await shown.innerText()).trim();
    expect(secret).toMatch(/^[A-Za-z0-9]{43}$/);
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: basic(client.clientId, secret) })).status).toBe(200);

    // The old secret is not the one in use any more: it can be retired, after a confirmation.
    const old = page.locator('.c-secret').filter({ hasText: `****${client.clientSecret.slice(-4)}` });
    await old.getByRole('button', { name: 'Retire' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => page.locator('.c-secret').count()).toBe(1);
    expect((await server.rest('GET', '/2023-03-01/management/client', { headers: basic(client.clientId, client.clientSecret) })).status).toBe(401);

    // Dismissed, it is gone from the page; the console keeps working with the new secret.
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.locator('body').innerText()).not.toContain(secret);
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await page.locator('[data-token]').first().waitFor();
    await expectNothingStored(opened, secret);
    await opened.context.close();
    client = { ...client, clientSecret: secret };
  });

  it('disconnects a connection after a confirmation', async () => {
    const other = await connectAndSync(server, client, { variant: '+nomfa+single+employees=2' });
    const opened = await openConsole();
    const { page } = opened;
    await signIn(page);
    // The Tokens tab read once before the disconnect shows it after.
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await page.locator('[data-token]').first().waitFor();
    const validBefore = await page.getByText('Valid', { exact: true }).count();
    await page.getByRole('tab', { name: 'Connections' }).click();
    const cards = page.locator('[data-connection]');
    await expect.poll(() => cards.count()).toBe(2);
    const newest = cards.first();
    await newest.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await newest.locator('[data-state]').getAttribute('data-state')).toBe('synced');
    await newest.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => newest.locator('[data-state]').getAttribute('data-state')).toBe('disconnected');
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: other.headers })).status).toBe(403);
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await expect.poll(() => page.getByText('Valid', { exact: true }).count()).toBe(validBefore - 1);
    expect((await server.rest('GET', '/2023-03-01/xhr/company', { headers: conn.headers })).status).toBe(200);
    await opened.context.close();
  });
});
