// The connect wizard as a pure state machine (SPEC §4): forward order PREAMBLE, SCOPES, SELECT,
// SIGN_IN, MFA, CHOOSE; back CHOOSE/MFA -> SIGN_IN, SCOPES -> PREAMBLE, SELECT -> SCOPES,
// SIGN_IN -> SELECT (clearing the provider).
import { MESSAGES } from './messages';

export type Step = 'PREAMBLE' | 'SCOPES' | 'SELECT' | 'SIGN_IN' | 'MFA' | 'CHOOSE';

export interface EntityChoice {
  id: string;
  name: string;
}

export interface WizardState<P> {
  step: Step;
  provider: P | null;
  mfaType: string | null;
  phoneNumber: string | null;
  mfaEmail: string | null;
  entities: EntityChoice[];
  /** redirect_to once the server has finished; the app completes the flow with it. */
  redirectTo: string | null;
}

export interface AuthorizeOutcome {
  next?: string | null;
  redirectTo?: string | null;
  nextContext?: {
    entities?: EntityChoice[] | null;
    phoneNumber?: string | null;
    email?: string | null;
    mfaType?: string | null;
  } | null;
}

export type WizardAction<P> =
  | { type: 'continue' }
  | { type: 'select'; provider: P }
  | { type: 'back' }
  | { type: 'authorized'; outcome: AuthorizeOutcome };

export function initialWizard<P>(provider: P | null): WizardState<P> {
  return {
    step: 'PREAMBLE',
    provider,
    mfaType: null,
    phoneNumber: null,
    mfaEmail: null,
    entities: [],
    redirectTo: null,
  };
}

const BACK: Partial<Record<Step, Step>> = {
  SCOPES: 'PREAMBLE',
  SELECT: 'SCOPES',
  SIGN_IN: 'SELECT',
  MFA: 'SIGN_IN',
  CHOOSE: 'SIGN_IN',
};

const NEXT_STEPS: ReadonlySet<string> = new Set(['SIGN_IN', 'MFA', 'CHOOSE']);

export function wizardReducer<P>(state: WizardState<P>, action: WizardAction<P>): WizardState<P> {
  switch (action.type) {
    case 'continue':
      if (state.step === 'PREAMBLE') return { ...state, step: 'SCOPES' };
      if (state.step === 'SCOPES') return { ...state, step: state.provider ? 'SIGN_IN' : 'SELECT' };
      return state;
    case 'select':
      return { ...state, provider: action.provider, step: 'SIGN_IN' };
    case 'back': {
      const to = BACK[state.step];
      if (!to) return state;
      return state.step === 'SIGN_IN' ? { ...state, step: to, provider: null } : { ...state, step: to };
    }
    case 'authorized':
      return applyOutcome(state, action.outcome);
  }
}

/** Applies an authorize response; throws "next was empty, redirectTo was empty" when it has neither. */
export function applyOutcome<P>(state: WizardState<P>, outcome: AuthorizeOutcome): WizardState<P> {
  const { next, redirectTo, nextContext } = outcome;
  if (next) {
    if (!NEXT_STEPS.has(next)) throw new Error(`${MESSAGES.unexpected}: ${next}`);
    const step = next as Step;
    if (step === 'MFA') {
      return {
        ...state,
        step,
        mfaType: nextContext?.mfaType ?? null,
        phoneNumber: nextContext?.phoneNumber ?? null,
        mfaEmail: nextContext?.email ?? null,
      };
    }
    if (step === 'CHOOSE') return { ...state, step, entities: nextContext?.entities ?? [] };
    return { ...state, step };
  }
  if (redirectTo) return { ...state, redirectTo };
  throw new Error(MESSAGES.nextAndRedirectEmpty);
}
