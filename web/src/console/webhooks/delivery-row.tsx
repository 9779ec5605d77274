// One delivery: its state, what it reported, every attempt (time, status, latency, headers sent) and the body
// sent, loaded when asked for; Redeliver sends it again now.
import { useLazyQuery, useMutation } from '@apollo/client/react';
import type { ConsoleDeliveriesQuery } from '../gql/graphql';
import { ConsoleOverviewQuery } from '../overview.query';
import { problemText } from '../session';
import { Badge } from '../ui/badge';
import { Time, exactTime } from '../ui/time';
import { ConsoleDeliveryBodyQuery, ConsoleRedeliverMutation } from './webhooks.query';
import { TableHead } from '../ui/table-head';

type Delivery = ConsoleDeliveriesQuery['webhookDeliveries'][number];
type Attempt = Delivery['attempts'][number];

interface Props {
  delivery: Delivery;
  connectionName: string | null;
  /** Runs the redelivery; the list shows what went wrong. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}

export function DeliveryRow({ delivery: d, connectionName, run }: Props) {
  const [redeliver, redelivering] = useMutation(ConsoleRedeliverMutation, { refetchQueries: [ConsoleOverviewQuery] });
  const [loadBody, body] = useLazyQuery(ConsoleDeliveryBodyQuery);
  const onRedeliver = () => void run(() => redeliver({ variables: { id: d.id } }));
  const sent = body.data?.webhookDeliveries[0]?.body;
  return (
    <li className={`c-card c-row c-delivery c-delivery--${d.status}`} data-delivery={d.id}>
      <div className="c-row__head">
        <DeliveryStatus delivery={d} />
        <div className="c-row__title">
          <p className="c-strong">
            {d.kind === 'test' ? 'Test event' : connectionName} {d.kind === 'test' ? <Badge tone="plain">test</Badge> : null}
          </p>
          <p className="c-small c-muted">
            <code>{d.id}</code> · created <Time iso={d.createdAt} /> · {d.added} added, {d.removed} removed, {d.updated} updated
          </p>
        </div>
        <button
          type="button"
          className="c-button"
          onClick={onRedeliver}
          disabled={redelivering.loading}
          title={d.status === 'pending' ? 'Sends the next attempt now' : 'Sends it once more now; not retried if it fails'}
        >
          {redelivering.loading ? 'Sending…' : 'Redeliver'}
        </button>
      </div>
      <table className="c-table c-table--compact c-attempts">
        <caption className="visually-hidden">Attempts</caption>
        <TableHead columns={['Attempt', 'Time', 'Status', 'Latency', 'Result', 'Headers sent']} />
        <tbody>
          {d.attempts.map((a) => (
            <AttemptRow key={a.attempt} attempt={a} />
          ))}
        </tbody>
      </table>
      <details
        className="c-details"
        onToggle={(e) => {
          if ((e.target as HTMLDetailsElement).open && !body.called) void loadBody({ variables: { id: d.id } });
        }}
      >
        <summary>Body sent</summary>
        {sent !== undefined ? <pre className="c-code">{pretty(sent)}</pre> : <p className="c-muted">{body.error ? problemText(body.error) : 'Loading…'}</p>}
      </details>
    </li>
  );
}

function DeliveryStatus({ delivery: d }: { delivery: Delivery }) {
  if (d.status === 'delivered') return <Badge tone="ok">Delivered</Badge>;
  if (d.status === 'failed') return <Badge tone="bad">Failed</Badge>;
  return (
    <Badge tone="busy" title={d.nextAttemptAt ? `Next attempt ${exactTime(d.nextAttemptAt)}` : undefined}>
      Pending
    </Badge>
  );
}

function AttemptRow({ attempt: a }: { attempt: Attempt }) {
  const ok = a.error === null && a.statusCode !== null;
  return (
    <tr data-attempt={a.attempt}>
      <td>
        {a.attempt}
        {a.manual ? (
          <>
            {' '}
            <Badge tone="plain">manual</Badge>
          </>
        ) : null}
      </td>
      <td>
        <Time iso={a.attemptedAt} />
      </td>
      <td>{a.statusCode === null ? <span className="c-muted">no answer</span> : <Badge tone={ok ? 'ok' : 'bad'}>{a.statusCode}</Badge>}</td>
      <td>{a.latencyMs === null ? '—' : `${a.latencyMs} ms`}</td>
      <td>{a.error ?? (a.statusCode === null ? 'in flight' : 'delivered')}</td>
      <td>
        {a.requestHeaders ? (
          <details>
            <summary>{a.requestHeaders.length} headers</summary>
            <dl className="c-headers">
              {a.requestHeaders.map((h) => (
                <div key={h.name}>
                  <dt>{h.name}</dt>
                  <dd>
                    <code>{h.value}</code>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        ) : (
          <span className="c-muted">—</span>
        )}
      </td>
    </tr>
  );
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
