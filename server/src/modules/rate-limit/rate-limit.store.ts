// Rate-limit counters in the store, so every instance of a fleet sees the same counts (CONTRACT §9).
// graphql-rate-limit reads a counter (getForIdentity), decides, then writes it (setForIdentity).
// Done naively two instances could both read 14 and both let the 15th call through; here the
// counters of one decision are locked from read to write: one transaction takes their row locks
// (INSERT ... ON CONFLICT DO UPDATE locks existing rows and creates missing ones), the limiter
// decides on what was read, and its writes land in the same transaction. On PGlite the session
// lease serialises every transaction anyway; on Postgres the row locks do.
import type { Identity, Store } from 'graphql-rate-limit';
import type { DataSource, EntityManager } from 'typeorm';

const keyOf = (identity: Identity) => `${identity.contextIdentity}\n${identity.fieldIdentity}`;

interface StagedWrite {
  identity: Identity;
  hits: number[];
  windowMs: number;
}

/** graphql-rate-limit's Store over counters already locked by this transaction; writes are staged. */
export class LockedCounters implements Store {
  private readonly staged = new Map<string, StagedWrite>();

  constructor(private readonly loaded: ReadonlyMap<string, readonly number[]>) {}

  getForIdentity(identity: Identity): readonly number[] {
    return this.loaded.get(keyOf(identity)) ?? [];
  }

  setForIdentity(identity: Identity, timestamps: readonly number[], windowMs?: number): void {
    this.staged.set(keyOf(identity), { identity, hits: [...timestamps], windowMs: windowMs ?? 60_000 });
  }

  writes(): StagedWrite[] {
    return [...this.staged.values()];
  }
}

/** Expired counters are swept now and then, a few hundred at a time, by whichever call comes by. */
const SWEEP_EVERY = 200;
const SWEEP_BATCH = 500;

export class RateLimitStore {
  private calls = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Locks the counters of `identities` (in one order for everyone, so two calls cannot deadlock),
   * lets `decide` run graphql-rate-limit on them, and writes what it staged when `decide` says so.
   */
  async withLocked<T>(
    identities: readonly Identity[],
    decide: (counters: LockedCounters) => Promise<{ write: boolean; result: T }>,
  ): Promise<T> {
    const sweep = ++this.calls % SWEEP_EVERY === 0;
    return this.dataSource.transaction(async (manager) => {
      const counters = new LockedCounters(await lock(manager, identities));
      const { write, result } = await decide(counters);
      if (write) await save(manager, counters.writes());
      if (sweep) await sweepExpired(manager);
      return result;
    });
  }
}

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

async function save(manager: EntityManager, writes: StagedWrite[]): Promise<void> {
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
