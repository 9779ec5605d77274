// SIGN_IN (SPEC §2): fields from the provider's catalogue entry; credentials, OAuth popup + pasted
// key, or the assisted-connect iframe (which has no Sign In button).
import { useId, useState, type FormEvent } from 'react';
import { useConnect } from '../../app/connect-context';
import type { Provider } from '../../app/types';
import { fieldSpecs, missingCredentials, toCredentials, type FieldSpec, type FieldValues } from '../../lib/credentials';
import { MESSAGES } from '../../lib/messages';
import { ErrorNote } from '../../ui/error-note';
import { ProviderLogo } from '../../ui/provider-logo';
import { Spinner } from '../../ui/spinner';
import { StepHeader } from '../../ui/step-header';
import { useAuthorize } from '../use-authorize';
import { AmazonNotice, SandboxCredentialsNotice } from './notices';
import { OAuthConnect } from './oauth-connect';

const OAUTH_KEY_FIELD: FieldSpec = {
  name: 'api_key',
  label: 'Key',
  placeholderKey: 'apiKeyPlaceholder',
  type: 'text',
  autoComplete: 'off',
  sendAs: 'apiKey',
};

function specsFor(provider: Provider, mode: string): FieldSpec[] {
  if (provider.signIn.kind === 'oauth') return [OAUTH_KEY_FIELD];
  if (provider.signIn.kind === 'assisted') return [];
  return fieldSpecs(provider.signIn.fields, mode, provider.id);
}

export function SignInStep() {
  const { session, state, dispatch } = useConnect();
  const provider = state.provider;
  if (!provider) throw new Error(MESSAGES.noProvider);
  const { mode, sandbox } = session.params;
  const kind = provider.signIn.kind;

  return (
    <>
      <StepHeader
        title={`Authenticate with ${provider.displayName}`}
        onBack={() => dispatch({ type: 'back' })}
        media={<ProviderLogo provider={provider} size="lg" />}
      />
      {sandbox ? <SandboxCredentialsNotice mode={mode} /> : null}
      {provider.id.includes('amazon') ? <AmazonNotice /> : null}
      {kind === 'assisted' ? (
        <AssistedConnect provider={provider} />
      ) : (
        <>
          {kind === 'oauth' ? <OAuthConnect provider={provider} /> : null}
          <CredentialsForm provider={provider} specs={specsFor(provider, mode)} sessionKey={session.sessionKey} />
        </>
      )}
    </>
  );
}

function AssistedConnect({ provider }: { provider: Provider }) {
  const url = provider.signIn.assistedUrl;
  return (
    <div className="assisted">
      <p>Book a short session and we will connect {provider.displayName} together with you.</p>
      {url ? <iframe className="assisted__frame" src={url} title={`Schedule assisted connect for ${provider.displayName}`} /> : null}
    </div>
  );
}

interface FormProps {
  provider: Provider;
  specs: FieldSpec[];
  sessionKey: string;
}

function CredentialsForm({ provider, specs, sessionKey }: FormProps) {
  const { authorize, loading } = useAuthorize();
  const [values, setValues] = useState<FieldValues>({});
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const requiredId = `${formId}-required`;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (loading) return;
    if (missingCredentials(specs, values)) {
      setRequired(true);
      return;
    }
    setError(null);
    const failure = await authorize('SIGN_IN', toCredentials(specs, values));
    if (failure) setError(failure.message ?? MESSAGES.signInFallback);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={loading}>
      {specs.map((spec) => {
        const id = `${formId}-${spec.name}`;
        const empty = !values[spec.name]?.trim();
        return (
          <div className="field" key={spec.name}>
            <label htmlFor={id}>{spec.label}</label>
            <input
              id={id}
              name={spec.name}
              className="input"
              type={spec.type}
              autoComplete={spec.autoComplete}
              spellCheck={false}
              autoCapitalize="off"
              placeholder={provider[spec.placeholderKey] ?? undefined}
              value={values[spec.name] ?? ''}
              aria-required="true"
              aria-invalid={required && empty ? true : undefined}
              aria-describedby={required ? requiredId : undefined}
              onChange={(e) => {
                setValues((v) => ({ ...v, [spec.name]: e.target.value }));
                // The required message clears as soon as the user types (SPEC §5).
                setRequired(false);
              }}
            />
          </div>
        );
      })}
      {required ? (
        <p id={requiredId} className="field-error" role="alert">
          {MESSAGES.allFieldsRequired}
        </p>
      ) : null}
      {error ? <ErrorNote message={error} sessionKey={sessionKey} /> : null}
      {/* SPEC §2 "coloured with the provider colour": our primary button, with the provider colour as its band. */}
      <button type="submit" className="button button--primary button--provider" aria-disabled={loading || undefined}>
        {loading ? <Spinner /> : null}
        <span>Sign In</span>
      </button>
    </form>
  );
}
