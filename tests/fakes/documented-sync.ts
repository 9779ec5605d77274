// "A first sync survives odd records" for the providers without a published description (documented.ts): a real
// first sync (first-sync.ts) against the provider's fake answering odd records (no ids, unreadable dates, unknown
// values). The sync must complete, touch every resource the provider declares, send nothing undocumented, and
// report what was odd in the provider's field names.
import { describe, expect, it } from 'vitest';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import type { DocumentedFake } from './documented';
import { firstSyncServer, type SyncSignIn } from './first-sync';

export interface OddRecordsSyncOptions {
  provider: string;
  /** The fake, answering odd records. */
  start: () => Promise<DocumentedFake>;
  /** PROVIDER_<ID>_BASE_URL for the server, from the fake's URL. */
  baseUrl: (fakeUrl: string) => string;
  /** More server settings, from the fake's URL (an OAuth popup provider's app: popupSignIn). */
  env?: (fakeUrl: string) => Record<string, string>;
  /** The authorize request's sign-in fields, or how to get them (an OAuth popup provider's key: popupSignIn). */
  signIn: SyncSignIn;
  /** `field: message` lines the report must hold, per kind (more may be there). */
  expected: { skipped: string[]; nulled: string[] };
}

const lines = (entries: SyncReportData['skipped']['entries']) => entries.map((e) => `${e.field ?? '-'}: ${e.message}`);

export function describeOddRecordsSync(options: OddRecordsSyncOptions): void {
  describe(`${options.provider}: a first sync on odd records completes and reports them`, () => {
    const t = firstSyncServer(options);

    it('stores what it can, skips records without ids, nulls unreadable values, and says so', async () => {
      const report = await t.firstSync();
      expect(lines(report.skipped.entries)).toEqual(expect.arrayContaining(options.expected.skipped));
      expect(lines(report.nulled.entries)).toEqual(expect.arrayContaining(options.expected.nulled));
    });
  });
}
