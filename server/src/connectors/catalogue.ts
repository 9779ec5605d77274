// The provider catalogue (SPEC §3 "Provider entry", §2 SIGN_IN field sets, §5 provider filtering).
// Data first: one brand table, the spec's id list per mode, the sign-in rule tables and a few
// per-provider details. Entries are assembled from these once, frozen, and never switched on elsewhere.
import type { Mode } from '../model';
import { logoPath, logoSlug } from './logos';

export type ProviderTag = 'global' | 'uk' | 'ie' | 'eu' | 'europe' | 'us' | 'fr' | 'hr' | 'payroll' | 'hr+payroll';
export const PROVIDER_TAGS: readonly ProviderTag[] = [
  'global', 'uk', 'ie', 'eu', 'europe', 'us', 'fr', 'hr', 'payroll', 'hr+payroll',
];

export type SignInField = 'domain' | 'username' | 'password' | 'api_key' | 'client_id' | 'client_secret' | 'employer_id';
export type SignInKind = 'credentials' | 'oauth' | 'assisted';

export interface SignInForm {
  kind: SignInKind;
  /** Inputs in display order. For `oauth` this is the field the pasted key goes into. */
  fields: SignInField[];
  /**
   * What the 700x800 popup opens (oauth only): our start route, a path on this server, which redirects
   * to the provider's authorization page (see oauthStartPath).
   */
  oauthUrl: string | null;
  /** Scheduling page embedded in the assisted-connect iframe (assisted only). */
  assistedUrl: string | null;
  /**
   * How the password input renders: SPEC §2 has iris cascade and personio.de (official) show "a text
   * password" (the field holds an API client secret, pasted and checked by eye). null without password.
   */
  passwordInput: 'masked' | 'text' | null;
}

export interface ClientIdLists {
  allow: string[];
  block: string[];
}

export interface ProviderApi {
  /** Documented REST base URL. `{domain}` stands for the customer's (sub)domain; see apiBaseUrl(). */
  baseUrl: string;
  /** The provider's API reference. */
  docs: string;
  /** OAuth 2.0 authorization-code endpoints, for the popup providers (server side only). */
  oauth?: ProviderOAuthEndpoints;
}

/** How we talk to a provider's authorization server (RFC 6749 §4.1). Never public. */
export interface ProviderOAuthEndpoints {
  /** The provider's consent page, where our start route redirects the popup. */
  authorizeUrl: string;
  /** Where codes and refresh tokens are exchanged. */
  tokenUrl: string;
  /** Scopes asked for: what the connector reads, nothing more. */
  scopes: string[];
  /** RFC 6749 §2.3.1: HTTP Basic (`basic`) or client_id/client_secret in the form body (`post`). */
  clientAuth: 'basic' | 'post';
  /** Send an RFC 7636 S256 code challenge (providers that document PKCE for confidential clients). */
  pkce: boolean;
}

export interface ProviderEntry {
  id: string;
  displayName: string;
  /** URL path of the logo: `/logos/<slug>.svg` (monogram served at runtime, see logos.ts). */
  logo: string;
  /** Brand colour, `#RRGGBB`. */
  color: string;
  tags: ProviderTag[];
  sandbox?: true;
  apiKeyPlaceholder?: string;
  domainPlaceholder?: string;
  userPlaceholder?: string;
  passwordPlaceholder?: string;
  clientIdPlaceholder?: string;
  clientSecretPlaceholder?: string;
  employerIdPlaceholder?: string;
  mfaMessage?: string;
  clientIds?: ClientIdLists;
  signIn: SignInForm;
  api?: ProviderApi;
}

/** What the open GET /providers may show: never other clients' ids, nor our integration details. */
export type PublicProvider = Omit<ProviderEntry, 'clientIds' | 'api'>;

// ---------------------------------------------------------------------------------------------
// SPEC §3 provider ids, word for word and in the spec's order.
// `{host}` (xhr) is kept literally: it is the id of a templated, self-hosted provider whose sign-in
// host is the customer's own installation. It has to exist so that the id list (and the
// "invalid provider: {id}" check) matches the spec; it signs in like any other xhr provider.

export const OFFICIAL_PROVIDER_IDS = [
  'bamboohr', 'breathe', 'cezanne', 'deel', 'employment hero', 'iris cascade', 'humaans', 'factorialhr',
  'hibob', 'hailyhr', 'nmbrs', 'oysterhr', 'saplinghr', 'staffology', 'simplepay.ie', 'moorepay', 'peoplehr',
  'sagehr', 'parolla.ie', 'payfit', 'personio.de', 'xero uk', 'sandbox',
] as const;

export const XHR_PROVIDER_IDS = [
  'bamboohr', 'brightpay connect', 'deel', 'factorialhr', 'hibob', 'gusto', 'quickbooks online', 'iris cascade',
  'onpay', 'oysterhr', 'fourthhr', 'pento.io', 'peoplehr', 'personio.de', 'planday', 'justworks', 'rippling',
  'parolla.ie', '{host}', 'simplepay.ie', 'sageone', 'itrent', 'employment hero', 'paycircle', 'brain payroll',
  'deputy', 'breathe', 'zoho', 'sandbox',
] as const;

export type ProviderId = (typeof OFFICIAL_PROVIDER_IDS)[number] | (typeof XHR_PROVIDER_IDS)[number];

const PROVIDER_IDS: Record<Mode, readonly ProviderId[]> = {
  official: OFFICIAL_PROVIDER_IDS,
  xhr: XHR_PROVIDER_IDS,
};

// ---------------------------------------------------------------------------------------------
// Brand: the same in both modes. Colours approximate each brand's main colour, darkened where white
// monogram letters would fall under 3:1 contrast (WCAG large text): BambooHR and Xero UK.

interface Brand {
  displayName: string;
  color: string;
  tags: ProviderTag[];
}

// The sandbox simulates any provider, so it carries every tag: a client that always sends `tags`
// still finds it when it asks for sandbox.
const SANDBOX_TAGS: ProviderTag[] = [...PROVIDER_TAGS];

const BRANDS: Record<ProviderId, Brand> = {
  bamboohr: { displayName: 'BambooHR', color: '#5A9E14', tags: ['global', 'us', 'hr'] },
  breathe: { displayName: 'Breathe', color: '#E5336F', tags: ['uk', 'hr'] },
  'brain payroll': { displayName: 'Brain Payroll', color: '#7B3FA0', tags: ['uk', 'payroll'] },
  'brightpay connect': { displayName: 'BrightPay Connect', color: '#E8741E', tags: ['uk', 'ie', 'payroll'] },
  cezanne: { displayName: 'Cezanne HR', color: '#D7262F', tags: ['uk', 'europe', 'hr'] },
  deel: { displayName: 'Deel', color: '#15357A', tags: ['global', 'hr+payroll'] },
  deputy: { displayName: 'Deputy', color: '#0D7BC4', tags: ['global', 'us', 'uk', 'hr'] },
  'employment hero': { displayName: 'Employment Hero', color: '#7622D7', tags: ['global', 'uk', 'hr+payroll'] },
  factorialhr: { displayName: 'Factorial', color: '#E51943', tags: ['eu', 'europe', 'hr'] },
  fourthhr: { displayName: 'Fourth', color: '#00263E', tags: ['uk', 'us', 'hr+payroll'] },
  gusto: { displayName: 'Gusto', color: '#D9482F', tags: ['us', 'hr+payroll'] },
  hailyhr: { displayName: 'Hailey HR', color: '#E0592A', tags: ['eu', 'europe', 'hr'] },
  hibob: { displayName: 'HiBob', color: '#D6245A', tags: ['global', 'hr'] },
  humaans: { displayName: 'Humaans', color: '#1B1F3B', tags: ['uk', 'europe', 'hr'] },
  'iris cascade': { displayName: 'IRIS Cascade', color: '#6D2077', tags: ['uk', 'hr+payroll'] },
  itrent: { displayName: 'iTrent', color: '#C8102E', tags: ['uk', 'hr+payroll'] },
  justworks: { displayName: 'Justworks', color: '#2158C9', tags: ['us', 'hr+payroll'] },
  moorepay: { displayName: 'Moorepay', color: '#00857C', tags: ['uk', 'hr+payroll'] },
  nmbrs: { displayName: 'Nmbrs', color: '#0077C8', tags: ['eu', 'europe', 'hr+payroll'] },
  onpay: { displayName: 'OnPay', color: '#1F6FD1', tags: ['us', 'payroll'] },
  oysterhr: { displayName: 'Oyster HR', color: '#2B2E4A', tags: ['global', 'hr+payroll'] },
  'parolla.ie': { displayName: 'Parolla', color: '#1565C0', tags: ['ie', 'payroll'] },
  paycircle: { displayName: 'PayCircle', color: '#1B86C6', tags: ['uk', 'payroll'] },
  payfit: { displayName: 'PayFit', color: '#0F5FD6', tags: ['fr', 'uk', 'eu', 'europe', 'payroll'] },
  'pento.io': { displayName: 'Pento', color: '#5B3CC4', tags: ['uk', 'payroll'] },
  peoplehr: { displayName: 'People HR', color: '#1E8C6E', tags: ['uk', 'hr'] },
  'personio.de': { displayName: 'Personio', color: '#1D1D1B', tags: ['eu', 'europe', 'hr'] },
  planday: { displayName: 'Planday', color: '#0B5CD5', tags: ['eu', 'europe', 'uk', 'hr'] },
  'quickbooks online': { displayName: 'QuickBooks Online', color: '#2CA01C', tags: ['global', 'us', 'uk', 'payroll'] },
  rippling: { displayName: 'Rippling', color: '#502D3C', tags: ['global', 'us', 'hr+payroll'] },
  sagehr: { displayName: 'Sage HR', color: '#00A233', tags: ['uk', 'europe', 'hr'] },
  sageone: { displayName: 'Sage One', color: '#008A2E', tags: ['uk', 'ie', 'payroll'] },
  sandbox: { displayName: 'Sandbox', color: '#4B5563', tags: SANDBOX_TAGS },
  saplinghr: { displayName: 'Sapling', color: '#1F9D6B', tags: ['us', 'hr'] },
  'simplepay.ie': { displayName: 'SimplePay', color: '#0A8F4A', tags: ['ie', 'payroll'] },
  staffology: { displayName: 'Staffology', color: '#2F6FD6', tags: ['uk', 'payroll'] },
  'xero uk': { displayName: 'Xero UK', color: '#1A8FC4', tags: ['uk', 'payroll'] },
  zoho: { displayName: 'Zoho People', color: '#E42527', tags: ['global', 'hr'] },
  '{host}': { displayName: 'Self-hosted', color: '#374151', tags: ['global', 'hr+payroll'] },
};

// ---------------------------------------------------------------------------------------------
// SPEC §2 SIGN_IN field sets as rule tables; the first rule naming a provider wins, else the fallback.
// The official table also names itrent and fourthhr (assisted) although neither is an official id
// today: the rule is the spec's, and applies if they are ever offered there.

interface FormRule {
  ids: readonly string[];
  kind: SignInKind;
  fields: readonly SignInField[];
  passwordInput?: 'text';
}

const SIGN_IN_RULES: Record<Mode, { rules: readonly FormRule[]; fallback: Omit<FormRule, 'ids'> }> = {
  official: {
    rules: [
      {
        ids: ['cezanne', 'deel', 'xero uk', 'employment hero', 'oysterhr', 'parolla.ie', 'payfit'],
        kind: 'oauth',
        fields: ['api_key'],
      },
      { ids: ['iris cascade', 'personio.de'], kind: 'credentials', fields: ['username', 'password'], passwordInput: 'text' },
      { ids: ['hibob'], kind: 'credentials', fields: ['username', 'api_key'] },
      { ids: ['bamboohr', 'staffology'], kind: 'credentials', fields: ['domain', 'api_key'] },
      { ids: ['itrent', 'fourthhr'], kind: 'assisted', fields: [] },
    ],
    fallback: { kind: 'credentials', fields: ['api_key'] },
  },
  xhr: {
    rules: [
      {
        ids: ['bamboohr', 'iris cascade', 'itrent', 'peoplehr', 'personio.de'],
        kind: 'credentials',
        fields: ['domain', 'username', 'password'],
      },
      { ids: ['fourthhr'], kind: 'assisted', fields: [] },
    ],
    fallback: { kind: 'credentials', fields: ['username', 'password'] },
  },
};

/**
 * The popup opens our own start route, which signs the widget's state and redirects to the provider's
 * consent page (`api.oauth.authorizeUrl`); the route answers with a readable page when the provider is
 * not configured on this server. Relative: the widget resolves it against its own origin.
 */
export function oauthStartPath(id: string): string {
  return `/oauth/${logoSlug(id)}/start`;
}

/**
 * Assisted connect books a session with our onboarding team. The scheduling page is a deployment
 * setting in spirit; this default is what the catalogue ships with.
 */
export const DEFAULT_ASSISTED_URL = 'https://cal.com/staffbridge/assisted-connect';

/** The sign-in form of a provider in a mode, by SPEC §2's rules. */
export function signInForm(mode: Mode, id: string): SignInForm {
  const table = SIGN_IN_RULES[mode];
  const rule = table.rules.find((r) => r.ids.includes(id)) ?? table.fallback;
  const fields = [...rule.fields];
  return {
    kind: rule.kind,
    fields,
    oauthUrl: rule.kind === 'oauth' ? oauthStartPath(id) : null,
    assistedUrl:
      rule.kind === 'assisted' ? `${DEFAULT_ASSISTED_URL}?provider=${encodeURIComponent(id)}` : null,
    passwordInput: fields.includes('password') ? (rule.passwordInput ?? 'masked') : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Client id lists (SPEC §3, §5). Ids are fixed, readable partner ids.
// - xero uk (official), allow list of 5: an uncertified Xero app is capped in connections, so the
//   provider is opened to named launch partners only.
// - gusto (xhr), block list of 2: these two clients hold a direct Gusto partnership and must use it
//   rather than credential-based access.
// - rippling (xhr), allow list of 3: Rippling credential access is limited to three extra partners.

export const XERO_UK_ALLOWED_CLIENT_IDS = [
  'partner_acme_01', 'partner_acme_02', 'partner_brightledger_01', 'partner_northwind_01', 'partner_tallyhq_01',
] as const;
export const GUSTO_BLOCKED_CLIENT_IDS = ['partner_payhub_01', 'partner_payhub_02'] as const;
export const RIPPLING_ALLOWED_CLIENT_IDS = ['partner_orbit_01', 'partner_orbit_02', 'partner_lumen_01'] as const;

// ---------------------------------------------------------------------------------------------
// Per-mode details: placeholders, MFA texts, client lists and documented APIs.

type Details = Partial<
  Pick<
    ProviderEntry,
    | 'apiKeyPlaceholder'
    | 'domainPlaceholder'
    | 'userPlaceholder'
    | 'passwordPlaceholder'
    | 'clientIdPlaceholder'
    | 'clientSecretPlaceholder'
    | 'employerIdPlaceholder'
    | 'mfaMessage'
    | 'clientIds'
    | 'api'
  >
>;

const OAUTH_KEY_PLACEHOLDER = 'Paste the key shown after connecting';

const DETAILS: Record<Mode, Partial<Record<ProviderId, Details>>> = {
  official: {
    bamboohr: {
      domainPlaceholder: 'yourcompany',
      apiKeyPlaceholder: 'BambooHR API key',
      api: {
        baseUrl: 'https://api.bamboohr.com/api/gateway.php/{domain}/v1',
        docs: 'https://documentation.bamboohr.com/reference',
      },
    },
    breathe: {
      apiKeyPlaceholder: 'Breathe API key',
      api: { baseUrl: 'https://api.breathehr.com/v1', docs: 'https://api.breathehr.com/v1/swagger_doc' },
    },
    cezanne: { apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER },
    deel: {
      apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER,
      api: {
        baseUrl: 'https://api.letsdeel.com/rest/v2',
        docs: 'https://developer.deel.com/api',
        // https://developer.deel.com/api/oauth ; tokens at /oauth2/tokens with HTTP Basic (changelog v1.27).
        oauth: {
          authorizeUrl: 'https://app.deel.com/oauth2/authorize',
          tokenUrl: 'https://app.deel.com/oauth2/tokens',
          scopes: ['organizations:read', 'people:read', 'time-off:read'],
          clientAuth: 'basic',
          pkce: false,
        },
      },
    },
    'employment hero': {
      apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER,
      api: {
        baseUrl: 'https://api.employmenthero.com',
        docs: 'https://developer.employmenthero.com/api-references/',
        // Scopes are chosen on the app in Employment Hero's developer portal, so none are sent.
        oauth: {
          authorizeUrl: 'https://oauth.employmenthero.com/oauth2/authorize',
          tokenUrl: 'https://oauth.employmenthero.com/oauth2/token',
          scopes: [],
          clientAuth: 'post',
          pkce: true,
        },
      },
    },
    factorialhr: {
      apiKeyPlaceholder: 'Factorial API key',
      api: { baseUrl: 'https://api.factorialhr.com/api', docs: 'https://apidoc.factorialhr.com/reference' },
    },
    hailyhr: {
      apiKeyPlaceholder: 'Hailey HR personal access token',
      api: { baseUrl: 'https://api.haileyhr.app', docs: 'https://api.haileyhr.app/docs/index.html' },
    },
    hibob: {
      userPlaceholder: 'Service user ID',
      apiKeyPlaceholder: 'Service user token',
      api: { baseUrl: 'https://api.hibob.com/v1', docs: 'https://apidocs.hibob.com/reference' },
    },
    humaans: {
      apiKeyPlaceholder: 'Humaans API access token',
      api: { baseUrl: 'https://app.humaans.io/api', docs: 'https://docs.humaans.io/api/' },
    },
    // Username and password carry an API client id and secret here (hence the text password).
    'iris cascade': {
      clientIdPlaceholder: 'IRIS Cascade API client ID',
      clientSecretPlaceholder: 'IRIS Cascade API client secret',
    },
    nmbrs: { apiKeyPlaceholder: 'Nmbrs API token' },
    oysterhr: { apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER },
    'parolla.ie': { apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER },
    payfit: {
      apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER,
      api: {
        baseUrl: 'https://partner-api.payfit.com',
        docs: 'https://developers.payfit.io',
        // https://developers.payfit.io/docs/authentication-with-oauth2 and /docs/scopes-for-partners
        oauth: {
          authorizeUrl: 'https://oauth.payfit.com/authorize',
          tokenUrl: 'https://oauth.payfit.com/token',
          scopes: ['collaborators:read', 'contracts:read'],
          clientAuth: 'post',
          pkce: false,
        },
      },
    },
    peoplehr: {
      apiKeyPlaceholder: 'People HR API key',
      api: { baseUrl: 'https://api.peoplehr.net', docs: 'https://api.peoplehr.net/pages/functional' },
    },
    'personio.de': {
      clientIdPlaceholder: 'Personio API client ID',
      clientSecretPlaceholder: 'Personio API client secret',
      api: { baseUrl: 'https://api.personio.de/v1', docs: 'https://developer.personio.de/reference' },
    },
    sagehr: {
      apiKeyPlaceholder: 'Sage HR API key',
      api: { baseUrl: 'https://{domain}.sage.hr/api', docs: 'https://developer.sage.com/hr/' },
    },
    sandbox: { apiKeyPlaceholder: 'sandbox_api_key' },
    saplinghr: {
      apiKeyPlaceholder: 'Sapling API key',
      api: { baseUrl: 'https://{domain}.saplingapp.io/api/v1/beta', docs: 'https://help.saplingapp.io' },
    },
    'simplepay.ie': { apiKeyPlaceholder: 'SimplePay API key' },
    // The domain input holds the Staffology Employer Id.
    staffology: {
      employerIdPlaceholder: 'Employer Id, e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6',
      apiKeyPlaceholder: 'Staffology API key',
      api: { baseUrl: 'https://api.staffology.co.uk', docs: 'https://developers.staffology.co.uk' },
    },
    'xero uk': {
      apiKeyPlaceholder: OAUTH_KEY_PLACEHOLDER,
      clientIds: { allow: [...XERO_UK_ALLOWED_CLIENT_IDS], block: [] },
      api: {
        baseUrl: 'https://api.xero.com/payroll.xro/2.0',
        docs: 'https://developer.xero.com/documentation/api/payrolluk/overview',
        // XeroAPI/Xero-OpenAPI xero-identity.yaml; openid/profile/email give the id token (identity),
        // offline_access the refresh token, accounting.settings.read the Organisation (company).
        oauth: {
          authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
          tokenUrl: 'https://identity.xero.com/connect/token',
          scopes: ['openid', 'profile', 'email', 'offline_access', 'payroll.employees.read', 'accounting.settings.read'],
          clientAuth: 'basic',
          pkce: true,
        },
      },
    },
  },
  xhr: {
    bamboohr: { domainPlaceholder: 'yourcompany', userPlaceholder: 'name@yourcompany.com' },
    'iris cascade': { domainPlaceholder: 'yourcompany' },
    itrent: { domainPlaceholder: 'yourcompany.webitrent.com' },
    peoplehr: { domainPlaceholder: 'yourcompany' },
    'personio.de': { domainPlaceholder: 'yourcompany', userPlaceholder: 'name@yourcompany.de' },
    gusto: {
      mfaMessage: 'Enter the 6-digit code Gusto sent to your phone',
      clientIds: { allow: [], block: [...GUSTO_BLOCKED_CLIENT_IDS] },
    },
    rippling: {
      mfaMessage: 'Enter the verification code from your Rippling sign-in',
      clientIds: { allow: [...RIPPLING_ALLOWED_CLIENT_IDS], block: [] },
    },
    deputy: { mfaMessage: 'Enter the code from your Deputy two-step verification' },
    sandbox: { userPlaceholder: 'sandbox_user', passwordPlaceholder: 'sandbox_password' },
    '{host}': { userPlaceholder: 'Username on your own installation' },
  },
};

// ---------------------------------------------------------------------------------------------
// Assembly

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  }
  return value;
}

function buildEntry(mode: Mode, id: ProviderId): ProviderEntry {
  const brand = BRANDS[id];
  const details = DETAILS[mode][id] ?? {};
  const entry: ProviderEntry = {
    id,
    displayName: brand.displayName,
    logo: logoPath(id),
    color: brand.color,
    tags: [...brand.tags],
    ...(id === 'sandbox' ? { sandbox: true as const } : {}),
    ...structuredClone(details),
    signIn: signInForm(mode, id),
  };
  return entry;
}

// Order: the sandbox first (SPEC §2: "sandbox is the default" of SELECT), then by display name.
function catalogueOrder(a: ProviderEntry, b: ProviderEntry): number {
  if (a.sandbox !== b.sandbox) return a.sandbox ? -1 : 1;
  const x = a.displayName.toLowerCase();
  const y = b.displayName.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function buildCatalogue(mode: Mode): readonly ProviderEntry[] {
  return deepFreeze(PROVIDER_IDS[mode].map((id) => buildEntry(mode, id)).sort(catalogueOrder));
}

export const MODES_CATALOGUE: Readonly<Record<Mode, readonly ProviderEntry[]>> = Object.freeze({
  official: buildCatalogue('official'),
  xhr: buildCatalogue('xhr'),
});

export function providerIds(mode: Mode): string[] {
  return MODES_CATALOGUE[mode].map((p) => p.id);
}

export function findProvider(mode: Mode, id: string): ProviderEntry | undefined {
  return MODES_CATALOGUE[mode].find((p) => p.id === id);
}

/** The entry whose logo is `/logos/<slug>.svg`, in either mode (brand data is shared). */
export function providerByLogoSlug(slug: string): ProviderEntry | undefined {
  const wanted = slug.toLowerCase();
  for (const entries of Object.values(MODES_CATALOGUE)) {
    const hit = entries.find((p) => logoSlug(p.id) === wanted);
    if (hit) return hit;
  }
  return undefined;
}

/** The API base URL with `{domain}` filled in; null when the provider has no documented API. */
export function apiBaseUrl(entry: ProviderEntry, domain?: string): string | null {
  if (!entry.api) return null;
  if (!entry.api.baseUrl.includes('{domain}')) return entry.api.baseUrl;
  if (!domain) return null;
  return entry.api.baseUrl.replace('{domain}', encodeURIComponent(domain));
}

export interface ProviderFilter {
  clientId?: string;
  sandbox?: boolean;
  tags?: string[];
}

/**
 * SPEC §5 provider filtering, in catalogue order:
 * - a client on the provider's block list does not see it;
 * - a non-empty allow list admits only the clients on it (no client id: not admitted);
 * - a sandbox request sees only sandbox providers, any other request only the others;
 * - a tags filter keeps providers sharing at least one tag (no or only empty tags: no filter).
 */
export function filterProviders(mode: Mode, filter: ProviderFilter = {}): ProviderEntry[] {
  const { clientId, sandbox = false } = filter;
  const tags = (filter.tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0);
  return MODES_CATALOGUE[mode].filter((p) => {
    const lists = p.clientIds;
    if (lists) {
      if (clientId !== undefined && lists.block.includes(clientId)) return false;
      if (lists.allow.length > 0 && (clientId === undefined || !lists.allow.includes(clientId))) return false;
    }
    if ((p.sandbox === true) !== sandbox) return false;
    if (tags.length > 0 && !p.tags.some((t) => tags.includes(t))) return false;
    return true;
  });
}

/** A copy without clientIds and api: the open providers endpoint never reveals other clients' ids. */
export function publicProvider(entry: ProviderEntry): PublicProvider {
  const { clientIds: _clientIds, api: _api, ...rest } = entry;
  return structuredClone(rest);
}
