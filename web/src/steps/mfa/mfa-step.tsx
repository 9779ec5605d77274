// MFA (SPEC §2): one "Code" field and Continue; the prompt depends on the mfa type.
import { useId, useState, type FormEvent } from 'react';
import { useConnect } from '../../app/connect-context';
import { MESSAGES } from '../../lib/messages';
import { MFA_BLOCKING_CODES, SANDBOX_MFA_CODE, mfaPrompt } from '../../lib/mfa';
import { ErrorNote } from '../../ui/error-note';
import { InfoIcon } from '../../ui/icons';
import { ProviderLogo } from '../../ui/provider-logo';
import { Spinner } from '../../ui/spinner';
import { StepHeader } from '../../ui/step-header';
import { useAuthorize } from '../use-authorize';

export function MfaStep() {
  const { session, state, dispatch } = useConnect();
  const { authorize, loading } = useAuthorize();
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // After these codes another try cannot succeed: Continue stays disabled (SPEC §4).
  const [blocked, setBlocked] = useState(false);
  const id = useId();
  const provider = state.provider;
  if (!provider) throw new Error(MESSAGES.noProvider);

  const prompt = mfaPrompt({
    type: state.mfaType,
    phoneNumber: state.phoneNumber,
    email: state.mfaEmail,
    providerId: provider.id,
    providerMessage: provider.mfaMessage,
  });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (loading || blocked) return;
    if (!code.trim()) {
      setRequired(true);
      return;
    }
    setError(null);
    const failure = await authorize('MFA', { mfaCode: code.trim() });
    if (!failure) return;
    setError(failure.message ?? MESSAGES.mfaFallback);
    if (failure.code && MFA_BLOCKING_CODES.has(failure.code)) setBlocked(true);
  };

  return (
    <>
      <StepHeader
        title="Verify it's you"
        onBack={() => dispatch({ type: 'back' })}
        media={<ProviderLogo provider={provider} size="lg" />}
        subtitle={<p className="mfa-prompt">{prompt}</p>}
      />
      {session.params.sandbox ? (
        <div className="notice" role="note">
          <InfoIcon />
          <p>
            Sandbox mode: code <code>{SANDBOX_MFA_CODE}</code> signs in, anything else errors.
          </p>
        </div>
      ) : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={loading}>
        <div className="field">
          <label htmlFor={id}>Code</label>
          <input
            id={id}
            name="code"
            className="input input--code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            aria-required="true"
            aria-invalid={required || undefined}
            aria-describedby={required ? `${id}-required` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setRequired(false);
            }}
          />
          {required ? (
            <p id={`${id}-required`} className="field-error" role="alert">
              {MESSAGES.mfaCodeRequired}
            </p>
          ) : null}
        </div>
        {error ? <ErrorNote message={error} sessionKey={session.sessionKey} /> : null}
        <button type="submit" className="button button--primary" disabled={blocked} aria-disabled={loading || undefined}>
          {loading ? <Spinner /> : null}
          <span>Continue</span>
        </button>
      </form>
    </>
  );
}
