// Client settings: name, redirect URIs and webhook URI; and the client secrets (rotate, retire).
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SessionControl } from '../console-app';
import { ConsoleOverviewQuery } from '../overview.query';
import { problemText } from '../session';
import { Notice } from '../ui/notice';
import { Section } from '../ui/section';
import { useAction } from '../ui/use-action';
import { ConsoleSettingsQuery as SettingsQuery, ConsoleUpdateClientMutation } from './settings.query';
import { SecretsPanel } from './secrets-panel';

export function SettingsView({ session }: { session: SessionControl }) {
  const { data, error } = useQuery(SettingsQuery);
  const [update, updating] = useMutation(ConsoleUpdateClientMutation, { refetchQueries: [ConsoleOverviewQuery] });
  const [name, setName] = useState('');
  const [redirectUris, setRedirectUris] = useState('');
  const [webhookUri, setWebhookUri] = useState('');
  const { problem, run } = useAction();
  const [saved, setSaved] = useState(false);

  const client = data?.managementClient;
  useEffect(() => {
    if (!client) return;
    setName(client.name);
    setRedirectUris(client.redirectUris.join('\n'));
    setWebhookUri(client.webhookUri ?? '');
  }, [client]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, redirectUris: redirectUris.split('\n').map((u) => u.trim()).filter(Boolean), webhookUri: webhookUri.trim() || null };
    setSaved(await run(() => update({ variables: { input } })));
  };

  return (
    <Section id="settings" title="Settings">
      {error ? <Notice tone="danger">{problemText(error)}</Notice> : null}
      <form className="c-card c-form" method="post" onSubmit={save}>
        <label className="c-field">
          <span className="c-field__label">Name</span>
          <input className="c-input" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="c-field">
          <span className="c-field__label">Redirect URIs</span>
          <textarea className="c-input" rows={3} value={redirectUris} onChange={(e) => setRedirectUris(e.target.value)} spellCheck={false} />
          <span className="c-small c-muted">One per line; the widget sends the end customer back to one of them with the authorization code.</span>
        </label>
        <label className="c-field">
          <span className="c-field__label">Webhook URI</span>
          <input className="c-input" value={webhookUri} onChange={(e) => setWebhookUri(e.target.value)} placeholder="https://…" spellCheck={false} />
          <span className="c-small c-muted">Empty: no webhooks. Staffbridge POSTs employee changes here, signed with your secrets.</span>
        </label>
        {problem ? <Notice tone="danger">{problem}</Notice> : saved ? <Notice tone="success">Saved.</Notice> : null}
        <div className="c-actions">
          <button type="submit" className="c-button c-button--primary" disabled={!client || updating.loading}>
            Save
          </button>
        </div>
      </form>
      {data ? <SecretsPanel secrets={data.clientSecrets} session={session} /> : null}
    </Section>
  );
}
