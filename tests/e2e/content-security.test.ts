// The Content-Security-Policy of the pages, in a real browser: the widget and GraphiQL work under
// their policies without a single violation, and only a client's registered origins may frame the
// widget (CONTRACT §8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runGraphiqlExample, useWidgetStage, waitForStep, walkSandboxFlow } from './support/widget';

const stage = useWidgetStage('Framed');

/** A page that records every CSP violation of every frame (the listener is installed by DevTools, not by a script tag). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]>; console: string[] }> {
  const page = await stage.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) messages.push(m.text());
  });
  const violations = async () => {
    const all: string[] = [];
    for (const frame of page.frames()) all.push(...(await frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])));
    return all;
  };
  return { page, violations, console: messages };
}

describe('content security policy', () => {
  it('the widget walks every screen without a violation', async () => {
    const { page, violations, console } = await watchedPage();
    await page.goto(stage.connectUrl({ sandbox: 'true' }));
    await walkSandboxFlow(page, stage.site.redirectUri);
    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
    await page.close();
  });

  it("a registered redirect origin may frame the widget; any other origin may not", async () => {
    const widget = (clientId: string) => stage.connectUrl({ client_id: clientId, sandbox: '1', app_type: 'spa' });

    const allowed = await watchedPage();
    await allowed.page.goto(stage.site.parentUrl(widget(stage.client.clientId)));
    const frame = await (await allowed.page.waitForSelector('iframe#connect')).contentFrame();
    await waitForStep(frame!, 'PREAMBLE');
    expect(await allowed.violations()).toEqual([]);
    await allowed.page.close();

    const stranger = await stage.server.createClient({ name: 'Elsewhere', redirectUris: ['https://elsewhere.example.com/cb'] });
    for (const clientId of [stranger.clientId, 'no-such-client']) {
      const refused = await watchedPage();
      await refused.page.goto(stage.site.parentUrl(widget(clientId)));
      await refused.page.waitForSelector('iframe#connect');
      await expect.poll(() => refused.console.join('\n'), { timeout: 10_000 }).toMatch(/frame-ancestors/);
      const child = refused.page.frames().find((f) => f !== refused.page.mainFrame());
      expect(await child?.locator('[data-step]').count().catch(() => 0)).toBe(0);
      await refused.page.close();
    }
  });

  it('GraphiQL renders and runs a query without a violation', async () => {
    const { page, violations, console } = await watchedPage();
    await page.goto(`${stage.server.url}/graphql`);
    await runGraphiqlExample(page);
    // Open the documentation explorer too: it renders from the introspected schema.
    await page.locator('[aria-label="Show Documentation Explorer"]').click().catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect(console).toEqual([]);
    await page.close();
  });
});
