// One run's calls to one provider connection: a sync (whose parts fetch side by side, each through HttpClients
// of its own), a change check, an employee creation. What they share, so that together they behave as one
// polite client:
// - at most `maxConcurrent` calls in flight (p-limit), however many parts, pages and per-employee fetches run at
//   once (Xero, for one, refuses a sixth concurrent call per tenant); runs of the same connection that overlap in
//   this process (the hourly change check and an admin runChangeCheck, a check and an employee creation) share
//   those slots, so the cap holds per connection, not per run;
// - one pause: once an answer says the budget is spent (RateLimit headers, Retry-After), no call of the run
//   starts before it ends;
// - one deadline: no wait may end after it and no call starts after it, so a run always ends.
import pLimit from 'p-limit';

/** Calls in flight per connection unless the run says otherwise (below Xero's 5 per tenant). */
export const DEFAULT_CONCURRENCY = 4;

export interface CallScopeOptions {
  /** When the run must be over; null: no run deadline (each request then bounds its own waits). */
  deadline: Date | null;
  maxConcurrent?: number;
  /** How messages name the run: "this sync", "this change check". */
  label?: string;
  /** The connection the run calls for: every run of it in this process shares one set of slots. */
  connectionId?: string;
}

/** Slots of the connections with calls in flight or queued; an idle connection's entry is dropped. */
const CONNECTION_SLOTS = new Map<string, pLimit.Limit>();

function connectionSlots(connectionId: string, maxConcurrent: number): pLimit.Limit {
  let limit = CONNECTION_SLOTS.get(connectionId);
  if (!limit) {
    limit = pLimit(maxConcurrent);
    CONNECTION_SLOTS.set(connectionId, limit);
  }
  return limit;
}

export class CallScope {
  readonly deadline: number | null;
  readonly label: string;
  private readonly ownLimit: pLimit.Limit | null;
  private readonly connectionId: string | null;
  private readonly maxConcurrent: number;
  private resumeAt = 0;
  private pauseReason = '';
  /** The end of the last pause some call waited out in full: that pause is over, whatever the clock says. */
  private servedUntil = 0;

  constructor(options: CallScopeOptions) {
    this.deadline = options.deadline?.getTime() ?? null;
    this.label = options.label ?? 'this run';
    this.maxConcurrent = Math.max(1, options.maxConcurrent ?? DEFAULT_CONCURRENCY);
    this.connectionId = options.connectionId ?? null;
    this.ownLimit = this.connectionId === null ? pLimit(this.maxConcurrent) : null;
  }

  /** The slots this run's calls take: its own, or its connection's (looked up per call: idle entries go away). */
  private get limit(): pLimit.Limit {
    return this.ownLimit ?? connectionSlots(this.connectionId!, this.maxConcurrent);
  }

  /** Runs one exchange with the provider in one of the scope's slots. */
  async run<T>(exchange: () => Promise<T>): Promise<T> {
    const limit = this.limit;
    try {
      return await limit(exchange);
    } finally {
      const id = this.connectionId;
      if (id !== null && limit.activeCount === 0 && limit.pendingCount === 0 && CONNECTION_SLOTS.get(id) === limit) CONNECTION_SLOTS.delete(id);
    }
  }

  /** Calls in flight now (of every run of the connection, for a connection's run). */
  get active(): number {
    return this.limit.activeCount;
  }

  /** No call of the run starts before `at` (epoch ms); `why` names the provider's signal for messages. */
  holdUntil(at: number, why: string): void {
    if (at <= this.resumeAt) return;
    this.resumeAt = at;
    this.pauseReason = why;
  }

  /** How long until calls may start again, why they wait, and the end of the pause (for `waited`). */
  pausedFor(now: number): { ms: number; why: string; until: number } {
    const ms = this.resumeAt > this.servedUntil ? Math.max(0, this.resumeAt - now) : 0;
    return { ms, why: this.pauseReason, until: this.resumeAt };
  }

  /** A call slept through the pause ending at `until`. */
  waited(until: number): void {
    this.servedUntil = Math.max(this.servedUntil, until);
  }
}
