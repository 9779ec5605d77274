// Connections: each provider account the client reaches, its state and latest sync, when the change check
// looks at it next; filtered by state and searched (by the server, so the search covers every connection).
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ProviderLogo } from '../../ui/provider-logo';
import type { ConnectionState, ConsoleConnectionsQuery } from '../gql/graphql';
import { problemText } from '../session';
import { Badge } from '../ui/badge';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Notice } from '../ui/notice';
import { Section } from '../ui/section';
import { ScopeChips } from '../ui/scope-chips';
import { useAction } from '../ui/use-action';
import { Time, exactTime } from '../ui/time';
import { STATE_LABELS, StateBadge } from './connection-state';
import { ConsoleConnectionsQuery as ConnectionsQuery, ConsoleDisconnectMutation } from './connections.query';
import { SyncReportDetails, SyncSummary } from './sync-report';

type Connection = ConsoleConnectionsQuery['connections'][number];

/** Typing settles for this long before the search goes to the server (each search is a rate-limited call). */
const SEARCH_DELAY_MS = 350;

export function ConnectionsView() {
  const [state, setState] = useState<ConnectionState | ''>('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading, error, refetch } = useQuery(ConnectionsQuery, { variables: { state: state || null, search: search || null } });
  const [closing, setClosing] = useState<Connection | null>(null);
  // A disconnect revokes the connection's tokens: the Tokens tab reads them again when it opens.
  const [disconnect, disconnecting] = useMutation(ConsoleDisconnectMutation, {
    update: (cache) => {
      cache.evict({ fieldName: 'managementTokens' });
      cache.gc();
    },
  });
  const action = useAction();

  const confirmDisconnect = () => {
    const target = closing;
    setClosing(null);
    if (target) void action.run(() => disconnect({ variables: { id: target.id } }));
  };

  const list = data?.connections ?? [];
  return (
    <Section
      id="connections"
      title="Connections"
      tools={
        <>
          <input
            className="c-input"
            type="search"
            aria-label="Search connections"
            placeholder="Company, provider or id"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <select className="c-select" aria-label="Filter by state" value={state} onChange={(e) => setState(e.target.value as ConnectionState | '')}>
            <option value="">All states</option>
            {(Object.keys(STATE_LABELS) as ConnectionState[]).map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
          <button type="button" className="c-button" onClick={() => void refetch()}>
            Refresh
          </button>
        </>
      }
    >
      {error ? <Notice tone="danger">{problemText(error)}</Notice> : null}
      {action.problem ? <Notice tone="danger">{action.problem}</Notice> : null}
      {loading && !data ? <p className="c-muted">Loading connections…</p> : null}
      {data && list.length === 0 ? (
        <p className="c-empty">{search || state ? 'No connection matches.' : 'No connections yet: use Connect (sandbox) to make one.'}</p>
      ) : null}
      <ul className="c-list">
        {list.map((c) => (
          <ConnectionRow key={c.id} connection={c} busy={disconnecting.loading && closing?.id === c.id} onDisconnect={() => setClosing(c)} />
        ))}
      </ul>
      <ConfirmDialog
        open={closing !== null}
        title={`Disconnect ${closing?.companyName ?? ''}?`}
        confirmLabel="Disconnect"
        onConfirm={confirmDisconnect}
        onCancel={() => setClosing(null)}
      >
        <p>
          Every token of this {closing?.providerName} connection stops working at once and its stored credentials are deleted. The end customer must
          connect again to restore access.
        </p>
      </ConfirmDialog>
    </Section>
  );
}

function ConnectionRow({ connection: c, busy, onDisconnect }: { connection: Connection; busy: boolean; onDisconnect: () => void }) {
  return (
    <li className="c-card c-row" data-connection={c.id}>
      <div className="c-row__head">
        <ProviderLogo provider={{ id: c.provider, displayName: c.providerName, color: c.color }} />
        <div className="c-row__title">
          <p className="c-strong">{c.companyName}</p>
          <p className="c-small c-muted">
            {c.providerName} · <Badge tone="plain">{c.mode}</Badge>
          </p>
        </div>
        <StateBadge state={c.state} />
        <button type="button" className="c-button c-button--danger-quiet" onClick={onDisconnect} disabled={c.state === 'disconnected' || busy}>
          Disconnect
        </button>
      </div>
      {c.sync.error && (c.state === 'failed' || c.state === 'reauthentication_required') ? <Notice tone="warning">{c.sync.error}</Notice> : null}
      <dl className="c-facts">
        <div>
          <dt>Created</dt>
          <dd>
            <Time iso={c.createdAt} />
          </dd>
        </div>
        <div>
          <dt>Last sync</dt>
          <dd>
            <SyncSummary report={c.lastSync ?? null} />
          </dd>
        </div>
        <div>
          <dt>Next change check</dt>
          <dd title={c.nextChangeCheckAt ? exactTime(c.nextChangeCheckAt) : 'Checked hourly once synced, while it can read employees'}>
            <Time iso={c.nextChangeCheckAt} fallback={c.state === 'disconnected' ? 'Never' : 'Not scheduled'} />
          </dd>
        </div>
        <div>
          <dt>Connection</dt>
          <dd>
            <code>{c.id}</code>
          </dd>
        </div>
      </dl>
      <ScopeChips scopes={c.scopeDetails} />
      {c.lastSync ? <SyncReportDetails report={c.lastSync} /> : null}
    </li>
  );
}
