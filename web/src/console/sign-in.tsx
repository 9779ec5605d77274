// CONTRACT §10: labels "Client ID" and "Client secret", button "Sign in". The form never submits (the page's
// CSP forbids it too): a secret must never end up in a URL.
import { useState, type FormEvent } from 'react';
import { BrandMark } from '../ui/brand';
import { Spinner } from '../ui/spinner';
import { Notice } from './ui/notice';

interface Props {
  onSignIn: (credentials: { clientId: string; secret: string }) => Promise<string | null>;
  /** Why the last session ended, if it did not end by choice. */
  notice: string | null;
  /** Everything a sign-in needs has loaded (data-ready: what the benchmark waits for). */
  ready: boolean;
}

export function SignIn({ onSignIn, notice, ready }: Props) {
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!clientId.trim() || !secret) return setError('Enter your client ID and a client secret.');
    setBusy(true);
    setError(null);
    const problem = await onSignIn({ clientId: clientId.trim(), secret });
    setBusy(false);
    if (problem) {
      setSecret('');
      setError(problem);
    }
  };

  return (
    <main className="c-signin" data-view="SIGN_IN" data-ready={ready}>
      <form className="c-card c-signin__card" method="post" onSubmit={submit} noValidate>
        <div className="c-signin__brand">
          <BrandMark size={40} />
          <div>
            <h1 className="c-title">Staffbridge console</h1>
            <p className="c-muted">Your connections, tokens and webhooks.</p>
          </div>
        </div>
        {notice ? <Notice tone="info">{notice}</Notice> : null}
        <label className="c-field">
          <span className="c-field__label">Client ID</span>
          <input className="c-input" name="client_id" value={clientId} onChange={(e) => setClientId(e.target.value)} autoComplete="off" spellCheck={false} autoFocus />
        </label>
        <label className="c-field">
          <span className="c-field__label">Client secret</span>
          <input className="c-input" name="client_secret" type="password" value={secret} onChange={(e) => setSecret(e.target.value)} autoComplete="off" />
        </label>
        {error ? <Notice tone="danger">{error}</Notice> : null}
        <button className="c-button c-button--primary c-button--wide" type="submit" aria-disabled={busy}>
          {busy ? <Spinner /> : null}
          Sign in
        </button>
        <p className="c-small c-muted">The secret stays in this page's memory: reloading the page signs you out.</p>
      </form>
    </main>
  );
}
