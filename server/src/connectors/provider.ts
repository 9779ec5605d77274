// One typed declaration per provider, in the provider's folder (`<id>/<id>.provider.ts`), made with
// defineProvider(). Everything else derives from these: the catalogue (server/src/connectors/catalogue.ts,
// with SPEC §3's id lists and SPEC §2's sign-in rule tables as the default), the registry, GET /providers,
// docs/providers.md and the description-driven test fakes (tests/fakes/described.ts).
// Providers without a connector declare only their brand (and what their sign-in form shows) in brands.ts.
import type { DataSource } from 'typeorm';
import type { Mode, RemoteEmployee } from '../model';
import type { ProviderId, ProviderTag, SignInField } from './catalogue-spec';
import type { Connector, Resource } from './connector';
import { providerEnvKey, type OAuthAppSetting } from '../config';
import type { OfficialConnectorOptions } from './http/official';
import { logoSlug } from './logos';

export type EmployeeField = Exclude<keyof RemoteEmployee, 'remote_id'>;

/** Every employee field a mapper may fill, in the order docs/providers.md lists them. */
export const EMPLOYEE_FIELDS: readonly EmployeeField[] = [
  'employee_number', 'first_name', 'last_name', 'display_full_name', 'nationality', 'job_title', 'work_email',
  'personal_email', 'mobile_phone_number', 'tax_id', 'gender', 'ethnicity', 'marital_status', 'date_of_birth',
  'employment_status', 'employment_type', 'start_date', 'remote_created_at', 'termination_date', 'avatar',
  'home_location', 'work_location_remote_id', 'manager_remote_id', 'bank_account', 'employment_history',
  'compensation_history', 'custom_fields', 'group_remote_ids', 'dependents', 'emergency_contacts',
];

/**
 * A connector's employee fields written as what it leaves empty: most mappers fill most fields, and what they
 * cannot fill is what their notes explain.
 */
export function employeeFieldsBut(...empty: EmployeeField[]): EmployeeField[] {
  return EMPLOYEE_FIELDS.filter((field) => !empty.includes(field));
}

export interface Brand {
  displayName: string;
  /** `#RRGGBB`; white monogram letters must stay readable on it (see logos.ts). */
  color: string;
  tags: readonly ProviderTag[];
  /**
   * The brand's mark in Simple Icons (its slug: `simple-icons/icons/<mark>.svg`), where Simple Icons has the
   * brand; the logo is a monogram otherwise (see logos.ts).
   */
  mark?: string;
}

/** Placeholder texts of the sign-in inputs (SPEC §2 "Per-provider placeholder texts"). */
export interface Placeholders {
  apiKey?: string;
  domain?: string;
  user?: string;
  password?: string;
  clientId?: string;
  clientSecret?: string;
  employerId?: string;
}

/** What one mode's sign-in form shows beyond SPEC §2's rule tables. */
export interface SignInDeclaration {
  placeholders?: Placeholders;
  mfaMessage?: string;
  /**
   * Inputs the provider's API needs that SPEC §2's field set for it lacks (CONTRACT §6b), appended to the
   * spec's fields, each with the reason docs/providers.md shows.
   */
  extraFields?: ReadonlyArray<{ field: SignInField; why: string }>;
  /**
   * Official mode only: the provider's API accepts only authorization-code OAuth, so the form gets SPEC §2's
   * "Connect HERE" popup and the API key field takes the key it shows. The reason docs/providers.md shows.
   */
  oauthPopup?: string;
}

/** The key field of the OAuth popup providers holds what our callback page shows. */
export const OAUTH_KEY_PLACEHOLDER = 'Paste the key shown after connecting';

/** Official sign-in with what the API key field shows: SPEC §2's field set is enough. */
export function apiKeySignIn(apiKey: string) {
  return { official: { placeholders: { apiKey } } };
}

/** Official sign-in of an OAuth popup provider: the API key field takes the key our callback page shows. */
export function oauthKeySignIn() {
  return apiKeySignIn(OAUTH_KEY_PLACEHOLDER);
}

/**
 * Official sign-in of a provider that serves each company's API from its own subdomain while SPEC §2's form for it
 * has the API key alone: the form adds `domain`, and `why` says so in docs/providers.md.
 */
export function subdomainApiKeySignIn(apiKey: string, why: string) {
  return { official: { placeholders: { apiKey, domain: 'yourcompany' }, extraFields: [{ field: 'domain' as const, why }] } };
}

/** How we talk to a provider's authorization server (RFC 6749 §4.1). Never public. */
export interface ProviderOAuthEndpoints {
  /**
   * The provider's consent page, where our start route redirects the popup. Absent where each app has a consent
   * page of its own (Oyster HR): the operator sets it (PROVIDER_<ID>_AUTHORIZE_URL).
   */
  authorizeUrl?: string;
  /** Where codes and refresh tokens are exchanged. */
  tokenUrl: string;
  /** Scopes asked for: what the connector reads, nothing more. */
  scopes: string[];
  /** RFC 6749 §2.3.1: HTTP Basic (`basic`) or client_id/client_secret in the form body (`post`). */
  clientAuth: 'basic' | 'post';
  /** Send an RFC 7636 S256 code challenge (providers that document PKCE for confidential clients). */
  pkce: boolean;
  /**
   * What the app needs from the operator beyond its client id and secret (`PROVIDER_<ID>_<name>`, see
   * OAUTH_APP_SETTINGS in config.ts), each with the reason docs/providers.md shows.
   */
  settings?: ReadonlyArray<{ name: OAuthAppSetting; why: string }>;
}

/**
 * The sign-in text (docs/providers.md) of an OAuth popup provider, written from its declared endpoints so that URLs,
 * scopes and operator settings are stated once; `more` adds what is particular to the provider's apps.
 */
export function oauthPopupAuth(id: ProviderId, oauth: ProviderOAuthEndpoints, more?: string): string {
  const slug = logoSlug(id);
  const key = `PROVIDER_${providerEnvKey(id)}`;
  const consent = oauth.authorizeUrl ?? `the app's own consent page (${key}_AUTHORIZE_URL)`;
  const pkce = oauth.pkce ? ' with PKCE' : '';
  const scopes = oauth.scopes.length > 0 ? ` (scopes ${oauth.scopes.join(' ')})` : '';
  const client = oauth.clientAuth === 'basic' ? 'HTTP Basic client auth' : 'client id and secret in the form body';
  const settings = ['CLIENT_ID', 'CLIENT_SECRET', ...(oauth.authorizeUrl ? [] : ['AUTHORIZE_URL']), ...(oauth.settings ?? []).map((s) => s.name)];
  const needs = settings.map((name) => `${key}_${name}`);
  return (
    `OAuth popup ("Connect HERE"): /oauth/${slug}/start redirects to ${consent}${pkce}${scopes}; the callback exchanges the code at ` +
    `${oauth.tokenUrl} (${client}) and shows a one-time key, pasted as api_key. Needs ${needs.slice(0, -1).join(', ')} and ` +
    `${needs.at(-1)}; the app's redirect URI is <PUBLIC_URL>/oauth/${slug}/callback.${more ? ` ${more}` : ''}`
  );
}

export interface ProviderApi {
  /** Documented REST base URL. `{domain}` stands for the customer's (sub)domain; see apiBaseUrl(). */
  baseUrl: string;
  /** The provider's API reference. */
  docs: string;
  /** OAuth 2.0 authorization-code endpoints, for the popup providers (server side only). */
  oauth?: ProviderOAuthEndpoints;
}

/** What a connector factory may be handed: the store (sandbox) and HTTP tuning (tests). */
export interface ConnectorDeps {
  dataSource?: DataSource;
  options?: OfficialConnectorOptions;
}

export interface ConnectorDeclaration {
  modes: readonly Mode[];
  create(deps: ConnectorDeps): Connector;
  /** How the sign-in form's fields are used. */
  auth: string;
  /** Resources with a fetcher (and 'employee' when createEmployee exists); a test checks it. */
  resources: readonly Resource[];
  /** RemoteEmployee fields the mapper can fill (remote_id is always filled); a test checks the golden files. */
  employeeFields: readonly EmployeeField[];
  /** What the provider's API does not offer, or what the connector leaves out and why. */
  notes: readonly string[];
}

/** The connector of a provider offered in official mode only, made from the HTTP tuning it is handed (tests). */
export function officialConnector<const D extends Omit<ConnectorDeclaration, 'modes' | 'create'>>(
  create: (options?: OfficialConnectorOptions) => Connector,
  declaration: D,
): D & Pick<ConnectorDeclaration, 'modes' | 'create'> {
  return { modes: ['official'], create: ({ options }) => create(options), ...declaration };
}

/** A call the published description lacks, allowed in the fakes only with the provider's public docs. */
export interface UndocumentedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template as the description would write it (`/api/v1/meta/lists/{id}`). */
  path: string;
  /** The provider's public documentation of the call. */
  docs: string;
  why?: string;
}

/** The provider's published API description (under ../shared/providers) the connector is proven against. */
export interface PublishedDescription {
  /** Path below the shared providers folder, e.g. `bamboohr/public.yaml`. */
  file: string;
  /**
   * Further files of the same API and server that the provider publishes apart (Personio's authentication),
   * below the shared providers folder: their operations count as described too.
   */
  parts?: readonly string[];
  /** The document's info.version (a test checks it). */
  version: string;
  /** Who published it, from its SOURCE.md. */
  source: string;
  undocumented?: readonly UndocumentedCall[];
}

/**
 * A provider that publishes reference docs but no API description: where its shapes come from, and every call
 * the connector makes, each with the page of the provider's public docs that documents it. The test fake
 * (tests/fakes/documented.ts) answers these calls and nothing else.
 */
export interface PublicReference {
  /** The provider's reference and any open-source client of it the shapes were read from (URLs). */
  sources: readonly string[];
  /** Where no description was found at all (../shared/providers/INDEX.md): what was looked for. */
  note?: string;
  calls: readonly UndocumentedCall[];
}

export interface ProviderDeclaration {
  /** SPEC §3 id; the same in every mode it is offered in. */
  id: ProviderId;
  brand: Brand;
  signIn?: Partial<Record<Mode, SignInDeclaration>>;
  api?: ProviderApi;
  connector?: ConnectorDeclaration;
  description?: PublishedDescription;
  /** Providers without a published description: the public reference the connector is built from. */
  reference?: PublicReference;
  /**
   * Why Staffbridge cannot connect the provider in a mode it is offered in (no connector for it there), as
   * docs/providers.md shows it: no public API, partner-only access, ... Without it the page says only that
   * no connector exists yet (and, in xhr mode, that there is no credential flow).
   */
  unavailable?: Partial<Record<Mode, string>>;
}

/** Freezes an object and everything below it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

/** Checks what the type cannot, and freezes the declaration: it is read by every request. */
export function defineProvider<const T extends ProviderDeclaration>(declaration: T): T {
  const { id, brand, connector, description } = declaration;
  if (!/^#[0-9A-F]{6}$/.test(brand.color)) throw new Error(`${id}: brand colour must be #RRGGBB (upper case)`);
  if (brand.mark !== undefined && !/^[a-z0-9]+$/.test(brand.mark)) throw new Error(`${id}: brand mark must be a Simple Icons slug`);
  if (connector && !declaration.api && !connector.modes.every((m) => m === 'xhr') && id !== 'sandbox') {
    throw new Error(`${id}: an official connector needs api.baseUrl and api.docs`);
  }
  for (const call of [...(description?.undocumented ?? []), ...(declaration.reference?.calls ?? [])]) {
    if (!/^https:\/\//.test(call.docs)) throw new Error(`${id}: ${call.method} ${call.path} needs a link to the provider's public docs`);
  }
  return deepFreeze(declaration);
}
