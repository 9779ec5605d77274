// Tokens: every access token of the client, masked, with what it can read; mint one for a live connection
// (shown once) and revoke one.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ConsoleTokensQuery } from '../gql/graphql';
import { problemText } from '../session';
import { Badge } from '../ui/badge';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Notice } from '../ui/notice';
import { Section } from '../ui/section';
import { ScopeChips } from '../ui/scope-chips';
import { useAction } from '../ui/use-action';
import { ShownOnce } from '../ui/shown-once';
import { Time } from '../ui/time';
import { ConsoleMintTokenMutation, ConsoleRevokeTokenMutation, ConsoleTokensQuery as TokensQuery } from './tokens.query';
import { TableHead } from '../ui/table-head';

type Token = ConsoleTokensQuery['managementTokens'][number];

export function TokensView() {
  const { data, loading, error, refetch } = useQuery(TokensQuery);
  const [mint, minting] = useMutation(ConsoleMintTokenMutation, { refetchQueries: [TokensQuery] });
  const [revoke] = useMutation(ConsoleRevokeTokenMutation);
  const [connectionId, setConnectionId] = useState('');
  const [minted, setMinted] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const { problem, run } = useAction();

  const connections = data?.connections ?? [];
  const live = connections.filter((c) => c.state !== 'disconnected');
  const named = new Map(connections.map((c) => [c.id, `${c.companyName} (${c.providerName})`]));
  const chosen = connectionId || live[0]?.id || '';

  const onMint = () =>
    run(async () => {
      const result = await mint({ variables: { connectionId: chosen } });
      setMinted(result.data?.createConnectionToken.accessToken ?? null);
    });
  const onRevoke = () => {
    const target = revoking;
    setRevoking(null);
    if (target) void run(() => revoke({ variables: { id: target.id } }));
  };

  // Newest first: a token just minted is at the top.
  const tokens = [...(data?.managementTokens ?? [])].reverse();
  return (
    <Section
      id="tokens"
      title="Tokens"
      tools={
        <>
          <select className="c-select" aria-label="Connection for a new token" value={chosen} onChange={(e) => setConnectionId(e.target.value)} disabled={live.length === 0}>
            {live.map((c) => (
              <option key={c.id} value={c.id}>
                {named.get(c.id)}
              </option>
            ))}
          </select>
          <button type="button" className="c-button c-button--primary" onClick={onMint} disabled={!chosen || minting.loading}>
            Mint token
          </button>
          <button type="button" className="c-button" onClick={() => void refetch()}>
            Refresh
          </button>
        </>
      }
    >
      <ShownOnce
        label="New access token"
        value={minted}
        note="Shown once: Staffbridge keeps only its hash. Send it as Authorization: Bearer …"
        onDone={() => setMinted(null)}
      />
      {error ? <Notice tone="danger">{problemText(error)}</Notice> : null}
      {problem ? <Notice tone="danger">{problem}</Notice> : null}
      {loading && !data ? <p className="c-muted">Loading tokens…</p> : null}
      {data && tokens.length === 0 ? <p className="c-empty">No tokens yet: a token exchange or Mint token makes one.</p> : null}
      {tokens.length ? (
        <table className="c-table">
          <TableHead columns={['Token', 'Connection', 'Created', 'Status', 'Can read', <span className="visually-hidden">Actions</span>]} />
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id} data-token={t.id}>
                <td className="c-nowrap">
                  <code>{t.token}</code>
                </td>
                <td>
                  {named.get(t.connectionId) ?? t.provider} <Badge tone="plain">{t.mode}</Badge>
                </td>
                <td>
                  <Time iso={t.createdAt} />
                </td>
                <td>{t.valid ? <Badge tone="ok">Valid</Badge> : <Badge tone="off">{t.revokedAt ? 'Revoked' : 'Disconnected'}</Badge>}</td>
                <td>
                  <ScopeChips scopes={t.scopeDetails} />
                </td>
                <td>
                  <button type="button" className="c-button c-button--danger-quiet" disabled={!t.valid} onClick={() => setRevoking(t)}>
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ConfirmDialog open={revoking !== null} title={`Revoke token ${revoking?.token ?? ''}?`} confirmLabel="Revoke" onConfirm={onRevoke} onCancel={() => setRevoking(null)}>
        <p>Calls with this token are refused (403) from now on. The connection and its other tokens keep working.</p>
      </ConfirmDialog>
    </Section>
  );
}
