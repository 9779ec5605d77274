// Webhooks: the endpoint and its health, a test event, and every delivery with every attempt.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { WebhookDeliveryStatus } from '../gql/graphql';
import { ConsoleOverviewQuery } from '../overview.query';
import { problemText } from '../session';
import { Notice } from '../ui/notice';
import { Section } from '../ui/section';
import { useAction } from '../ui/use-action';
import { Time, exactTime } from '../ui/time';
import { DeliveryRow } from './delivery-row';
import { HealthBadge, lastAnswer } from './endpoint-banner';
import { ConsoleDeliveriesQuery as DeliveriesQuery, ConsoleSendTestMutation } from './webhooks.query';

export function WebhooksView() {
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const overview = useQuery(ConsoleOverviewQuery);
  const deliveries = useQuery(DeliveriesQuery, { variables: { status: status || null } });
  const [sendTest, sending] = useMutation(ConsoleSendTestMutation, { refetchQueries: [DeliveriesQuery, ConsoleOverviewQuery], awaitRefetchQueries: true });
  const { problem, run } = useAction();

  const endpoint = overview.data?.webhookEndpoint;
  const names = new Map((deliveries.data?.connections ?? []).map((c) => [c.id, `${c.companyName} (${c.providerName})`]));
  const refresh = () => {
    void overview.refetch();
    void deliveries.refetch();
  };
  const onTest = () => void run(() => sendTest());

  const list = deliveries.data?.webhookDeliveries ?? [];
  return (
    <Section
      id="webhooks"
      title="Webhooks"
      tools={
        <>
          <button type="button" className="c-button c-button--primary" onClick={onTest} disabled={!endpoint?.url || sending.loading}>
            {sending.loading ? 'Sending…' : 'Send test event'}
          </button>
          <button type="button" className="c-button" onClick={refresh}>
            Refresh
          </button>
        </>
      }
    >
      {endpoint ? (
        <div className={`c-card c-endpoint c-endpoint--${endpoint.health}`} data-testid="endpoint">
          <div className="c-endpoint__line">
            <span className="c-strong">Endpoint</span>
            {endpoint.url ? <code>{endpoint.url}</code> : <span className="c-muted">No webhook URI: set one in Settings to receive webhooks.</span>}
            <HealthBadge health={endpoint.health} />
          </div>
          {endpoint.lastAttempt ? (
            <p className="c-small">
              Last attempt <Time iso={endpoint.lastAttempt.attemptedAt} />: {lastAnswer(endpoint)}
              {endpoint.health === 'failing' ? (
                <>
                  {' '}
                  · {endpoint.consecutiveFailures} failed in a row{endpoint.failingSince ? `, since ${exactTime(endpoint.failingSince)}` : ''}
                </>
              ) : null}
              {endpoint.pendingDeliveries ? ` · ${endpoint.pendingDeliveries} waiting for a retry` : ''}
            </p>
          ) : null}
        </div>
      ) : null}
      {problem ? <Notice tone="danger">{problem}</Notice> : null}
      {deliveries.error ? <Notice tone="danger">{problemText(deliveries.error)}</Notice> : null}
      <div className="c-section__head">
        <h2 className="c-subtitle">Deliveries</h2>
        <select className="c-select" aria-label="Filter by status" value={status} onChange={(e) => setStatus(e.target.value as WebhookDeliveryStatus | '')}>
          <option value="">All deliveries</option>
          <option value="pending">Pending</option>
          <option value="delivered">Delivered</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      {deliveries.loading && !deliveries.data ? <p className="c-muted">Loading deliveries…</p> : null}
      {deliveries.data && list.length === 0 ? <p className="c-empty">No deliveries yet: the hourly change check sends one when employees change.</p> : null}
      <ul className="c-list">
        {list.map((d) => (
          <DeliveryRow key={d.id} delivery={d} connectionName={d.connectionId ? (names.get(d.connectionId) ?? d.connectionId) : null} run={run} />
        ))}
      </ul>
    </Section>
  );
}
