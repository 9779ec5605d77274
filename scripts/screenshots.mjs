// Captures one screenshot per widget screen into docs/screenshots/ (Debian's chromium, never a downloaded one).
// Usage: node scripts/screenshots.mjs <server url> <admin key> [--width 420]
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [base, adminKey] = process.argv.slice(2);
if (!base || !adminKey) {
  console.error('usage: node scripts/screenshots.mjs <server url> <admin key>');
  process.exit(2);
}
const widthArg = process.argv.indexOf('--width');
const width = widthArg > 0 ? Number(process.argv[widthArg + 1]) : 1100;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

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
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  for (const s of ['employees', 'company', 'time-off-entries', 'payruns']) u.searchParams.append('scope', `2023-03-01/xhr/${s}`);
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
  console.log(`wrote docs/screenshots/${name}.png`);
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
await browser.close();
