// Property-based bad input (fast-check): hostile values, a small pool that keeps 16 requests in
// flight, and a fingerprint of the store (rows of every table, plus the content of the tables a
// rejected write could touch in place) to prove that a rejected request changed nothing.
import fc from 'fast-check';
import { expect, it } from 'vitest';

/** Values that have broken servers before: types, sizes, encodings, injections, prototypes. */
const NOTORIOUS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1e308,
  -1e308,
  42.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "'; DROP TABLE client; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\u0000',
  '\u202e\u0645',
  '\ud800',
  '😀'.repeat(500),
  'a'.repeat(70_000),
  'ß'.repeat(20_000),
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '2023-02-30',
  '9999-99-99',
  '0000-00-00',
  '2024-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'xhr',
  'official',
  'sandbox',
  'SIGN_IN',
  'MFA',
  'CHOSEN',
  'authorization_code',
  'https://evil.example/callback',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data',
  'file:///etc/passwd',
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  [],
  {},
  [null],
];

/**
 * A value nested deeper than a recursive parser's or serializer's stack: kept as a description and written
 * out by toJsonText (JSON.stringify recurses too, and overflows in the test before the server sees it).
 */
export class DeepValue {
  constructor(
    readonly depth: number,
    readonly asArray: boolean,
  ) {}

  toText(): string {
    return this.asArray ? `${'['.repeat(this.depth)}"deep"${']'.repeat(this.depth)}` : `${'{"a":'.repeat(this.depth)}"deep"${'}'.repeat(this.depth)}`;
  }
}

/** Past the doors' limit (64 levels) up to FUZZ_MAX_DEPTH (the review sent 5,000). */
export const deepValue: fc.Arbitrary<DeepValue> = fc
  .tuple(fc.integer({ min: 65, max: Number(process.env.FUZZ_MAX_DEPTH ?? 10_000) }), fc.boolean())
  .map(([depth, asArray]) => new DeepValue(depth, asArray));

/** JSON text of `value`, DeepValues written out in place. */
export function toJsonText(value: unknown): string {
  const deep: DeepValue[] = [];
  const text = JSON.stringify(value, (_key, v) => (v instanceof DeepValue ? `\u0001deep:${deep.push(v) - 1}` : v));
  return deep.length === 0 ? text : text.replace(/"\\u0001deep:(\d+)"/g, (_m, i: string) => deep[Number(i)].toText());
}

/** A deeply nested array or object (parsers and recursive validators). */
const nested = fc.tuple(fc.integer({ min: 20, max: 2_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
});

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NOTORIOUS.filter((v): v is string => typeof v === 'string')) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
);

/** Any JSON-ish value, of any type, small or hostile. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NOTORIOUS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 6 }) },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: deepValue },
);

/** An object with some of `known` fields set to hostile values, and sometimes extra fields. */
export function hostileObject(known: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = known.length ? fc.dictionary(fc.constantFrom(...known), hostileValue, { maxKeys: known.length }) : fc.constant({});
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { name: 'x' } }) },
  );
  return fc.tuple(fields, extras).map(([a, b]) => ({ ...a, ...b }));
}

/** Text that is not JSON, or is JSON cut short. */
export const badJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '[', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\x"}', '1e999999'),
  fc.string({ maxLength: 60 }),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
);

// ---------- the mutations that once answered 5xx (issue 15 item 6) ----------

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** Text holding one lone UTF-16 surrogate somewhere (the parts around it are well-formed, so it stays lone). */
export const loneSurrogateText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...LONE_SURROGATES), fc.string({ maxLength: 20 }))
  .map(([before, lone, after]) => `${before.toWellFormed()}${lone}${after.toWellFormed()}`);

/** Path segments that are not percent-encoded UTF-8: malformed, truncated, overlong, an encoded surrogate. */
export const UNDECODABLE_SEGMENTS = ['%ff', '%', '%E0%A4%A', '%ED%A0%80', '%c0%af', 'a%zz', '%%', '%e2%82'];

/** HTTP Basic credentials holding a NUL byte, raw or form-encoded, in either half. */
export function basicWithNul(clientId: string, secret: string): fc.Arbitrary<Record<string, string>> {
  return fc
    .constantFrom(`${clientId}\u0000:${secret}`, `${clientId}:${secret}\u0000`, `\u0000:\u0000`, `${clientId}%00:${secret}`, `${clientId}:%00`, `\u0000${clientId}:${secret}`)
    .map((pair) => ({ authorization: `Basic ${Buffer.from(pair).toString('base64')}` }));
}

/** A value for one field that the doors must refuse whatever the field: lone surrogates and nesting past the limit. */
export const unfitValue: fc.Arbitrary<unknown> = fc.oneof(
  loneSurrogateText,
  fc.array(loneSurrogateText, { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), loneSurrogateText, { minKeys: 1, maxKeys: 2 }),
  loneSurrogateText.map((key) => ({ [key]: 'value' })),
  deepValue,
  deepValue.map((deep) => ({ k: deep })),
);

/** How many mutated requests each door sends (FUZZ_MUTATIONS), split over its operations; both doors: twice this. */
export const FUZZ_MUTATIONS = Number(process.env.FUZZ_MUTATIONS ?? 3000);

// ---------- running many requests ----------

/**
 * Hostile requests per operation or mutation (FUZZ_RUNS). 250 by default keeps the two fuzz files a few minutes
 * of the suite on each store; the seed changes every run, so runs add up, and FUZZ_RUNS=1000 (or more) digs deeper.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 250);
export const FUZZ_CONCURRENCY = 16;
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

export function samples<T>(arbitrary: fc.Arbitrary<T>, salt: number, runs = FUZZ_RUNS): T[] {
  return fc.sample(arbitrary, { numRuns: runs, seed: (FUZZ_SEED + salt) | 0 });
}

export interface Outcome {
  /** HTTP status of the answer. */
  status: number;
  /** The request was refused (nothing may have changed). */
  rejected: boolean;
  text: string;
}

/** Stack frames, file paths of the server, or a stack field: none may ever reach a client. */
export function leaksInternals(text: string): string | null {
  const patterns = [/\bat [\w$.<>]+ \(?[^\s()]+:\d+:\d+\)?/, /"stack(trace)?"\s*:/i, /node_modules\//, /dist\/server\//, /\/work\/|\/home\/|\/usr\/src\//];
  for (const p of patterns) if (p.test(text)) return String(p);
  return null;
}

/** The tables whose full content a fuzz run watches: what a refused request could have changed. */
const WATCHED_TABLES = ['client', 'connection', 'access_token', 'connect_session', 'authorization_code', 'sandbox_employee', 'hr_employee'];

/** Every table of the store: row counts, and the full content of `watched` tables (updates in place). */
export async function storeFingerprint(dataSource: { query(sql: string): Promise<any[]> }, watched: readonly string[]): Promise<Record<string, string>> {
  const [row] = await dataSource.query(`SELECT ${await fingerprintSql(dataSource, watched)} AS f`);
  return typeof row.f === 'string' ? JSON.parse(row.f) : row.f;
}

async function fingerprintSql(dataSource: { query(sql: string): Promise<any[]> }, watched: readonly string[]): Promise<string> {
  const tables: Array<{ table_name: string }> = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables.map(({ table_name: t }) =>
    watched.includes(t)
      ? `'${t}', (SELECT count(*) || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') FROM "${t}" x)`
      : `'${t}', (SELECT count(*)::text FROM "${t}")`,
  );
  return `json_build_object(${parts.join(', ')})`;
}

/**
 * storeFingerprint, taken again only when a transaction that wrote has ended since the last one. Reading
 * `pg_current_snapshot()` costs nothing; it stays the same until a transaction with a write commits or
 * aborts (its xmax is one past the last one ended), so an unchanged snapshot means the committed content is
 * the one last fingerprinted, read in the same statement. On Postgres other schemas' tests move it all the
 * time and every call fingerprints; on PGlite, a group of rejected requests that wrote nothing costs one read
 * instead of a count of every table (the fingerprints were ~13% of a fuzz file's CPU).
 */
function lazyFingerprint(dataSource: { query(sql: string): Promise<any[]> }, watched: readonly string[]): () => Promise<Record<string, string>> {
  let last: { snapshot: string; fingerprint: Record<string, string> } | undefined;
  return async () => {
    if (last) {
      const [{ snapshot }] = await dataSource.query('SELECT pg_current_snapshot()::text AS snapshot');
      if (snapshot === last.snapshot) return last.fingerprint;
    }
    const [row] = await dataSource.query(`SELECT pg_current_snapshot()::text AS snapshot, ${await fingerprintSql(dataSource, watched)} AS f`);
    last = { snapshot: row.snapshot, fingerprint: typeof row.f === 'string' ? JSON.parse(row.f) : row.f };
    return last.fingerprint;
  };
}

export interface FuzzFailure<T> {
  problem: string;
  case: T;
  outcome?: Outcome;
}

/**
 * Sends every case, 16 at a time. After each group, when every answer in it was a rejection, the
 * store must be exactly as before. With `mustReject`, every answer must be a 4xx rejection. Returns the problems found (empty when all is well) and how
 * often each status came back.
 */
export async function fuzzCases<T>(
  cases: readonly T[],
  send: (c: T) => Promise<Outcome>,
  fingerprint: () => Promise<Record<string, string>>,
  options: { mustReject?: boolean } = {},
): Promise<{ failures: Array<FuzzFailure<T>>; statuses: Record<number, number> }> {
  const failures: Array<FuzzFailure<T>> = [];
  const statuses: Record<number, number> = {};
  let before = await fingerprint();
  for (let i = 0; i < cases.length && failures.length < 5; i += FUZZ_CONCURRENCY) {
    const group = cases.slice(i, i + FUZZ_CONCURRENCY);
    const outcomes = await Promise.all(
      group.map(async (c) => {
        try {
          return await send(c);
        } catch (error) {
          failures.push({ problem: `request failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 2_000), case: c });
          return { status: 0, rejected: false, text: '' };
        }
      }),
    );
    outcomes.forEach((outcome, k) => {
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      if (outcome.status >= 500) failures.push({ problem: `answered ${outcome.status}`, case: group[k], outcome });
      else if (options.mustReject && outcome.status !== 0 && (outcome.status < 400 || !outcome.rejected)) failures.push({ problem: `accepted what it must refuse (${outcome.status})`, case: group[k], outcome });
      const leak = leaksInternals(outcome.text);
      if (leak) failures.push({ problem: `leaks internals (${leak})`, case: group[k], outcome });
    });
    const after = await fingerprint();
    if (outcomes.every((o) => o.rejected)) {
      const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
      if (changed.length) failures.push({ problem: `rejected requests changed the store: ${changed.join(', ')}`, case: group as unknown as T });
    }
    before = after;
  }
  return { failures, statuses };
}

/** A readable report of the first failures (values cut short). */
export function report<T>(failures: Array<FuzzFailure<T>>): string {
  const cut = (v: unknown) => {
    const text = JSON.stringify(v, (_k, x) => (typeof x === 'string' && x.length > 120 ? `${x.slice(0, 120)}…(${x.length})` : x));
    return text && text.length > 1_500 ? `${text.slice(0, 1_500)}…` : text;
  };
  return `FUZZ_SEED=${FUZZ_SEED}\n${failures
    .map((f) => `- ${f.problem}\n  case: ${cut(f.case)}\n  answer: ${f.outcome ? `${f.outcome.status} ${f.outcome.text.slice(0, 300)}` : '-'}`)
    .join('\n')}`;
}

/** The requests the review's mutations sent through one door, and how many of them were answered 5xx. */
export class MutationTally {
  requests = 0;
  fiveHundreds = 0;

  /** Adds one fuzzCases run's statuses. */
  add(statuses: Record<number, number>): void {
    for (const [status, n] of Object.entries(statuses)) {
      this.requests += n;
      if (Number(status) >= 500) this.fiveHundreds += n;
    }
  }

  /** At least FUZZ_MUTATIONS requests went through `door`, and none was answered 5xx. */
  expectEnoughNone5xx(door: string): void {
    console.info(`${door} mutations: ${this.requests} requests, ${this.fiveHundreds} answered 5xx`);
    expect(this.requests).toBeGreaterThanOrEqual(FUZZ_MUTATIONS);
    expect(this.fiveHundreds).toBe(0);
  }
}

/**
 * Runs the cases through `send` against a store whose WATCHED_TABLES a rejected request must leave unchanged, and fails
 * the test on any failure (fuzzCases); how often each status came back.
 */
export async function expectCasesPass<T>(
  dataSource: { query(sql: string): Promise<any[]> },
  cases: readonly T[],
  send: (c: T) => Promise<Outcome>,
  options: { mustReject?: boolean } = {},
): Promise<Record<number, number>> {
  const { failures, statuses } = await fuzzCases(cases, send, lazyFingerprint(dataSource, WATCHED_TABLES), options);
  expect(failures, report(failures)).toEqual([]);
  return statuses;
}

/** One door's fuzz targets (REST operations, GraphQL mutations), and how to build and send requests to one. */
export interface FuzzDoor<T, C> {
  targets: readonly T[];
  /** Keys of the targets that run after all others, in this order (their successes change what the others meet). */
  last: readonly string[];
  key(target: T): string;
  /** Hostile requests (any shape). */
  hostile(target: T): fc.Arbitrary<C>;
  /** The review's mutations of a valid request (issue 15 item 6). */
  mutated(target: T): fc.Arbitrary<C>;
  send(target: T, c: C): Promise<Outcome>;
  dataSource(): { query(sql: string): Promise<any[]> };
}

/** The targets in their own order, but those named in `last` at the end, in that order. */
function inOrder<T, C>(door: FuzzDoor<T, C>): T[] {
  return [...door.targets].sort((a, b) => door.last.indexOf(door.key(a)) - door.last.indexOf(door.key(b)));
}

/** One test a target, named by `title`: FUZZ_RUNS hostile requests (sampled from `seed` + the target's index), none failing. */
export function itSurvivesHostileRequests<T, C>(door: FuzzDoor<T, C>, seed: number, title: (target: T) => string = door.key): void {
  inOrder(door).forEach((target, index) => {
    it(title(target), async () => {
      const cases = samples(door.hostile(target), seed + index);
      const statuses = await expectCasesPass(door.dataSource(), cases, (c) => door.send(target, c));
      console.info(`${door.key(target)}: ${cases.length} cases, statuses ${JSON.stringify(statuses)}`);
    }, 300_000);
  });
}

/**
 * Issue 15 item 6, the mutations that answered 5xx in the security review: one test a target, `perTarget` of them each
 * (sampled from `seed` + the target's index), every one refused and the store unchanged; their statuses go to `tally`.
 */
export function itRefusesMutations<T, C>(door: FuzzDoor<T, C>, perTarget: number, seed: number, tally: MutationTally): void {
  inOrder(door).forEach((target, index) => {
    it(`${door.key(target)} refuses every one, and the store does not change`, async () => {
      const cases = samples(door.mutated(target), seed + index, perTarget);
      tally.add(await expectCasesPass(door.dataSource(), cases, (c) => door.send(target, c), { mustReject: true }));
    }, 300_000);
  });
}
