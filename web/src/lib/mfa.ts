// The MFA prompt per mfa type (SPEC §2 MFA).
export interface MfaPromptInput {
  type: string | null | undefined;
  phoneNumber?: string | null;
  email?: string | null;
  providerId?: string | null;
  /** The provider's own MFA message from the catalogue, for other types. */
  providerMessage?: string | null;
}

export const SANDBOX_MFA_CODE = '123456';

export function mfaPrompt({ type, phoneNumber, email, providerId, providerMessage }: MfaPromptInput): string {
  switch (type) {
    case 'text_message':
      return phoneNumber ? `Enter the code sent to (***) *** - ${phoneNumber}` : 'Enter the code sent to your phone';
    case 'authenticator':
      return 'Enter the code from the authenticator app (for example Google Authenticator or Microsoft Authenticator)';
    case 'email':
      if (providerId === 'personio.de') {
        return `Personio has recognised a new login and sent a code to ${email || 'your email'}. Please enter that code.`;
      }
      return email ? `Enter the code sent to ${email}` : 'Enter the code sent to your email';
    default:
      return providerMessage || 'Enter the code sent to your mfa device';
  }
}

/** GraphQL error codes after which retrying the code cannot help (SPEC §4). */
export const MFA_BLOCKING_CODES: ReadonlySet<string> = new Set([
  'reauthentication_required',
  'additional_account_setup_required',
  'captcha_challenge',
]);
