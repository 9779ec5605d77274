// app_type=spa: the widget inside an iframe of the client's page. Completion, close and setup
// failures reach the parent as {name: 'auth-message', …} addressed to the redirect origin (SPEC §2, §8;
// CONTRACT §8).
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickButton,
  completeSandboxSignIn,
  goToSignIn,
  messagesOf,
  useWidgetStage,
  waitForStep,
  widgetFrame,
  type ConnectQuery,
} from './support/widget';

const stage = useWidgetStage('Embedded HR');

async function embed(query: Partial<ConnectQuery> = {}): Promise<{ page: Page; frame: Frame }> {
  const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const widget = stage.connectUrl({ sandbox: '1', app_type: 'spa', ...query });
  await page.goto(stage.site.parentUrl(widget));
  return { page, frame: await widgetFrame(page) };
}

const serverOrigin = () => new URL(stage.server.url).origin;

describe('spa completion', () => {
  it('posts the authorization code and state to the parent, from the widget origin', async () => {
    const { page, frame } = await embed({ state: 'spa-state' });
    await goToSignIn(frame);
    await completeSandboxSignIn(frame);

    await expect.poll(() => messagesOf(page), { timeout: 15_000 }).toHaveLength(1);
    const [received] = await messagesOf(page);
    expect(received!.origin).toBe(serverOrigin());
    expect(received!.data).toStrictEqual({
      name: 'auth-message',
      authorizationCode: expect.any(String),
      state: 'spa-state',
    });
    await waitForStep(frame, 'DONE');
    // The widget stayed in its frame: no navigation of the parent.
    expect(page.url()).toContain('/parent');
    await page.close();
  });
});

describe('closing', () => {
  it('reports closed=true on a backdrop click; clicks inside the panel do nothing', async () => {
    const { page, frame } = await embed();
    await waitForStep(frame, 'PREAMBLE');
    await frame.locator('.panel').click({ position: { x: 30, y: 30 } });
    await frame.locator('.points').click();
    await page.waitForTimeout(200);
    expect(await messagesOf(page)).toEqual([]);

    await frame.locator('[data-testid="backdrop"]').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => messagesOf(page)).toEqual([{ origin: serverOrigin(), data: { name: 'auth-message', closed: true } }]);
    await page.close();
  });

  it('has a close icon (and Escape) that report closed=true', async () => {
    const { page, frame } = await embed();
    await waitForStep(frame, 'PREAMBLE');
    await clickButton(frame, 'Close');
    await expect.poll(() => messagesOf(page)).toEqual([{ origin: serverOrigin(), data: { name: 'auth-message', closed: true } }]);
    await frame.locator('h1').press('Escape');
    await expect.poll(() => messagesOf(page)).toHaveLength(2);
    await page.close();
  });

  it('shows no close icon in ssr', async () => {
    const page = await stage.browser.newPage();
    await page.goto(stage.connectUrl());
    await waitForStep(page, 'PREAMBLE');
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.close();
  });
});

describe('spa setup failure', () => {
  it('passes the validate error to the parent as {error}', async () => {
    // A registered origin (so the page may frame the widget) but an unregistered redirect path.
    const { page, frame } = await embed({ redirect_uri: `${stage.site.origin}/not-registered` });
    await waitForStep(frame, 'SETUP_ERROR');
    await expect.poll(() => messagesOf(page)).toHaveLength(1);
    const [received] = await messagesOf(page);
    expect(received!.origin).toBe(serverOrigin());
    const data = received!.data as { name: string; error: string };
    expect(data.name).toBe('auth-message');
    expect(data.error).toMatch(/\. invalid client_id or redirect_uri\?$/);
    expect(await frame.locator('.setup-error__message').innerText()).toBe(data.error);
    await page.close();
  });
});
