// A connection's latest sync in one line (records, skipped, warnings), and the whole report on demand: per
// resource what was stored and skipped, and each kind of oddity in the provider's own field names.
import type { ConsoleConnectionsQuery } from '../gql/graphql';
import { Time } from '../ui/time';
import { TableHead } from '../ui/table-head';

type Report = NonNullable<ConsoleConnectionsQuery['connections'][number]['lastSync']>;
type IssueList = Report['skipped'];

const count = (n: number) => n.toLocaleString();

export function SyncSummary({ report }: { report: Report | null }) {
  if (!report) return <span className="c-muted">Not started</span>;
  const stored = report.resources.reduce((sum, r) => sum + r.stored, 0);
  const outcome = report.outcome === 'running' ? 'Running' : report.outcome === 'failed' ? 'Failed' : 'Completed';
  return (
    <span className="c-sync-summary">
      {outcome} <Time iso={report.finishedAt ?? report.startedAt} /> · {count(stored)} records · {count(report.skipped.total)} skipped ·{' '}
      {count(report.warnings.total)} warnings
      {report.nulled.total ? ` · ${count(report.nulled.total)} unreadable values` : ''}
    </span>
  );
}

function Issues({ title, list }: { title: string; list: IssueList }) {
  if (list.total === 0) return null;
  return (
    <div className="c-issues">
      <p className="c-issues__title">
        {title}: {count(list.total)}
        {list.omitted ? ` (${count(list.omitted)} not listed)` : ''}
      </p>
      <ul>
        {list.entries.map((e, i) => (
          <li key={i}>
            <code>{e.resource}</code>
            {e.field ? (
              <>
                {' '}
                · <code>{e.field}</code>
              </>
            ) : null}
            : {e.message} ({count(e.count)})
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SyncReportDetails({ report }: { report: Report }) {
  return (
    <details className="c-details">
      <summary>Sync report</summary>
      <table className="c-table c-table--compact">
        <TableHead columns={['Resource', 'Stored', 'Skipped']} />
        <tbody>
          {report.resources.map((r) => (
            <tr key={r.resource}>
              <td>{r.resource}</td>
              <td>{count(r.stored)}</td>
              <td>{count(r.skipped)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Issues title="Skipped records" list={report.skipped} />
      <Issues title="Values that could not be read (stored as null)" list={report.nulled} />
      <Issues title="Warnings" list={report.warnings} />
    </details>
  );
}
