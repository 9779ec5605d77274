// "A first sync survives odd records" for the providers without a published description (documented.ts):
// a real server, a connection made through the real authorize and token doors, and the first sync run by the
// real job against the provider's fake answering odd records (no ids, unreadable dates, unknown values). The
// sync must complete, touch every resource the provider declares, send nothing undocumented, and report what
// was odd in the provider's field names (read back through GET /management/introspect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEnvKey } from '../../server/src/config';
import { declarationOf } from '../../server/src/connectors/providers';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { startServer, type CreatedClient, type TestServer } from '../helpers/server';
import { connectAndSync } from './described-sync';
import type { DocumentedFake } from './documented';

export interface OddRecordsSyncOptions {
  provider: string;
  /** The fake, answering odd records. */
  start: () => Promise<DocumentedFake>;
  /** The server's settings for this fake: PROVIDER_<ID>_BASE_URL and, for popup providers, the OAuth app. */
  env: (fakeUrl: string) => Record<string, string>;
  /** The authorize request's sign-in fields; popup providers get their key through the popup first. */
  signIn: (server: TestServer, client: CreatedClient) => Promise<Record<string, string>>;
  /** `field: message` lines the report must hold, per kind (more may be there). */
  expected: { skipped: string[]; nulled: string[] };
}

/** What a declared resource is called in the sync report. */
const REPORTED: Record<string, string[]> = { payruns: ['payruns', 'payslips'], employee: [] };

const lines = (entries: SyncReportData['skipped']['entries']) => entries.map((e) => `${e.field ?? '-'}: ${e.message}`);

export function describeOddRecordsSync(options: OddRecordsSyncOptions): void {
  describe(`${options.provider}: a first sync on odd records completes and reports them`, () => {
    let fake: DocumentedFake;
    let server: TestServer;
    let client: CreatedClient;

    beforeAll(async () => {
      fake = await options.start();
      server = await startServer({ env: options.env(fake.url) });
      client = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });

    it('stores what it can, skips records without ids, nulls unreadable values, and says so', async () => {
      const report = await connectAndSync(server, client, options.provider, await options.signIn(server, client));
      fake.assertClean();
      expect(report.outcome, JSON.stringify(report)).toBe('completed');
      const touched = [...report.resources.map((r) => r.resource), ...report.warnings.entries.map((w) => w.resource)];
      for (const resource of declarationOf(options.provider)!.connector!.resources) {
        for (const name of REPORTED[resource] ?? [resource]) expect(touched, `${resource} was not synced`).toContain(name);
      }
      expect(lines(report.skipped.entries)).toEqual(expect.arrayContaining(options.expected.skipped));
      expect(lines(report.nulled.entries)).toEqual(expect.arrayContaining(options.expected.nulled));
    });
  });
}

/** PROVIDER_<ID>_BASE_URL for a provider's fake. */
export const baseUrlEnv = (provider: string, url: string): Record<string, string> => ({
  [`PROVIDER_${providerEnvKey(provider)}_BASE_URL`]: url,
});

/**
 * The key an OAuth popup provider's callback page shows, got as the widget's popup would through the real
 * server: our start route -> the fake's authorize page (approves at once) -> our callback. The server must run
 * with PUBLIC_URL = `publicUrl` (its callback address, mapped here onto the server's real one).
 */
export async function popupKey(server: TestServer, client: CreatedClient, slug: string, publicUrl: string): Promise<string> {
  const state = Buffer.from(JSON.stringify({ clientId: client.clientId, redirectUri: client.redirectUris[0], sessionKey: 'popup' })).toString('base64');
  const browse = (url: string, cookie?: string) =>
    fetch(url.replace(publicUrl, server.url), { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const start = await browse(`${server.url}/oauth/${slug}/start?state=${encodeURIComponent(state)}`);
  expect(start.status, await start.clone().text()).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const approved = await browse(start.headers.get('location')!);
  expect(approved.status).toBe(302);
  const page = await browse(approved.headers.get('location')!, cookie);
  expect(page.status).toBe(200);
  const key = /data-key="([^"]+)"/.exec(await page.text())?.[1];
  if (!key) throw new Error(`${slug}: the callback page shows no key`);
  return key;
}
