import { describe, expect, it } from 'vitest';
import { applyOutcome, initialWizard, wizardReducer, type WizardState } from '../../web/src/lib/wizard';

type P = { id: string };
const sandbox: P = { id: 'sandbox' };

function run(state: WizardState<P>, ...actions: Parameters<typeof wizardReducer<P>>[1][]): WizardState<P> {
  return actions.reduce((s, a) => wizardReducer<P>(s, a), state);
}

describe('connect wizard (SPEC §4)', () => {
  it('goes PREAMBLE -> SCOPES -> SELECT -> SIGN_IN without a preset provider', () => {
    const s = run(initialWizard<P>(null), { type: 'continue' }, { type: 'continue' });
    expect(s.step).toBe('SELECT');
    const chosen = wizardReducer(s, { type: 'select', provider: sandbox });
    expect(chosen).toMatchObject({ step: 'SIGN_IN', provider: sandbox });
  });

  it('skips SELECT when the provider is preset', () => {
    expect(run(initialWizard(sandbox), { type: 'continue' }, { type: 'continue' }).step).toBe('SIGN_IN');
  });

  it('goes back per the spec; back from SIGN_IN clears the provider', () => {
    const signIn = run(initialWizard(sandbox), { type: 'continue' }, { type: 'continue' });
    const select = wizardReducer(signIn, { type: 'back' });
    expect(select).toMatchObject({ step: 'SELECT', provider: null });
    expect(wizardReducer(select, { type: 'back' }).step).toBe('SCOPES');
    expect(run(select, { type: 'back' }, { type: 'back' }).step).toBe('PREAMBLE');
    expect(run(select, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('PREAMBLE');
    const mfa = { ...signIn, step: 'MFA' as const };
    expect(wizardReducer(mfa, { type: 'back' })).toMatchObject({ step: 'SIGN_IN', provider: sandbox });
    const choose = { ...signIn, step: 'CHOOSE' as const };
    expect(wizardReducer(choose, { type: 'back' })).toMatchObject({ step: 'SIGN_IN', provider: sandbox });
  });

  it('stores MFA context and entities from next_context', () => {
    const signIn = { ...initialWizard(sandbox), step: 'SIGN_IN' as const };
    const mfa = applyOutcome(signIn, { next: 'MFA', nextContext: { mfaType: 'text_message', phoneNumber: '12', email: null } });
    expect(mfa).toMatchObject({ step: 'MFA', mfaType: 'text_message', phoneNumber: '12', mfaEmail: null });
    const choose = applyOutcome(mfa, { next: 'CHOOSE', nextContext: { entities: [{ id: 'e1', name: 'Acme' }] } });
    expect(choose).toMatchObject({ step: 'CHOOSE', entities: [{ id: 'e1', name: 'Acme' }] });
    expect(applyOutcome(choose, { next: null, redirectTo: 'https://a.example/?authorization_code=x' }).redirectTo).toBe(
      'https://a.example/?authorization_code=x',
    );
  });

  it('refuses an answer with neither next nor redirectTo', () => {
    expect(() => applyOutcome(initialWizard(sandbox), { next: null, redirectTo: null })).toThrow(
      'next was empty, redirectTo was empty',
    );
  });
});
