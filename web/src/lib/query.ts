// Reads the widget's query string (SPEC §2 entry parameters, §5 widget input parsing).
import { MESSAGES, withQueryHint } from './messages';

export type AppType = 'ssr' | 'spa';
export type Mode = 'official' | 'xhr';

export interface ConnectParams {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  appType: AppType;
  mode: Mode;
  provider: string | null;
  sandbox: boolean;
  state: string | null;
  addAdmin: boolean;
  tags: string[] | null;
  email: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

export type ParseResult =
  | { ok: true; params: ConnectParams }
  /** appType and redirectUri survive a failure so that a spa can still report it to its parent. */
  | { ok: false; error: string; appType: AppType; redirectUri: string | null };

const TRUE_VALUES = new Set(['1', 'true', 'True']);
const FALSE_VALUES = new Set(['0', 'false', 'False']);

/** sandbox: true for 1, true or True; anything else (or absent) is false. */
export function parseSandbox(value: string | null | undefined): boolean {
  return value != null && TRUE_VALUES.has(value);
}

/** add_admin: true for 1/true/True, false for 0/false/False, true by default. */
export function parseAddAdmin(value: string | null | undefined): boolean {
  if (value != null && FALSE_VALUES.has(value)) return false;
  return true;
}

/** tags: space separated; no tags means no filter (null). */
export function parseTags(value: string | null | undefined): string[] | null {
  const tags = (value ?? '').split(' ').map((t) => t.trim()).filter(Boolean);
  return tags.length > 0 ? tags : null;
}

/** scope: a repeated parameter (array) or one space-separated string; empty entries are dropped. */
export function parseScopes(values: string | readonly string[] | null | undefined): string[] {
  const list = values == null ? [] : typeof values === 'string' ? [values] : values;
  return list.flatMap((v) => v.split(/\s+/)).filter((s) => s.length > 0);
}

/** An absolute http(s) URL, or null. */
export function parseHttpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function nonEmpty(value: string | null): string | null {
  return value != null && value !== '' ? value : null;
}

export function parseConnectQuery(search: string | URLSearchParams): ParseResult {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawAppType = nonEmpty(q.get('app_type'));
  const appType: AppType = rawAppType === 'spa' ? 'spa' : 'ssr';
  const redirectUri = nonEmpty(q.get('redirect_uri'));
  const fail = (message: string): ParseResult => ({
    ok: false,
    error: withQueryHint(message),
    appType,
    redirectUri: parseHttpUrl(redirectUri) ? redirectUri : null,
  });

  const clientId = nonEmpty(q.get('client_id'));
  if (!clientId) return fail(MESSAGES.clientIdRequired);
  if (!redirectUri) return fail(MESSAGES.redirectUriRequired);
  if (!parseHttpUrl(redirectUri)) return fail(MESSAGES.urlNotValid);
  const scopes = parseScopes(q.getAll('scope'));
  if (scopes.length === 0) return fail(MESSAGES.scopeRequired);
  if (rawAppType != null && rawAppType !== 'ssr' && rawAppType !== 'spa') {
    return fail(MESSAGES.invalidAppType(rawAppType));
  }
  const mode = nonEmpty(q.get('mode'));
  if (!mode) return fail(MESSAGES.modeNotSet);
  if (mode !== 'official' && mode !== 'xhr') return fail(MESSAGES.invalidMode(mode));

  const codeChallenge = nonEmpty(q.get('code_challenge'));
  return {
    ok: true,
    params: {
      clientId,
      redirectUri,
      scopes,
      appType,
      mode,
      provider: nonEmpty(q.get('provider')),
      sandbox: parseSandbox(q.get('sandbox')),
      state: nonEmpty(q.get('state')),
      addAdmin: parseAddAdmin(q.get('add_admin')),
      tags: parseTags(q.get('tags')),
      email: nonEmpty(q.get('email')),
      codeChallenge,
      codeChallengeMethod: codeChallenge ? nonEmpty(q.get('code_challenge_method')) : null,
    },
  };
}
