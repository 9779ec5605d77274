// Accessibility and layout of every screen: no serious or critical axe-core violations, no sideways
// scrolling at 375px, and the whole flow usable with the keyboard alone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickButton,
  clickTo,
  enterMfa,
  expectAccessible,
  expectNoHorizontalOverflow,
  signInXhr,
  useWidgetStage,
  waitForStep,
  type ConnectQuery,
} from './support/widget';

const stage = useWidgetStage('Acme Payroll');

async function open(width: number, query: Partial<ConnectQuery> = {}): Promise<Page> {
  const page = await stage.browser.newPage({ viewport: { width, height: width < 500 ? 740 : 900 } });
  await page.goto(stage.connectUrl({ sandbox: 'true', ...query }));
  return page;
}

async function check(page: Page, screen: string): Promise<void> {
  await expectAccessible(page, screen);
  await expectNoHorizontalOverflow(page, screen);
}

describe.each([
  ['desktop', 1280],
  ['phone', 375],
])('every screen on %s', (_label, width) => {
  it('passes axe-core and fits the width', async () => {
    const page = await open(width, { state: 's' });
    await waitForStep(page, 'PREAMBLE');
    await check(page, 'PREAMBLE');
    await clickTo(page, 'Continue', 'SCOPES');
    await check(page, 'SCOPES');
    await clickTo(page, 'Continue', 'SELECT');
    await check(page, 'SELECT');
    await page.getByPlaceholder('Search integrations').fill('nothing-matches-this');
    await page.getByText('No matching integrations found.').waitFor();
    await check(page, 'SELECT (empty)');
    await page.getByPlaceholder('Search integrations').fill('');
    await page.getByRole('button', { name: 'Sandbox' }).click();
    await waitForStep(page, 'SIGN_IN');
    await check(page, 'SIGN_IN');
    await clickButton(page, 'Sign In');
    await page.getByText('All input fields are required.').waitFor();
    await check(page, 'SIGN_IN (required)');
    await signInXhr(page, 'sandbox_user', 'wrong');
    await page.locator('.error-note').waitFor();
    await check(page, 'SIGN_IN (error)');
    await signInXhr(page);
    await waitForStep(page, 'MFA');
    await check(page, 'MFA');
    await enterMfa(page, '999999');
    await page.locator('.error-note').waitFor();
    await check(page, 'MFA (error)');
    await enterMfa(page);
    await waitForStep(page, 'CHOOSE');
    await check(page, 'CHOOSE');
    await page.close();
  });

  it('passes on the setup error and in the spa frame', async () => {
    const failed = await open(width, { client_id: 'nope' });
    await waitForStep(failed, 'SETUP_ERROR');
    await check(failed, 'SETUP_ERROR');
    await failed.close();

    const spa = await open(width, { app_type: 'spa' });
    await waitForStep(spa, 'PREAMBLE');
    await check(spa, 'PREAMBLE (spa)');
    await spa.close();
  });
});

describe('keyboard', () => {
  it('completes the whole flow with Tab, typing and Enter', async () => {
    const page = await open(1280, { state: 'kbd' });
    await waitForStep(page, 'PREAMBLE');
    const isFocused = (name: string) => page.getByRole('button', { name, exact: true }).evaluate((el) => el === document.activeElement);
    /** Tab to each next field and type its text. */
    const tabAndType = async (...texts: string[]) => {
      for (const text of texts) {
        await page.keyboard.press('Tab');
        await page.keyboard.type(text);
      }
    };

    // Each screen focuses its heading; the next Tab reaches the screen's action (on PREAMBLE, after the
    // legal line's two links).
    for (const link of ['End User Privacy Policy', 'Terms of Service']) {
      await page.keyboard.press('Tab');
      expect(await page.getByRole('link', { name: link }).evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await page.keyboard.press('Tab');
    expect(await isFocused('Continue')).toBe(true);
    await page.keyboard.press('Enter');
    await waitForStep(page, 'SCOPES');
    await page.keyboard.press('Tab');
    expect(await isFocused('Continue')).toBe(true);
    await page.keyboard.press('Enter');

    await waitForStep(page, 'SELECT');
    await tabAndType('sand');
    await page.keyboard.press('Tab');
    expect(await isFocused('Sandbox')).toBe(true);
    await page.keyboard.press('Enter');

    await waitForStep(page, 'SIGN_IN');
    await tabAndType('sandbox_user', 'sandbox_password');
    await page.keyboard.press('Enter');

    await waitForStep(page, 'MFA');
    await tabAndType('123456');
    await page.keyboard.press('Enter');

    await waitForStep(page, 'CHOOSE');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(stage.site.redirectUri), { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('state')).toBe('kbd');
    await page.close();
  });

  it('shows a visible focus ring on keyboard focus', async () => {
    const page = await open(1280);
    await waitForStep(page, 'PREAMBLE');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.close();
  });
});
