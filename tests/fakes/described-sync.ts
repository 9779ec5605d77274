// The reusable "survives any schema-valid answer" test: a real first sync (first-sync.ts) against a fake
// answering from the provider's description alone (described.ts, generated mode), once per profile (generate.ts).
// Each run must complete, touch every resource the provider declares, break nothing in the description, and
// report what was odd in the connection's sync report.
import { afterAll, describe, it } from 'vitest';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { declarationOf } from '../../server/src/connectors/providers';
import { hasDescriptions, SKIP_REASON, startDescribedFake, type Answer, type DescribedFakeOptions } from './described';
import { firstSyncServer, type SyncSignIn } from './first-sync';
import { PROFILES, type Profile } from './generate';

export interface GeneratedSyncOptions {
  /** The provider's declaration id. */
  provider: string;
  /** The fake's base path (see startDescribedFake). */
  basePath?: string;
  /** PROVIDER_<ID>_BASE_URL for the server, from the fake's URL; default: the URL plus the base path. */
  baseUrl?: (fakeUrl: string) => string;
  /** The authorize request's sign-in fields, or how to get them (an OAuth popup provider's key: popupSignIn). */
  signIn: SyncSignIn;
  /** More server settings, from the fake's URL (an OAuth popup provider's app: popupSignIn). */
  env?: (fakeUrl: string) => Record<string, string>;
  /** Another server of the provider on the fake, outside the description (its OAuth server; see startDescribedFake). */
  beside?: DescribedFakeOptions['beside'];
  /** Answers for the calls the description lacks (generated mode answers only documented operations). */
  answers?: Record<string, Answer>;
  /** Documented operations still answered from `answers` (a token exchange; see startDescribedFake). */
  answeredInGenerated?: readonly string[];
  /** RPC-style descriptions: the description's path for a request (see startDescribedFake). */
  operationPath?: DescribedFakeOptions['operationPath'];
  /** Extra checks of one profile's report. */
  check?: (profile: Profile, report: SyncReportData) => void;
  seed?: number;
}

/** Registers the test: one `it` per profile. */
export function describeGeneratedSync(options: GeneratedSyncOptions): void {
  const title = `${options.provider}: a first sync on answers generated from ${declarationOf(options.provider)?.description?.file}`;
  const seed = options.seed ?? 13;
  describe.skipIf(!hasDescriptions)(hasDescriptions ? title : `${title} (${SKIP_REASON})`, () => {
    const t = firstSyncServer({
      ...options,
      start: () =>
        startDescribedFake({
          provider: options.provider,
          basePath: options.basePath,
          answers: options.answers,
          answeredInGenerated: options.answeredInGenerated,
          operationPath: options.operationPath,
          beside: options.beside,
          generated: { seed, profile: 'examples' },
        }),
      baseUrl: options.baseUrl ?? ((url) => `${url}${options.basePath ?? ''}`),
    });
    afterAll(() => {
      const calls = t.fake?.undocumentedCalls() ?? [];
      if (calls.length) console.info(`${options.provider}: calls the description lacks, allowed by the declaration:\n  ${calls.join('\n  ')}`);
    });

    for (const profile of PROFILES) {
      it(`completes on ${profile} answers and reports what was odd`, async () => {
        t.fake.generate({ seed, profile });
        const report = await t.firstSync();
        const line = (e: SyncReportData['skipped']['entries'][number]) => `${e.resource} ${e.field ?? '-'}: ${e.message} x${e.count}`;
        console.info(
          [
            `${options.provider} (${profile}): ${report.resources.map((r) => `${r.resource} ${r.stored}+${r.skipped}`).join(', ')}`,
            ...(['skipped', 'nulled', 'warnings'] as const).flatMap((kind) => report[kind].entries.map((e) => `  ${kind}: ${line(e)}`)),
          ].join('\n'),
        );
        options.check?.(profile, report);
      });
    }
  });
}
