// Secret rotation without downtime (CONTRACT §4, §7): add a new secret (shown once; this console signs with it
// from then on), move your servers over, then retire the old one. Every current secret authenticates and signs
// webhook-signature; Staffbridge-Signature uses the first.
import { useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { SessionControl } from '../console-app';
import type { ConsoleSettingsQuery } from '../gql/graphql';
import { Badge } from '../ui/badge';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Notice } from '../ui/notice';
import { useAction } from '../ui/use-action';
import { ShownOnce } from '../ui/shown-once';
import { Time } from '../ui/time';
import { ConsoleRetireSecretMutation, ConsoleRotateSecretMutation, ConsoleSettingsQuery as SettingsQuery } from './settings.query';

type Secret = ConsoleSettingsQuery['clientSecrets'][number];

export function SecretsPanel({ secrets, session }: { secrets: Secret[]; session: SessionControl }) {
  const [rotate, rotating] = useMutation(ConsoleRotateSecretMutation);
  const [retire] = useMutation(ConsoleRetireSecretMutation);
  const [shown, setShown] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<Secret | null>(null);
  const { problem, run } = useAction();

  const inUse = `****${session.secret().slice(-4)}`;
  const store = (cache: ApolloCache, list: Secret[]) => {
    const current = cache.readQuery({ query: SettingsQuery });
    if (current) cache.writeQuery({ query: SettingsQuery, data: { ...current, clientSecrets: list } });
  };

  const onRotate = () =>
    run(async () => {
      const result = await rotate({ update: (cache, { data }) => data && store(cache, data.rotateClientSecret.secrets) });
      const secret = result.data?.rotateClientSecret.clientSecret;
      if (secret) {
        session.switchSecret(secret);
        setShown(secret);
      }
    });
  const onRetire = () => {
    const target = retiring;
    setRetiring(null);
    if (target) void run(() => retire({ variables: { id: target.id }, update: (cache, { data }) => data && store(cache, data.retireClientSecret) }));
  };

  return (
    <div className="c-card c-form" aria-labelledby="secrets-title">
      <div className="c-section__head">
        <h2 id="secrets-title" className="c-subtitle">
          Client secrets
        </h2>
        <button type="button" className="c-button c-button--primary" onClick={onRotate} disabled={rotating.loading}>
          Rotate secret
        </button>
      </div>
      <p className="c-small c-muted">
        Rotating adds a new secret; the current ones keep working until you retire them, so your servers can move over without downtime.
      </p>
      <ShownOnce
        label="New client secret"
        value={shown}
        note="Shown once: Staffbridge keeps it encrypted and never shows it again. This console now signs in with it."
        onDone={() => setShown(null)}
      />
      {problem ? <Notice tone="danger">{problem}</Notice> : null}
      <ul className="c-secrets">
        {secrets.map((s) => (
          <li key={s.id} className="c-secret" data-secret={s.id}>
            <code>{s.masked}</code>
            <span className="c-small c-muted">
              added <Time iso={s.createdAt} />
            </span>
            {s.signsStaffbridgeSignature ? <Badge tone="plain">signs Staffbridge-Signature</Badge> : null}
            {s.masked === inUse ? <Badge tone="ok">this session</Badge> : null}
            <button
              type="button"
              className="c-button c-button--danger-quiet"
              disabled={secrets.length === 1 || s.masked === inUse}
              onClick={() => setRetiring(s)}
            >
              Retire
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog open={retiring !== null} title={`Retire secret ${retiring?.masked ?? ''}?`} confirmLabel="Retire" onConfirm={onRetire} onCancel={() => setRetiring(null)}>
        <p>Calls signed in with it are refused from now on, and webhooks are no longer signed with it.</p>
      </ConfirmDialog>
    </div>
  );
}
