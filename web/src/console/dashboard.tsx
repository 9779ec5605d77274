// The signed-in console: who is signed in, the sandbox connect button, a banner when the webhook endpoint
// fails, and one tab per thing a developer looks after.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BrandMark } from '../ui/brand';
import type { SessionControl } from './console-app';
import { ConnectButton } from './connect-button';
import { ConnectionsView } from './connections/connections-view';
import { ConsoleOverviewQuery } from './overview.query';
import { SettingsView } from './settings/settings-view';
import { TokensView } from './tokens/tokens-view';
import { EndpointBanner } from './webhooks/endpoint-banner';
import { WebhooksView } from './webhooks/webhooks-view';

const TABS = [
  { id: 'connections', label: 'Connections' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function Dashboard({ session }: { session: SessionControl }) {
  const [tab, setTab] = useState<Tab>('connections');
  const { data } = useQuery(ConsoleOverviewQuery);
  const client = data?.managementClient;
  const failing = data?.webhookEndpoint.health === 'failing';

  return (
    <div className="c-page" data-view="DASHBOARD">
      <header className="c-header">
        <div className="c-header__who">
          <BrandMark size={32} />
          <div>
            <p className="c-header__name">{client?.name ?? 'Staffbridge console'}</p>
            <p className="c-small c-muted">
              Client ID <code>{session.clientId}</code>
            </p>
          </div>
        </div>
        <div className="c-header__actions">
          <ConnectButton />
          <button type="button" className="c-button" onClick={() => session.signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <nav className="c-tabs" role="tablist" aria-label="Console sections">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className="c-tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
            {t.id === 'webhooks' && failing ? <span className="c-dot c-dot--bad" aria-label="failing" /> : null}
          </button>
        ))}
      </nav>
      {data?.webhookEndpoint && tab !== 'webhooks' ? <EndpointBanner endpoint={data.webhookEndpoint} onOpen={() => setTab('webhooks')} /> : null}
      <main className="c-main" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'connections' ? <ConnectionsView /> : null}
        {tab === 'tokens' ? <TokensView /> : null}
        {tab === 'webhooks' ? <WebhooksView /> : null}
        {tab === 'settings' ? <SettingsView session={session} /> : null}
      </main>
    </div>
  );
}
