// How the widget looks (issue 16, item 7), in Debian's chromium against the real server: brand marks from
// Simple Icons beside monograms on one tile, looked up by lower-case provider name (SPEC §2); one card height
// on every screen; our accent on primary buttons with the provider colour as the Sign In button's band; the
// legal line's two documents as links, served by us or by the operator.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server';
import {
  OFFICIAL_SCOPES,
  clickButton,
  enterMfa,
  goToSignIn,
  signInXhr,
  useWidgetStage,
  waitForStep,
  type ConnectQuery,
} from './support/widget';

const LEGAL_LINE =
  'By selecting Continue and/or using the Service, you and/or End Customer acknowledges and agrees to the End User Privacy Policy and Terms of Service.';
const OUR_ACCENT = 'rgb(67, 56, 202)'; // --brand, #4338ca
const HIBOB_COLOR = 'rgb(214, 36, 90)'; // HiBob's catalogue colour, #D6245A
const SANDBOX_COLOR = 'rgb(75, 85, 99)'; // the sandbox's, #4B5563

const simpleIcon = (slug: string) =>
  /<path d="([^"]+)"/.exec(readFileSync(createRequire(__filename).resolve(`simple-icons/icons/${slug}.svg`), 'utf8'))![1];

const stage = useWidgetStage('Acme Payroll');

async function open(query: Partial<ConnectQuery>): Promise<Page> {
  const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(stage.connectUrl(query));
  return page;
}

/** The logo of one provider of the SELECT list, once loaded: its source, natural and rendered size. */
async function logoOf(page: Page, providerName: string) {
  const img = page.getByRole('button', { name: providerName }).locator('img.provider-logo');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(64);
  const box = (await img.boundingBox())!;
  const src = await img.evaluate((el: HTMLImageElement) => el.src);
  return { src: new URL(src).pathname, width: box.width, height: box.height, svg: await (await fetch(src)).text() };
}

const background = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('connect widget look', () => {
  it('shows a brand mark where Simple Icons has the brand and a monogram otherwise, on the same tile', async () => {
    const page = await open({ mode: 'official', scope: OFFICIAL_SCOPES });
    await waitForStep(page, 'PREAMBLE');
    await clickButton(page, 'Continue');
    await waitForStep(page, 'SCOPES');
    await clickButton(page, 'Continue');
    await waitForStep(page, 'SELECT');

    const [hibob, humaans, xero] = [await logoOf(page, 'HiBob'), await logoOf(page, 'Humaans'), await logoOf(page, 'Xero UK')];
    // Looked up by lower-case provider name (SPEC §2), spaces and all.
    expect([hibob.src, humaans.src, xero.src]).toEqual(['/logos/hibob.svg', '/logos/humaans.svg', '/logos/xero%20uk.svg']);
    const tile = (color: string) => `<rect width="64" height="64" rx="14" fill="${color}"/>`;
    expect(hibob.svg).toContain(tile('#D6245A'));
    expect(hibob.svg).toContain(`d="${simpleIcon('hibob')}"`);
    expect(hibob.svg).not.toContain('<text');
    expect(xero.svg).toContain(`d="${simpleIcon('xero')}"`);
    expect(humaans.svg).toContain(tile('#1B1F3B'));
    expect(humaans.svg).toMatch(/<text [^>]*>H<\/text>/);
    expect(humaans.svg).not.toContain('<path');
    expect({ width: hibob.width, height: hibob.height }).toEqual({ width: humaans.width, height: humaans.height });

    // The sign-in screen shows the mark large.
    await page.getByRole('button', { name: 'HiBob' }).click();
    await waitForStep(page, 'SIGN_IN');
    const large = page.locator('[data-step="SIGN_IN"] img.provider-logo');
    await expect.poll(() => large.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(64);
    expect(new URL(await large.evaluate((el: HTMLImageElement) => el.src)).pathname).toBe('/logos/hibob.svg');
    await page.context().close();
  });

  it('keeps one card height and place on every screen', async () => {
    const page = await open({ sandbox: 'true' });
    const cards: Array<{ step: string; top: number; height: number }> = [];
    const measure = async (step: string) => {
      await waitForStep(page, step);
      const box = (await page.locator('.panel').boundingBox())!;
      cards.push({ step, top: box.y, height: box.height });
    };
    await measure('PREAMBLE');
    await clickButton(page, 'Continue');
    await measure('SCOPES');
    await clickButton(page, 'Continue');
    await measure('SELECT');
    await page.getByRole('button', { name: 'Sandbox' }).click();
    await measure('SIGN_IN');
    await signInXhr(page);
    await measure('MFA');
    await enterMfa(page);
    await measure('CHOOSE');
    expect(cards.map((c) => ({ ...c, top: cards[0].top, height: cards[0].height }))).toEqual(cards);
    await page.context().close();
  });

  it('fills primary buttons with our accent; the Sign In button carries the provider colour as its band', async () => {
    const page = await open({ mode: 'official', scope: OFFICIAL_SCOPES, provider: 'hibob' });
    await waitForStep(page, 'PREAMBLE');
    expect(await background(page, 'Continue')).toBe(OUR_ACCENT);
    await goToSignIn(page);
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    expect(await signIn.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderLeftColor])).toEqual([OUR_ACCENT, HIBOB_COLOR]);
    await page.context().close();

    // The sandbox's grey is a band too, never the fill that made the button look disabled; MFA's Continue is ours.
    const sandbox = await open({ sandbox: 'true', provider: 'sandbox' });
    await goToSignIn(sandbox);
    expect(await sandbox.getByRole('button', { name: 'Sign In', exact: true }).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderLeftColor])).toEqual([
      OUR_ACCENT,
      SANDBOX_COLOR,
    ]);
    await signInXhr(sandbox);
    await waitForStep(sandbox, 'MFA');
    expect(await background(sandbox, 'Continue')).toBe(OUR_ACCENT);
    await sandbox.context().close();
  });

  it('links the legal line, word for word, to the privacy policy and the terms of service', async () => {
    const page = await open({ sandbox: 'true' });
    await waitForStep(page, 'PREAMBLE');
    const line = page.locator('.fine-print', { hasText: 'By selecting Continue' });
    expect(await line.textContent()).toBe(LEGAL_LINE);
    const links = await line.getByRole('link').evaluateAll((as: HTMLAnchorElement[]) => as.map((a) => [a.textContent, new URL(a.href).pathname, a.target]));
    expect(links).toEqual([
      ['End User Privacy Policy', '/legal/privacy', '_blank'],
      ['Terms of Service', '/legal/terms', '_blank'],
    ]);
    const [policy] = await Promise.all([page.waitForEvent('popup'), line.getByRole('link', { name: 'End User Privacy Policy' }).click()]);
    await policy.waitForLoadState();
    expect(await policy.locator('h1').innerText()).toBe('End User Privacy Policy');
    expect(await policy.locator('main').innerText()).toContain('Your data is not sold.');
    const terms = await fetch(`${stage.server.url}/legal/terms`);
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain('<h1>Terms of Service</h1>');
    await page.context().close();
  });

  it("sends the legal links to the operator's own pages when they are configured", async () => {
    const operator = await startServer({ env: { PRIVACY_POLICY_URL: 'https://hr.example.com/privacy', TERMS_OF_SERVICE_URL: 'https://hr.example.com/terms' } });
    try {
      for (const [path, location] of [
        ['/legal/privacy', 'https://hr.example.com/privacy'],
        ['/legal/terms', 'https://hr.example.com/terms'],
      ]) {
        const res = await fetch(`${operator.url}${path}`, { redirect: 'manual' });
        expect([res.status, res.headers.get('location')]).toEqual([302, location]);
      }
    } finally {
      await operator.close();
    }
  });
});
