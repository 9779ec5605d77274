// The provider catalogue (SPEC §3 "Provider entry", §2 SIGN_IN field sets, §5 provider filtering), assembled
// once from SPEC's id lists and rule tables (catalogue-spec.ts) and each provider's declaration
// (providers.ts): brand, placeholders, MFA text, extra sign-in fields and API. Entries are frozen and
// never switched on elsewhere. What depends on this server's settings (the operator's client id lists,
// whether a provider is available) is applied per request by modules/connect/providers.service.ts.
import { providerEnvKey } from '../config';
import type { Mode } from '../model';
import {
  PROVIDER_IDS,
  SIGN_IN_RULES,
  type ProviderId,
  type ProviderTag,
  type SignInField,
  type SignInKind,
} from './catalogue-spec';
import { logoPath, logoSlug } from './logos';
import { deepFreeze, type ProviderApi, type ProviderDeclaration, type SignInDeclaration } from './provider';
import { declarationOf } from './providers';

export {
  OFFICIAL_PROVIDER_IDS,
  PROVIDER_TAGS,
  XHR_PROVIDER_IDS,
  type ProviderId,
  type ProviderTag,
  type SignInField,
  type SignInKind,
} from './catalogue-spec';
export type { ProviderApi, ProviderOAuthEndpoints } from './provider';

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

/** SPEC §5 client id lists of one provider: the operator's (CONTRACT §6b), never built in. */
export interface ClientIdLists {
  allow: readonly string[];
  block: readonly string[];
}

/** The operator's lists by provider env key (`PROVIDER_<ID>_ALLOW_CLIENT_IDS`: `<ID>`, see providerEnvKey). */
export type ClientIdListsByKey = Readonly<Record<string, ClientIdLists>>;

export interface ProviderEntry {
  id: string;
  displayName: string;
  /** URL path of the logo: `/logos/<slug>.svg` (brand mark or monogram, drawn at runtime: see logos.ts). */
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
  signIn: SignInForm;
  api?: ProviderApi;
}

/**
 * What the open GET /providers shows: never our integration details, plus CONTRACT §6b's `available`
 * (whether Staffbridge can really connect the provider in this mode on this server).
 */
export type PublicProvider = Omit<ProviderEntry, 'api'> & { available: boolean };

// ---------------------------------------------------------------------------------------------
// Sign-in forms

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

/** The sign-in form of a provider in a mode: SPEC §2's rules, plus the fields its declaration adds. */
export function signInForm(mode: Mode, id: string, declaration = declarationOf(id)): SignInForm {
  const table = SIGN_IN_RULES[mode];
  const rule = table.rules.find((r) => r.ids.includes(id)) ?? table.fallback;
  const extra = declaration?.signIn?.[mode]?.extraFields ?? [];
  const fields = [...rule.fields, ...extra.map((e) => e.field).filter((f) => !rule.fields.includes(f))];
  // An API that takes only authorization-code OAuth gets the popup; its key goes into the spec's API key field.
  const kind = mode === 'official' && declaration?.signIn?.official?.oauthPopup && fields.includes('api_key') ? 'oauth' : rule.kind;
  return {
    kind,
    fields,
    oauthUrl: kind === 'oauth' ? oauthStartPath(id) : null,
    assistedUrl:
      rule.kind === 'assisted' ? `${DEFAULT_ASSISTED_URL}?provider=${encodeURIComponent(id)}` : null,
    passwordInput: fields.includes('password') ? (rule.passwordInput ?? 'masked') : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Assembly

const PLACEHOLDER_KEYS = {
  apiKey: 'apiKeyPlaceholder',
  domain: 'domainPlaceholder',
  user: 'userPlaceholder',
  password: 'passwordPlaceholder',
  clientId: 'clientIdPlaceholder',
  clientSecret: 'clientSecretPlaceholder',
  employerId: 'employerIdPlaceholder',
} as const satisfies Record<string, keyof ProviderEntry>;

function modeDetails(declared: SignInDeclaration | undefined): Partial<ProviderEntry> {
  const details: Partial<ProviderEntry> = {};
  for (const [key, text] of Object.entries(declared?.placeholders ?? {})) {
    details[PLACEHOLDER_KEYS[key as keyof typeof PLACEHOLDER_KEYS]] = text;
  }
  if (declared?.mfaMessage) details.mfaMessage = declared.mfaMessage;
  return details;
}

function buildEntry(mode: Mode, declaration: ProviderDeclaration): ProviderEntry {
  const { id, brand, api } = declaration;
  return {
    id,
    displayName: brand.displayName,
    logo: logoPath(id),
    color: brand.color,
    tags: [...brand.tags],
    ...(id === 'sandbox' ? { sandbox: true as const } : {}),
    ...modeDetails(declaration.signIn?.[mode]),
    // The API is that of the official connector; xhr entries carry none.
    ...(api && mode === 'official' ? { api: structuredClone(api) } : {}),
    signIn: signInForm(mode, id, declaration),
  };
}

function declared(id: ProviderId): ProviderDeclaration {
  const declaration = declarationOf(id);
  if (!declaration) throw new Error(`provider ${id} (SPEC §3) has no declaration`);
  return declaration;
}

// Order: the sandbox first (SPEC §2: "sandbox is the default" of SELECT), then by display name.
function catalogueOrder(a: ProviderEntry, b: ProviderEntry): number {
  if (a.sandbox !== b.sandbox) return a.sandbox ? -1 : 1;
  const x = a.displayName.toLowerCase();
  const y = b.displayName.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function buildCatalogue(mode: Mode): readonly ProviderEntry[] {
  return deepFreeze(PROVIDER_IDS[mode].map((id) => buildEntry(mode, declared(id))).sort(catalogueOrder));
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

/** The entry whose logo is `/logos/<slug>.svg`, in either mode (brand data is shared); a provider name works too. */
export function providerByLogoSlug(slug: string): ProviderEntry | undefined {
  const wanted = logoSlug(slug);
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
  /** The operator's client id lists (Config.providerClientIds); none: nobody is excluded. */
  clientIds?: ClientIdListsByKey;
}

/**
 * SPEC §5 for one provider: a client on its block list is out; a non-empty allow list admits only its
 * clients (no client id: not admitted).
 */
export function admitsClient(clientIds: ClientIdListsByKey, provider: string, clientId: string | undefined): boolean {
  const lists = clientIds[providerEnvKey(provider)];
  if (!lists) return true;
  if (clientId !== undefined && lists.block.includes(clientId)) return false;
  return lists.allow.length === 0 || (clientId !== undefined && lists.allow.includes(clientId));
}

/**
 * SPEC §5 provider filtering, in catalogue order:
 * - a client on the provider's block list does not see it;
 * - a non-empty allow list admits only the clients on it (no client id: not admitted);
 * - a sandbox request sees only sandbox providers, any other request only the others;
 * - a tags filter keeps providers sharing at least one tag (no or only empty tags: no filter).
 */
export function filterProviders(mode: Mode, filter: ProviderFilter = {}): ProviderEntry[] {
  const { clientId, sandbox = false, clientIds = {} } = filter;
  const tags = (filter.tags ?? []).map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0);
  return MODES_CATALOGUE[mode].filter((p) => {
    if (!admitsClient(clientIds, p.id, clientId)) return false;
    if ((p.sandbox === true) !== sandbox) return false;
    if (tags.length > 0 && !p.tags.some((t) => tags.includes(t))) return false;
    return true;
  });
}

/** A copy without api (our integration details), with whether this server can connect it. */
export function publicProvider(entry: ProviderEntry, available: boolean): PublicProvider {
  const { api: _api, ...rest } = entry;
  return { ...structuredClone(rest), available };
}
