// Rate-limit counters in the store, so every instance of a fleet sees the same counts (CONTRACT §9).
// graphql-rate-limit reads a counter (getForIdentity), decides, then writes it (setForIdentity).
// Done naively two instances could both read 14 and both let the 15th call through. Here a decision is a
// compare-and-swap: the instance decides on the counters as it last saw them (read or written by itself),
// then one statement (`rate_limit_swap`, migrations 1763901100000 and 1763901350000) writes the new counters
// only if every counter still holds what the decision was made on. If another instance got there
// first, nothing is written, the statement returns the counters as they are, and the decision is made again
// on those. After a few lost races the group tries inside a transaction: there the counters the statement
// locked stay locked until commit, so its second try cannot lose. A single instance (PGlite always) pays one
// statement per decision.
//
// Decisions are committed in groups: while one group's statement runs, the calls that arrive wait and
// then go together in the next one (group commit). Each call is still decided alone, in arrival order,
// on counters that already hold the calls decided before it, so the counts are exactly those of one
// locked transaction per call.
import type { Identity, Store } from 'graphql-rate-limit';
import type { Store as Database } from '../../db/data-source';

const keyOf = (identity: Identity) => `${identity.contextIdentity}\n${identity.fieldIdentity}`;

interface CounterWrite {
  identity: Identity;
  hits: number[];
  windowMs: number;
}

/** graphql-rate-limit's Store over the group's counters; one call's writes are staged. */
export class GroupCounters implements Store {
  private readonly staged = new Map<string, CounterWrite>();

  constructor(private readonly loaded: ReadonlyMap<string, readonly number[]>) {}

  getForIdentity(identity: Identity): readonly number[] {
    return this.loaded.get(keyOf(identity)) ?? [];
  }

  setForIdentity(identity: Identity, timestamps: readonly number[], windowMs?: number): void {
    this.staged.set(keyOf(identity), { identity, hits: [...timestamps], windowMs: windowMs ?? 60_000 });
  }

  writes(): CounterWrite[] {
    return [...this.staged.values()];
  }
}

/** Expired counters are swept now and then, a few hundred at a time, by whichever group comes by. */
const SWEEP_EVERY = 200;
const SWEEP_BATCH = 500;
/** Calls decided in one statement at most (a bound on the statement's size and on the locks held). */
const GROUP_MAX = 256;
/** Lost compare-and-swap races before a group tries inside a transaction (where it cannot lose twice). */
const SWAP_TRIES = 4;
/** Counters this instance remembers; past this, the least recently used are forgotten (and read again). */
const KNOWN_MAX = 50_000;

/** Runs one SQL text and returns its rows. */
type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** What the counters need of the store: statements on their own, and a transaction for lost races. */
export interface CounterSql {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

const SWAP = 'SELECT rate_limit_swap($1::jsonb) AS current';

/**
 * Statements on their own go straight to the driver's pool: TypeORM's query runner (a runner, a pool checkout,
 * its broadcasts) cost 50-200 µs a statement, as much as the swap itself does on Postgres. On Postgres the swap is
 * a named prepared statement, parsed and planned once a connection. Transactions stay TypeORM's.
 */
export function counterSql({ dataSource, kind }: Pick<Database, 'dataSource' | 'kind'>): CounterSql {
  const pool = (dataSource.driver as unknown as { master: PoolLike }).master;
  return {
    query: async (sql, params = []) =>
      (kind === 'postgres' && sql === SWAP ? await pool.query({ name: 'rate_limit_swap', text: sql, values: params }) : await pool.query(sql, params)).rows,
    transaction: (work) => dataSource.transaction((manager) => work((sql, params) => manager.query(sql, params))),
  };
}

/** node-postgres's Pool, and the embedded store's pool of one (which takes text and values only). */
interface PoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: any[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: any[] }>;
}

type Decide<T> = (counters: GroupCounters) => Promise<{ write: boolean; result: T }>;

type Outcome = { result: unknown } | { error: unknown };

interface Waiting {
  identities: readonly Identity[];
  decide: Decide<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Decided {
  outcomes: Outcome[];
  writes: CounterWrite[];
}

export class RateLimitStore {
  private groups = 0;
  private readonly waiting: Waiting[] = [];
  private running = false;
  /** Each counter as this instance last read or wrote it: what its next decision expects the store to hold. */
  private readonly known = new Map<string, number[]>();

  constructor(private readonly sql: CounterSql) {}

  /**
   * Lets `decide` run graphql-rate-limit on the counters of `identities` and writes what it staged when
   * `decide` says so, if and only if nobody else changed those counters meanwhile (else it decides again).
   */
  withCounters<T>(identities: readonly Identity[], decide: Decide<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ identities, decide, resolve: resolve as (value: unknown) => void, reject });
      if (!this.running) void this.drain();
    });
  }

  /** Runs groups one after another until nobody waits. */
  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        // One turn of the event loop first: the calls of requests already read from their sockets join this group
        // instead of waiting for the next statement (16 requests in flight: 7 calls a statement -> 12).
        await new Promise<void>((resolve) => setImmediate(resolve));
        const group = this.waiting.splice(0, GROUP_MAX);
        try {
          const outcomes = await this.decideGroup(group);
          group.forEach((call, i) => {
            const outcome = outcomes[i];
            if ('error' in outcome) call.reject(outcome.error);
            else call.resolve(outcome.result);
          });
        } catch (error) {
          for (const call of group) call.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async decideGroup(group: readonly Waiting[]): Promise<Outcome[]> {
    if (++this.groups % SWEEP_EVERY === 0) await sweepExpired(this.sql.query);
    const keys = [...new Map(group.flatMap((call) => call.identities).map((i) => [keyOf(i), i])).values()];
    for (let attempt = 0; attempt < SWAP_TRIES; attempt += 1) {
      const outcomes = await this.trySwap(this.sql.query, group, keys);
      if (outcomes) return outcomes;
    }
    return this.sql.transaction(async (query) => {
      const outcomes = (await this.trySwap(query, group, keys)) ?? (await this.trySwap(query, group, keys));
      if (!outcomes) throw new Error('rate-limit counters changed while locked');
      return outcomes;
    });
  }

  /** Decides the group on the counters as last seen and swaps them in; null (and counters re-read) if stale. */
  private async trySwap(query: Query, group: readonly Waiting[], keys: readonly Identity[]): Promise<Outcome[] | null> {
    const expected = new Map(keys.map((i) => [keyOf(i), this.known.get(keyOf(i)) ?? []]));
    const { outcomes, writes } = await decideInOrder(group, expected);
    const current = await swap(query, keys, expected, writes);
    if (current !== null) {
      for (const [key, hits] of current) this.remember(key, hits);
      return null;
    }
    for (const w of writes) this.remember(keyOf(w.identity), w.hits);
    return outcomes;
  }

  private remember(key: string, hits: number[]): void {
    this.known.delete(key);
    this.known.set(key, hits);
    if (this.known.size > KNOWN_MAX) this.known.delete(this.known.keys().next().value!);
  }
}

/**
 * Decides each call of the group alone, in arrival order, on `counters` as they stand after the calls before
 * it. A call whose decision throws fails alone and writes nothing. Returns the counters' last writes.
 */
async function decideInOrder(group: readonly Waiting[], start: ReadonlyMap<string, number[]>): Promise<Decided> {
  const counters = new Map(start);
  const changed = new Map<string, CounterWrite>();
  const outcomes: Outcome[] = [];
  for (const call of group) {
    const view = new GroupCounters(counters);
    try {
      const { write, result } = await call.decide(view);
      if (write) {
        for (const w of view.writes()) {
          counters.set(keyOf(w.identity), w.hits);
          changed.set(keyOf(w.identity), w);
        }
      }
      outcomes.push({ result });
    } catch (error) {
      outcomes.push({ error });
    }
  }
  return { outcomes, writes: [...changed.values()] };
}

/**
 * One statement: writes `writes` if every counter of `keys` holds what `expected` says (a missing counter holds
 * []). Returns null when written, else every counter as the store holds it.
 */
async function swap(
  query: Query,
  keys: readonly Identity[],
  expected: ReadonlyMap<string, number[]>,
  writes: readonly CounterWrite[],
): Promise<Map<string, number[]> | null> {
  const written = new Map(writes.map((w) => [keyOf(w.identity), w]));
  const calls = keys.map((identity) => {
    const key = keyOf(identity);
    const write = written.get(key);
    return {
      c: identity.contextIdentity,
      f: identity.fieldIdentity,
      expect: expected.get(key) ?? [],
      hits: write?.hits ?? null,
      expires_at: write ? expiresAt(write) : null,
    };
  });
  const [{ current }] = await query(SWAP, [JSON.stringify(calls)]);
  if (current === null) return null;
  const rows: Array<{ c: string; f: string; hits: number[] }> = typeof current === 'string' ? JSON.parse(current) : current;
  return new Map(rows.map((r) => [keyOf({ contextIdentity: r.c, fieldIdentity: r.f }), r.hits]));
}

/** The counter means nothing once its newest call has left the window. */
const expiresAt = ({ hits, windowMs }: CounterWrite) => (hits.length ? Math.max(...hits) : 0) + windowMs;

async function sweepExpired(query: Query): Promise<void> {
  await query(
    `DELETE FROM rate_limit_counter WHERE ctid IN (
       SELECT ctid FROM rate_limit_counter WHERE expires_at < $1 LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
    [Date.now()],
  );
  // Every allowed call leaves a dead row version; PGlite has no autovacuum to reclaim them, and Postgres's may lag
  // behind a table written this often. A small table vacuums in milliseconds.
  await query('VACUUM rate_limit_counter');
}
