import { createContext, useContext, type Dispatch } from 'react';
import type { AuthorizeOutcome, WizardAction, WizardState } from '../lib/wizard';
import type { ConnectSession, Provider } from './types';

export interface ConnectApi {
  session: ConnectSession;
  state: WizardState<Provider>;
  dispatch: Dispatch<WizardAction<Provider>>;
  /** Applies an authorize response that has next or redirectTo (SPEC §4). */
  onOutcome: (outcome: AuthorizeOutcome) => void;
}

export const ConnectContext = createContext<ConnectApi | null>(null);

export function useConnect(): ConnectApi {
  const api = useContext(ConnectContext);
  if (!api) throw new Error('useConnect outside the connect wizard');
  return api;
}
