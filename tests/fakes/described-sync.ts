// The reusable "survives any schema-valid answer" test: a real first sync (first-sync.ts) against a fake
// answering from the provider's description alone (described.ts, generated mode), once per profile (generate.ts).
// Each run must complete, touch every resource the provider declares, break nothing in the description, and
// report what was odd in the connection's sync report. On the examples profile (the description's own examples,
// every property filled) it must also store at least one record of every declared resource: a connector that
// skips everything fails. A resource the description's examples cannot fill is named in the test, with why.
import { afterAll, describe, expect, it } from 'vitest';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { declarationOf } from '../../server/src/connectors/providers';
import { hasDescriptions, SKIP_REASON, startDescribedFake, type Answer, type DescribedFakeOptions } from './described';
import { firstSyncServer, reportedResources, type SyncSignIn } from './first-sync';
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
  /**
   * Declared resources (as the sync report names them) that answers generated from the description's examples
   * cannot fill, each with the reason (the examples' ids refer to records no example has, the description has
   * no schema for the list, ...). Every other resource must store at least one record on the examples profile;
   * an exception that stores records after all fails too, so the list stays true.
   */
  emptyOnExamples?: Readonly<Record<string, string>>;
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
        if (profile === 'examples') expectStoredOnExamples(options.provider, report, options.emptyOnExamples ?? {});
        options.check?.(profile, report);
      });
    }
  });
}

/**
 * The examples profile stored at least one record of each declared resource but the named exceptions, and none of
 * those (an exception that no longer holds is to be removed); exceptions name declared resources only.
 */
export function expectStoredOnExamples(provider: string, report: SyncReportData, emptyOnExamples: Readonly<Record<string, string>>): void {
  const declared = reportedResources(provider);
  for (const name of Object.keys(emptyOnExamples)) expect(declared, `${provider}: the exception ${name} names no declared resource`).toContain(name);
  const stored = new Map(report.resources.map((r) => [r.resource, r.stored]));
  for (const name of declared) {
    const count = stored.get(name) ?? 0;
    const reason = emptyOnExamples[name];
    if (reason === undefined) expect(count, `${provider}: the examples profile stored no ${name} (skipped every record, or left the resource as stored)`).toBeGreaterThan(0);
    else expect(count, `${provider}: ${name} is excepted (${reason}) yet stored ${count}; remove the exception`).toBe(0);
  }
}
