// The report of a connection's latest sync (connectors/sync-report.ts), as GraphQL shows it: reachable from
// `introspect { lastSync }`, and from any other type that describes a connection.
import { Field, Int, ObjectType } from 'type-graphql';
import type { SyncIssueList as IssueListData, SyncReportData } from '../../connectors/sync-report';
import { namedEnum } from './enums';

type Outcome = SyncReportData['outcome'];
const OUTCOMES: readonly Outcome[] = ['running', 'completed', 'failed'];
export const SyncOutcome = namedEnum('SyncOutcome', OUTCOMES, 'Whether a sync run got to the end (the connection\'s sync state is reported apart).');

@ObjectType({ description: 'One kind of oddity a sync met, counted.' })
export class SyncIssue {
  @Field(() => String, { description: 'Our resource name, e.g. employees or time-off-entries' }) resource: string;
  @Field(() => String, { nullable: true, description: "The provider's field name to blame, when there is one" }) field: string | null;
  @Field(() => String) message: string;
  @Field(() => Int) count: number;
}

@ObjectType()
export class SyncIssueList {
  @Field(() => Int, { description: 'Every occurrence, listed or not' }) total: number;
  @Field(() => Int, { description: 'Occurrences beyond the first 50 distinct issues: counted, not listed' }) omitted: number;
  @Field(() => [SyncIssue]) entries: SyncIssue[];
}

@ObjectType()
export class SyncResourceCount {
  @Field(() => String) resource: string;
  @Field(() => Int) stored: number;
  @Field(() => Int) skipped: number;
}

@ObjectType({ description: "What a connection's latest sync stored, skipped and could not read, in the provider's field names." })
export class SyncReport {
  @Field(() => String, { description: 'ISO 8601' }) startedAt: string;
  @Field(() => String, { nullable: true, description: 'ISO 8601; null while running' }) finishedAt: string | null;
  @Field(() => SyncOutcome) outcome: Outcome;
  @Field(() => [SyncResourceCount]) resources: SyncResourceCount[];
  @Field(() => SyncIssueList, { description: 'Records left out: no remote id, unusable, or referring to a record not stored' }) skipped: SyncIssueList;
  @Field(() => SyncIssueList, { description: 'Values that could not be read (a date, number or enum) and are null' }) nulled: SyncIssueList;
  @Field(() => SyncIssueList) warnings: SyncIssueList;
}

const issueList = (list: IssueListData): SyncIssueList => ({ total: list.total, omitted: list.omitted, entries: list.entries.map((e) => ({ ...e })) });

/** The stored report (snake_case, as REST shows it) as the GraphQL type. */
export function toSyncReport(data: SyncReportData | null): SyncReport | null {
  if (!data) return null;
  return {
    startedAt: data.started_at,
    finishedAt: data.finished_at,
    outcome: data.outcome,
    resources: data.resources.map((r) => ({ ...r })),
    skipped: issueList(data.skipped),
    nulled: issueList(data.nulled),
    warnings: issueList(data.warnings),
  };
}
