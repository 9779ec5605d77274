// Captures one screenshot per widget screen into docs/screenshots/ (Debian's chromium, never a downloaded one),
// then the provider list of official mode (brand marks and monograms) and HiBob's sign-in (a brand mark and
// the provider colour on the Sign In button).
// Usage: node scripts/screenshots.mjs <server url> <admin key> [--width 1100] [--out docs/screenshots/before]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { screenshotArgs } from './screenshot-args.mjs';

const { root, base, adminKey, width, out } = screenshotArgs('screenshots.mjs', 1100);
await mkdir(out, { recursive: true });

const created = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
  body: JSON.stringify({
    query: 'mutation($i: CreateClientInput!) { createClient(input: $i) { clientId } }',
    variables: { i: { name: 'Acme Payroll', redirectUris: ['https://acme.example.com/callback'] } },
  }),
}).then((r) => r.json());
const clientId = created.data.createClient.clientId;

const url = (extra = {}) => {
  const u = new URL('/connect', base);
  const query = { client_id: clientId, redirect_uri: 'https://acme.example.com/callback', mode: 'xhr', sandbox: 'true', state: 'demo', ...extra };
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
  const scopes = query.mode === 'xhr' ? ['employees', 'company', 'time-off-entries', 'payruns'] : ['employees', 'company', 'time-off-entries'];
  for (const s of scopes) u.searchParams.append('scope', `2023-03-01/${query.mode}/${s}`);
  return u.toString();
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width, height: 860 } });
const shot = async (name) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`wrote ${path.relative(root, path.join(out, `${name}.png`))}`);
};
const step = (name) => page.waitForSelector(`[data-step="${name}"]`, { timeout: 15000 });

await page.goto(url());
await step('PREAMBLE');
await shot('1-preamble');
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await step('SCOPES');
await shot('2-scopes');
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await step('SELECT');
await shot('3-select');
await page.getByRole('button', { name: 'Sandbox' }).click();
await step('SIGN_IN');
await shot('4-sign-in');
await page.getByLabel('Username').fill('sandbox_user');
await page.getByLabel('Password').fill('sandbox_password');
await page.getByRole('button', { name: 'Sign In', exact: true }).click();
await step('MFA');
await shot('5-mfa');
await page.getByLabel('Code').fill('123456');
await page.getByRole('button', { name: 'Continue', exact: true }).click();
await step('CHOOSE');
await shot('6-choose');

await page.goto(url({ client_id: 'unknown_client' }));
await page.waitForTimeout(1500);
await shot('7-setup-error');

// Official mode without the sandbox: the real catalogue, brand marks beside monograms.
const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click();
await page.goto(url({ mode: 'official', sandbox: undefined }));
await step('PREAMBLE');
await next();
await step('SCOPES');
await next();
await step('SELECT');
// Scrolled to Factorial: HiBob and IRIS Cascade (brand marks) among monograms.
await page.evaluate(() => {
  const list = document.querySelector('.provider-list');
  list.scrollTop = list.querySelectorAll('li')[5].offsetTop - list.offsetTop;
});
await shot('8-select-catalogue');
await page.goto(url({ mode: 'official', sandbox: undefined, provider: 'hibob' }));
await step('PREAMBLE');
await next();
await step('SCOPES');
await next();
await step('SIGN_IN');
await shot('9-sign-in-brand');
await browser.close();
