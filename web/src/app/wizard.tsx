// Holds the wizard state and renders the current screen (SPEC §2, §4).
import { useCallback, useEffect, useMemo, useReducer, useState, type CSSProperties } from 'react';
import { normaliseHex } from '../lib/color';
import { complete } from '../lib/complete';
import { initialWizard, wizardReducer, type AuthorizeOutcome } from '../lib/wizard';
import { PreambleStep } from '../steps/preamble/preamble-step';
import { CheckCircleIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { ConnectContext, type ConnectApi } from './connect-context';
import type { ConnectSession, Provider } from './types';

type Finished = 'navigating' | 'posted' | null;

// PREAMBLE, the first screen, is in the entry chunk; the later screens are one chunk of their own
// (steps/later-steps.ts), fetched as soon as the wizard shows, so it is there before Continue is pressed.
type LaterSteps = typeof import('../steps/later-steps');
let laterSteps: Promise<LaterSteps> | null = null;
const loadLaterSteps = () => (laterSteps ??= import('../steps/later-steps'));

export function Wizard({ session }: { session: ConnectSession }) {
  const [state, dispatch] = useReducer(wizardReducer<Provider>, session.presetProvider, initialWizard<Provider>);
  const [fatal, setFatal] = useState<unknown>(null);
  const [finished, setFinished] = useState<Finished>(null);
  const [later, setLater] = useState<LaterSteps | null>(null);
  // A chunk that cannot load is shown by the error boundary, like any other failure.
  useEffect(() => void loadLaterSteps().then(setLater, setFatal), []);

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

  // The chosen provider's colour, worn as an accent (the Sign In button's band), never as a button's fill.
  const style = { '--accent': normaliseHex(state.provider?.color) } as CSSProperties;

  return (
    <ConnectContext value={api}>
      <div className="step" style={style} data-step={finished ? 'DONE' : state.step}>
        {finished ? <Finished kind={finished} clientName={session.client.name} /> : <CurrentStep step={state.step} providerId={state.provider?.id} later={later} />}
      </div>
    </ConnectContext>
  );
}

function CurrentStep({ step, providerId, later }: { step: string; providerId: string | undefined; later: LaterSteps | null }) {
  if (step === 'PREAMBLE') return <PreambleStep />;
  // Only if Continue beats the later screens' chunk (a few KB, asked for when PREAMBLE showed).
  if (!later) {
    return (
      <div className="loading">
        <Spinner label="Loading" />
      </div>
    );
  }
  switch (step) {
    case 'SCOPES':
      return <later.ScopesStep />;
    case 'SELECT':
      return <later.SelectStep />;
    case 'SIGN_IN':
      return <later.SignInStep key={providerId} />;
    case 'MFA':
      return <later.MfaStep />;
    case 'CHOOSE':
      return <later.ChooseStep />;
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
