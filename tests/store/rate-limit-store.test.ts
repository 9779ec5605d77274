// The limiter's counters in the store (issue 18): a decision is one compare-and-swap statement, and counts stay
// exact when several instances decide on the same counters. Two RateLimitServices over one store stand for two
// instances of a fleet: each remembers the counters as it last saw them, so each one's view goes stale whenever
// the other writes (tests/fleet runs the same with two processes on Postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, storeKind, startServer, type TestServer } from '../helpers/server';

const { RateLimitService } = dist('modules/rate-limit/rate-limit.service');
const { counterSql, RateLimitStore } = dist('modules/rate-limit/rate-limit.store');
const { endpointForOperation } = dist('modules/rate-limit/endpoints');
const { createLogger } = dist('core/logger');

let server: TestServer;
let nextAddress = 1;
const caller = () => {
  const ip = `192.0.2.${nextAddress++}`;
  return { ip, clientId: async () => null };
};
const providers = endpointForOperation('listProviders');

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/**
 * An instance's limiter over the store's own statements; `statements` counts what it sends outside transactions.
 * `rival`, when given, runs before each of those swaps and before each transaction: another instance that always
 * gets there first.
 */
function instance(rival?: () => Promise<unknown>) {
  const sql = counterSql(server.store);
  const counted = { statements: 0 };
  const store = new RateLimitStore({
    query: async (text: string, params?: unknown[]) => {
      counted.statements += 1;
      if (rival && text.includes('rate_limit_swap')) await rival();
      return sql.query(text, params);
    },
    transaction: async (work: any) => {
      if (rival) await rival();
      return sql.transaction(work);
    },
  });
  return Object.assign(counted, { limiter: new RateLimitService(true, store, createLogger('silent')) });
}

const allowed = (decisions: Array<{ allowed: boolean }>) => decisions.filter((d) => d.allowed).length;

describe(`rate-limit counters (${storeKind()})`, () => {
  it('sends one statement per decision once it knows the counters', async () => {
    const a = instance();
    const who = caller();
    await a.limiter.check(providers, who);
    const before = a.statements;
    for (let i = 0; i < 10; i += 1) await a.limiter.check(providers, who);
    expect(a.statements - before).toBe(10);
  });

  it('decides the calls that come before the event loop turns in one statement', async () => {
    const a = instance();
    // Fifteen calls from an immediate callback queued before the first call: requests read in the same turn.
    const later = new Promise<Array<{ allowed: boolean }>>((resolve) =>
      setImmediate(() => resolve(Promise.all(Array.from({ length: 15 }, () => a.limiter.check(providers, caller()))))),
    );
    const first = await a.limiter.check(providers, caller());
    expect([first, ...(await later)].every((d) => d.allowed)).toBe(true);
    expect(a.statements).toBe(1);
  });

  it('lets exactly 15 of 60 concurrent calls through, spread over two instances', async () => {
    const [a, b] = [instance(), instance()];
    const who = caller();
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? b : a).limiter.check(providers, who)));
    expect(allowed(decisions)).toBe(15);
  });

  it('decides again on what another instance wrote: a stale view never lets an extra call through', async () => {
    const [a, b] = [instance(), instance()];
    const who = caller();
    for (let i = 0; i < 5; i += 1) await b.limiter.check(providers, who);
    const first = [];
    for (let i = 0; i < 10; i += 1) first.push(await a.limiter.check(providers, who));
    expect(allowed(first)).toBe(10);
    // b last saw 5 calls; the store holds 15.
    const late = await b.limiter.check(providers, who);
    expect(late.allowed).toBe(false);
    expect(late.states.find((s: any) => s.policy.name === 'ip-minute')).toMatchObject({ remaining: 0 });
  });

  it('after four lost races decides in a transaction, where the counters stay locked: the count stays exact', async () => {
    const who = caller();
    const rival = instance();
    const rivalDecisions: Array<{ allowed: boolean }> = [];
    const loser = instance(async () => rivalDecisions.push(await rival.limiter.check(providers, who)));
    const decision = await loser.limiter.check(providers, who);
    // Four swaps lost outside, then one lost inside the transaction (which locked the counters) and one won.
    expect(loser.statements).toBe(4);
    expect(allowed(rivalDecisions)).toBe(5);
    expect(decision.allowed).toBe(true);
    expect(decision.states.find((s: any) => s.policy.name === 'ip-minute')).toMatchObject({ remaining: 15 - 6 });
    const [row] = await server.store.dataSource.query('SELECT jsonb_array_length(hits) AS n FROM rate_limit_counter WHERE context_identity = $1', [`ip-minute|ip:${who.ip}`]);
    expect(row.n).toBe(6);
  });
});

describe(`rate-limit swap statement (${storeKind()})`, () => {
  // What one swap does to the table, counted inside its transaction: a won swap is one row operation per counter
  // (the first version created, locked and then updated each one: two row versions for a new counter).
  async function rowOperations(calls: unknown[]) {
    // The counts also hold this session's earlier transactions not yet reported: take them before and after.
    const counts = async (manager: any) =>
      (await manager.query(
        `SELECT pg_stat_get_xact_tuples_inserted(c.oid)::int AS inserted, pg_stat_get_xact_tuples_updated(c.oid)::int AS updated
           FROM pg_class c WHERE c.oid = 'rate_limit_counter'::regclass`,
      ))[0];
    return server.store.dataSource.transaction(async (manager: any) => {
      const before = await counts(manager);
      const [{ current }] = await manager.query('SELECT rate_limit_swap($1::jsonb) AS current', [JSON.stringify(calls)]);
      const after = await counts(manager);
      return { current, inserted: after.inserted - before.inserted, updated: after.updated - before.updated };
    });
  }

  it('writes a new counter with one insert and a known one with one update', async () => {
    const c = `ip-minute|ip:${caller().ip}`;
    const f = 'listProviders';
    expect(await rowOperations([{ c, f, expect: [], hits: [1], expires_at: 60_001 }])).toStrictEqual({ current: null, inserted: 1, updated: 0 });
    expect(await rowOperations([{ c, f, expect: [1], hits: [1, 2], expires_at: 60_002 }])).toStrictEqual({ current: null, inserted: 0, updated: 1 });
  });

  it('writes nothing when one counter of the call changed, and returns every counter as it is', async () => {
    const [a, b] = [`ip-minute|ip:${caller().ip}`, `ip-5-minutes|ip:${caller().ip}`];
    const f = 'listProviders';
    await rowOperations([{ c: b, f, expect: [], hits: [7], expires_at: 60_007 }]);
    // `a` is new and sorts first: its write is undone when `b` turns out not to hold what was expected.
    const lost = await rowOperations([
      { c: a, f, expect: [], hits: [8], expires_at: 60_008 },
      { c: b, f, expect: [], hits: [8], expires_at: 60_008 },
    ]);
    expect(lost.current).toStrictEqual([
      { c: b, f, hits: [7] },
      { c: a, f, hits: [] },
    ].sort((x, y) => (x.c < y.c ? -1 : 1)));
    const rows = await server.store.dataSource.query('SELECT context_identity AS c, hits FROM rate_limit_counter WHERE context_identity IN ($1, $2) ORDER BY 1', [a, b]);
    expect(rows).toStrictEqual([{ c: a, hits: [] }, { c: b, hits: [7] }].sort((x, y) => (x.c < y.c ? -1 : 1)));
  });
});
