// Sign-in field sets come from the catalogue (signIn.fields). This maps each field to its label,
// placeholder, input type and the authorize input it fills, and applies SPEC §5's required rule.
export type SignInField = 'domain' | 'username' | 'password' | 'api_key' | 'client_id' | 'client_secret' | 'employer_id';

export type PlaceholderKey =
  | 'domainPlaceholder'
  | 'userPlaceholder'
  | 'passwordPlaceholder'
  | 'apiKeyPlaceholder'
  | 'clientIdPlaceholder'
  | 'clientSecretPlaceholder'
  | 'employerIdPlaceholder';

export type AuthorizeCredential = 'domain' | 'username' | 'password' | 'apiKey';

export interface FieldSpec {
  name: SignInField;
  label: string;
  placeholderKey: PlaceholderKey;
  type: 'text' | 'password';
  autoComplete: string;
  /** The authorize input this field is sent as (the contract has no separate provider client id/secret inputs). */
  sendAs: AuthorizeCredential;
}

export const FIELD_SPECS: Record<SignInField, FieldSpec> = {
  domain: { name: 'domain', label: 'Domain', placeholderKey: 'domainPlaceholder', type: 'text', autoComplete: 'off', sendAs: 'domain' },
  username: { name: 'username', label: 'Username', placeholderKey: 'userPlaceholder', type: 'text', autoComplete: 'username', sendAs: 'username' },
  password: { name: 'password', label: 'Password', placeholderKey: 'passwordPlaceholder', type: 'password', autoComplete: 'current-password', sendAs: 'password' },
  api_key: { name: 'api_key', label: 'API key', placeholderKey: 'apiKeyPlaceholder', type: 'password', autoComplete: 'off', sendAs: 'apiKey' },
  client_id: { name: 'client_id', label: 'Client ID', placeholderKey: 'clientIdPlaceholder', type: 'text', autoComplete: 'off', sendAs: 'username' },
  client_secret: { name: 'client_secret', label: 'Client secret', placeholderKey: 'clientSecretPlaceholder', type: 'password', autoComplete: 'off', sendAs: 'password' },
  employer_id: { name: 'employer_id', label: 'Employer Id', placeholderKey: 'employerIdPlaceholder', type: 'text', autoComplete: 'off', sendAs: 'domain' },
};

// Official-mode providers whose "password" is shown as plain text (SPEC §2: "a text password").
const TEXT_PASSWORD_PROVIDERS: ReadonlySet<string> = new Set(['iris cascade', 'personio.de']);

export function fieldSpecs(fields: readonly string[], mode: string, providerId: string): FieldSpec[] {
  return fields
    .filter((f): f is SignInField => f in FIELD_SPECS)
    .map((f) => {
      const spec = FIELD_SPECS[f];
      if (f === 'password' && mode === 'official' && TEXT_PASSWORD_PROVIDERS.has(providerId)) {
        return { ...spec, type: 'text' as const, autoComplete: 'off' };
      }
      return spec;
    });
}

export type FieldValues = Partial<Record<SignInField, string>>;

export type Credentials = Partial<Record<AuthorizeCredential, string>>;

export function toCredentials(specs: readonly FieldSpec[], values: FieldValues): Credentials {
  const out: Credentials = {};
  for (const spec of specs) {
    // Sent as typed: a password may legitimately start or end with a space.
    const value = values[spec.name];
    if (value && value.trim()) out[spec.sendAs] = spec.name === 'domain' || spec.name === 'username' ? value.trim() : value;
  }
  return out;
}

/**
 * SPEC §5: "All input fields are required." when neither both username and password nor the API key
 * are filled. Every field on screen is also needed by its provider, so an empty visible field counts too.
 */
export function missingCredentials(specs: readonly FieldSpec[], values: FieldValues): boolean {
  const c = toCredentials(specs, values);
  const specRule = !(c.username && c.password) && !c.apiKey;
  const emptyVisible = specs.some((spec) => !values[spec.name]?.trim());
  return specRule || emptyVisible;
}
