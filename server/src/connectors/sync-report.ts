// What a sync saw that was odd, in the provider's own field names: records skipped, values nulled and
// warnings, each counted. Connectors report through the RecordReport in their ConnectorContext (usually via
// a Reader, reader.ts); the sync adds what it stored and skipped, and keeps the result on the connection.
// Entries are aggregated by (resource, field, message) and capped, so a million odd rows cost a few lines.

/** One kind of oddity seen `count` times. `field` is the provider's field name, when one is to blame. */
export interface SyncIssue {
  resource: string;
  field: string | null;
  message: string;
  count: number;
}

export interface SyncIssueList {
  /** Every occurrence, listed or not. */
  total: number;
  /** Occurrences of issues beyond the cap (not listed). */
  omitted: number;
  entries: SyncIssue[];
}

export interface ResourceCount {
  /** Our resource name (`employees`, `time-off-entries`, …). */
  resource: string;
  stored: number;
  skipped: number;
}

/** A sync's report as stored on the connection and shown by both doors. */
export interface SyncReportData {
  started_at: string;
  finished_at: string | null;
  /** Whether the run got to the end; the connection's sync state is kept apart from this report. */
  outcome: 'running' | 'completed' | 'failed';
  resources: ResourceCount[];
  skipped: SyncIssueList;
  nulled: SyncIssueList;
  warnings: SyncIssueList;
}

/** What a connector (or its mapper) may say about the records of one fetch. */
export interface RecordReport {
  /** A record we could not use (no remote id, unusable shape): it is left out. */
  skipped(field: string | null, message: string): void;
  /** A value we could not read (a date, number or enum): it becomes null. */
  nulled(field: string, message: string): void;
  warn(message: string, field?: string | null): void;
}

/** Distinct issues listed per kind; further ones are only counted. */
export const ISSUE_CAP = 50;

class IssueTally {
  private readonly entries = new Map<string, SyncIssue>();
  private total = 0;
  private omitted = 0;

  add(resource: string, field: string | null, message: string, count = 1): void {
    if (count <= 0) return;
    this.total += count;
    const key = JSON.stringify([resource, field, message]);
    const entry = this.entries.get(key);
    if (entry) entry.count += count;
    else if (this.entries.size < ISSUE_CAP) this.entries.set(key, { resource, field, message: message.slice(0, 300), count });
    else this.omitted += count;
  }

  toJSON(): SyncIssueList {
    return { total: this.total, omitted: this.omitted, entries: [...this.entries.values()].map((e) => ({ ...e })) };
  }
}

/** Collects one sync's report; `forResource` hands connectors a RecordReport scoped to one resource. */
export class SyncReportCollector {
  private readonly skippedTally = new IssueTally();
  private readonly nulledTally = new IssueTally();
  private readonly warningTally = new IssueTally();
  private readonly counts = new Map<string, ResourceCount>();
  private finishedAt: Date | null = null;
  private outcome: SyncReportData['outcome'] = 'running';

  constructor(private readonly startedAt: Date) {}

  forResource(resource: string): RecordReport {
    return {
      skipped: (field, message) => this.skip(resource, field, message),
      nulled: (field, message) => this.nulledTally.add(resource, field, message),
      warn: (message, field = null) => this.warningTally.add(resource, field, message),
    };
  }

  /** Records left out by the sync itself (no remote id, unknown references), `count` at once. */
  skip(resource: string, field: string | null, message: string, count = 1): void {
    this.skippedTally.add(resource, field, message, count);
    if (count > 0) this.entry(resource).skipped += count;
  }

  stored(resource: string, count: number): void {
    this.entry(resource).stored += count;
  }

  finish(outcome: 'completed' | 'failed', at: Date): void {
    this.outcome = outcome;
    this.finishedAt = at;
  }

  toJSON(): SyncReportData {
    return {
      started_at: this.startedAt.toISOString(),
      finished_at: this.finishedAt?.toISOString() ?? null,
      outcome: this.outcome,
      resources: [...this.counts.values()].map((c) => ({ ...c })),
      skipped: this.skippedTally.toJSON(),
      nulled: this.nulledTally.toJSON(),
      warnings: this.warningTally.toJSON(),
    };
  }

  private entry(resource: string): ResourceCount {
    let entry = this.counts.get(resource);
    if (!entry) this.counts.set(resource, (entry = { resource, stored: 0, skipped: 0 }));
    return entry;
  }
}

/** For fetches outside a sync (sign-in, creating an employee): nothing is kept. */
export const UNREPORTED: RecordReport = { skipped: () => undefined, nulled: () => undefined, warn: () => undefined };
