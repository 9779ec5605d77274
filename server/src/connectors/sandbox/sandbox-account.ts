// CONTRACT §6: the sandbox credentials and their variants, parsed once.
// xhr: username sandbox_user / password sandbox_password; official: API key sandbox_api_key.
// Suffixes on the username or key, combinable: +email, +authenticator, +nomfa, +single, +employees=N.
export const SANDBOX_USERNAME = 'sandbox_user';
export const SANDBOX_PASSWORD = 'sandbox_password';
export const SANDBOX_API_KEY = 'sandbox_api_key';
export const SANDBOX_MFA_CODE = '123456';
export const DEFAULT_EMPLOYEES = 25;
export const MAX_EMPLOYEES = 100_000;

export interface SandboxAccount {
  mfa: 'text_message' | 'email' | 'authenticator' | 'none';
  single: boolean;
  employees: number;
}

/** Parses `base+variant+variant`; null when the base or a variant is not the sandbox's. */
export function parseSandboxAccount(value: string, base: string): SandboxAccount | null {
  const [head, ...variants] = value.split('+');
  if (head !== base) return null;
  const account: SandboxAccount = { mfa: 'text_message', single: false, employees: DEFAULT_EMPLOYEES };
  for (const variant of variants) {
    const size = /^employees=(\d{1,6})$/.exec(variant);
    if (size) {
      const n = Number(size[1]);
      if (n < 1 || n > MAX_EMPLOYEES) return null;
      account.employees = n;
    } else if (variant === 'email' || variant === 'authenticator') account.mfa = variant;
    else if (variant === 'nomfa') account.mfa = 'none';
    else if (variant === 'single') account.single = true;
    else return null;
  }
  return account;
}
