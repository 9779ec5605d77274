// Holds the wizard state and renders the current screen (SPEC §2, §4).
import { useCallback, useMemo, useReducer, useState, type CSSProperties } from 'react';
import { normaliseHex, readableTextOn } from '../lib/color';
import { complete } from '../lib/complete';
import { initialWizard, wizardReducer, type AuthorizeOutcome } from '../lib/wizard';
import { ChooseStep } from '../steps/choose/choose-step';
import { MfaStep } from '../steps/mfa/mfa-step';
import { PreambleStep } from '../steps/preamble/preamble-step';
import { ScopesStep } from '../steps/scopes/scopes-step';
import { SelectStep } from '../steps/select/select-step';
import { SignInStep } from '../steps/sign-in/sign-in-step';
import { CheckCircleIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { ConnectContext, type ConnectApi } from './connect-context';
import type { ConnectSession, Provider } from './types';

type Finished = 'navigating' | 'posted' | null;

export function Wizard({ session }: { session: ConnectSession }) {
  const [state, dispatch] = useReducer(wizardReducer<Provider>, session.presetProvider, initialWizard<Provider>);
  const [fatal, setFatal] = useState<unknown>(null);
  const [finished, setFinished] = useState<Finished>(null);

  const onOutcome = useCallback(
    (outcome: AuthorizeOutcome) => {
      if (outcome.next) {
        dispatch({ type: 'authorized', outcome });
        return;
      }
      try {
        const plan = complete(session.params.appType, outcome.redirectTo, session.client.redirectUri);
        setFinished(plan.kind === 'navigate' ? 'navigating' : 'posted');
      } catch (error) {
        setFatal(error);
      }
    },
    [session],
  );

  const api = useMemo<ConnectApi>(() => ({ session, state, dispatch, onOutcome }), [session, state, onOutcome]);
  // Completion failures are programming or configuration errors: the error boundary shows them.
  if (fatal) throw fatal;

  const accent = normaliseHex(state.provider?.color);
  const style = { '--accent': accent, '--on-accent': readableTextOn(accent) } as CSSProperties;

  return (
    <ConnectContext value={api}>
      <div className="step" style={style} data-step={finished ? 'DONE' : state.step}>
        {finished ? <Finished kind={finished} clientName={session.client.name} /> : <CurrentStep step={state.step} providerId={state.provider?.id} />}
      </div>
    </ConnectContext>
  );
}

function CurrentStep({ step, providerId }: { step: string; providerId: string | undefined }) {
  switch (step) {
    case 'PREAMBLE':
      return <PreambleStep />;
    case 'SCOPES':
      return <ScopesStep />;
    case 'SELECT':
      return <SelectStep />;
    case 'SIGN_IN':
      return <SignInStep key={providerId} />;
    case 'MFA':
      return <MfaStep />;
    case 'CHOOSE':
      return <ChooseStep />;
    default:
      return null;
  }
}

function Finished({ kind, clientName }: { kind: Exclude<Finished, null>; clientName: string }) {
  if (kind === 'navigating') {
    return (
      <div className="finished" role="status">
        <Spinner />
        <p>Connected. Taking you back to {clientName}…</p>
      </div>
    );
  }
  return (
    <div className="finished" role="status">
      <span className="finished__icon">
        <CheckCircleIcon size={40} />
      </span>
      <h1 id="step-title" className="step-title">You are connected</h1>
      <p>{clientName} now has access. You can close this window.</p>
    </div>
  );
}
