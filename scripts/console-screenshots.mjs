// Captures the client console (GET /console) into docs/screenshots/ in Debian's chromium (never a downloaded one).
// Usage: node scripts/console-screenshots.mjs <server url> <admin key> [--width 1280] [--out docs/screenshots]
//
// Against a running embedded server (it accepts a webhook_uri on localhost): makes a client with a webhook
// receiver of its own whose first answer to each webhook is a 500, connects three sandbox companies, adds an
// employee and runs the change check, so the delivery fails, is retried about 5 s later and succeeds.
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { caller, connectSandbox } from './sandbox-connection.mjs';
import { screenshotArgs } from './screenshot-args.mjs';

const { base, adminKey, width, out } = screenshotArgs('console-screenshots.mjs', 1280);

const json = caller(base);
const gql = async (query, variables, headers) => {
  const { body } = await json('POST', '/graphql', { query, variables }, headers);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A webhook receiver: the first attempt of every delivery gets a 500.
const seen = new Map();
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    seen.set(id, (seen.get(id) ?? 0) + 1);
    res.writeHead(seen.get(id) === 1 ? 500 : 200).end();
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const webhookUri = `http://127.0.0.1:${receiver.address().port}/webhooks/staffbridge`;

const { createClient: client } = await gql(
  'mutation($i: CreateClientInput!) { createClient(input: $i) { clientId clientSecret redirectUris } }',
  { i: { name: 'Acme Payroll', redirectUris: [`${base}/demo/callback`], webhookUri } },
  { 'x-admin-key': adminKey },
);

const RESOURCES = ['company', 'employee', 'employees', 'groups', 'identity', 'time-off-entries'];
const connect = (mode, employees, entity) => connectSandbox(json, client, { mode, variant: `+employees=${employees}`, entity, resources: RESOURCES });

const northwind = await connect('xhr', 40, 0);
await connect('official', 12, 1);
const leaving = await connect('xhr', 5, 2);
await json('POST', '/2023-03-01/management/disconnect', {}, leaving);
const hired = await json('POST', '/2023-03-01/xhr/employee', { first_name: 'Grace', last_name: 'Hopper', job_title: 'Rear Admiral' }, northwind);
if (hired.status !== 201) throw new Error(`employee not created: ${JSON.stringify(hired.body)}`);
await gql('mutation { runChangeCheck }', {}, { 'x-admin-key': adminKey });
// The first attempt fails at once; the retry comes about 5 s later.
for (let i = 0; ![...seen.values()].some((n) => n >= 2); i++) {
  if (i > 100) throw new Error('the webhook was not retried');
  await sleep(250);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width, height: 900 } });
const shot = async (name, fullPage = false) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  console.log(`wrote docs/screenshots/${name}.png`);
};
/** Opens a tab of the console and presses one of its buttons. */
const press = async (tab, button) => {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button }).click();
};

await page.goto(`${base}/console`);
await page.getByLabel('Client ID').fill(client.clientId);
await page.getByLabel('Client secret').fill(client.clientSecret);
await shot('console-1-sign-in');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.locator('[data-connection]').nth(2).waitFor();
await page.locator('[data-connection]').filter({ has: page.locator('[data-state="synced"]') }).last().getByText('Sync report').click();
await shot('console-2-connections');

await press('Tokens', 'Mint token');
await page.getByTestId('shown-once').waitFor();
await shot('console-3-tokens');

await page.getByRole('tab', { name: /Webhooks/ }).click();
const delivery = page.locator('[data-delivery]').first();
await delivery.waitFor();
await delivery.locator('[data-attempt]').nth(1).getByText('headers').click();
await delivery.getByText('Body sent').click();
await delivery.locator('pre').waitFor();
await shot('console-4-webhooks');

await press('Settings', 'Rotate secret');
await page.getByTestId('shown-once').waitFor();
await shot('console-5-settings');

// A failing endpoint: a test event's only attempt gets the 500.
await press(/Webhooks/, 'Send test event');
await page.locator('[data-health="failing"]').waitFor();
await page.getByRole('tab', { name: /Connections/ }).click();
await page.getByText('Webhook endpoint failing').waitFor();
await shot('console-6-failing-endpoint');

await browser.close();
receiver.close();
