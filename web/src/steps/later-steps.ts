// The screens after PREAMBLE, in one chunk of their own: the widget's entry carries only what the first
// screen needs, and the wizard loads this while that screen is shown (app/wizard.tsx).
export { ChooseStep } from './choose/choose-step';
export { MfaStep } from './mfa/mfa-step';
export { ScopesStep } from './scopes/scopes-step';
export { SelectStep } from './select/select-step';
export { SignInStep } from './sign-in/sign-in-step';
