// Rate-limit counters in the store, so every instance of a fleet sees the same counts (CONTRACT §9).
// graphql-rate-limit reads a counter (getForIdentity), decides, then writes it (setForIdentity).
// Done naively two instances could both read 14 and both let the 15th call through; here the
// counters of one decision are locked from read to write: one transaction takes their row locks
// (INSERT ... ON CONFLICT DO UPDATE locks existing rows and creates missing ones), the limiter
// decides on what was read, and its writes land in the same transaction. On PGlite the session
// lease serialises every transaction anyway; on Postgres the row locks do.
//
// Decisions are committed in groups: while one group's transaction runs, the calls that arrive wait and
// then go together in the next one (group commit). Each call is still decided alone, in arrival order,
// on counters that already hold the calls decided before it, so the counts are exactly those of one
// transaction per call; a quiet server pays the same four statements per call as before, a busy one
// shares them between every call of the group.
import type { Identity, Store } from 'graphql-rate-limit';
import type { DataSource, EntityManager } from 'typeorm';

const keyOf = (identity: Identity) => `${identity.contextIdentity}\n${identity.fieldIdentity}`;

interface CounterWrite {
  identity: Identity;
  hits: number[];
  windowMs: number;
}

/** graphql-rate-limit's Store over counters locked by the group's transaction; one call's writes are staged. */
export class LockedCounters implements Store {
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
/** Calls decided in one transaction at most (a bound on the statement's size and on the locks held). */
const GROUP_MAX = 256;

type Decide<T> = (counters: LockedCounters) => Promise<{ write: boolean; result: T }>;

type Outcome = { result: unknown } | { error: unknown };

interface Waiting {
  identities: readonly Identity[];
  decide: Decide<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export class RateLimitStore {
  private groups = 0;
  private readonly waiting: Waiting[] = [];
  private running = false;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Locks the counters of `identities`, lets `decide` run graphql-rate-limit on them, and writes what it
   * staged when `decide` says so: in the transaction of the group this call joins.
   */
  withLocked<T>(identities: readonly Identity[], decide: Decide<T>): Promise<T> {
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

  private decideGroup(group: readonly Waiting[]): Promise<Outcome[]> {
    const sweep = ++this.groups % SWEEP_EVERY === 0;
    return this.dataSource.transaction(async (manager) => {
      const counters = await lock(manager, group.flatMap((call) => call.identities));
      const changed = new Map<string, CounterWrite>();
      const outcomes: Outcome[] = [];
      for (const call of group) {
        // One call's view; what it writes is seen by the calls after it in the group. A call whose decision
        // throws fails alone and writes nothing.
        const view = new LockedCounters(counters);
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
      await save(manager, [...changed.values()]);
      if (sweep) await sweepExpired(manager);
      return outcomes;
    });
  }
}

/** Locks (creating where missing) the counters, in one order for everyone so two instances cannot deadlock. */
async function lock(manager: EntityManager, identities: readonly Identity[]): Promise<Map<string, number[]>> {
  const keys = [...new Map(identities.map((i) => [keyOf(i), { c: i.contextIdentity, f: i.fieldIdentity }])).values()];
  const rows: Array<{ context_identity: string; field_identity: string; hits: number[] }> = await manager.query(
    `INSERT INTO rate_limit_counter (context_identity, field_identity)
     SELECT k.c, k.f FROM jsonb_to_recordset($1::jsonb) AS k(c text, f text) ORDER BY k.c, k.f
     ON CONFLICT (context_identity, field_identity) DO UPDATE SET hits = rate_limit_counter.hits
     RETURNING context_identity, field_identity, hits`,
    [JSON.stringify(keys)],
  );
  return new Map(rows.map((r) => [keyOf({ contextIdentity: r.context_identity, fieldIdentity: r.field_identity }), r.hits]));
}

async function save(manager: EntityManager, writes: CounterWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const values = writes.map(({ identity, hits, windowMs }) => ({
    c: identity.contextIdentity,
    f: identity.fieldIdentity,
    hits,
    // The counter means nothing once its newest call has left the window.
    expires_at: (hits.length ? Math.max(...hits) : 0) + windowMs,
  }));
  await manager.query(
    `UPDATE rate_limit_counter AS r SET hits = w.hits, expires_at = w.expires_at
     FROM jsonb_to_recordset($1::jsonb) AS w(c text, f text, hits jsonb, expires_at bigint)
     WHERE r.context_identity = w.c AND r.field_identity = w.f`,
    [JSON.stringify(values)],
  );
}

async function sweepExpired(manager: EntityManager): Promise<void> {
  await manager.query(
    `DELETE FROM rate_limit_counter WHERE ctid IN (
       SELECT ctid FROM rate_limit_counter WHERE expires_at < $1 LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)`,
    [Date.now()],
  );
}
