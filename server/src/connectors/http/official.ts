// Small pieces every official-mode connector needs besides HTTP: sign-in input checks, the "no MFA"
// answer, stored-credential access, the default date window and bounded concurrency.
import type { AuthConnector, ConnectionAccess, ConnectorContext, DateRange, Entity } from '../connector';
import { clientWithHeaders, type HttpClient, type HttpTuning } from './client';
import { AppError, authenticationError, validationError } from '../../core/errors';

/** A required sign-in field, trimmed; missing is a 400 naming the authorize-request field. */
export function requireInput(value: string | undefined, field: string, label: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw validationError(`${label} is required`, field, 'required');
  return trimmed;
}

/** Official APIs have no second factor; an MFA step here is a client error. */
export function noMfa(provider: string): AppError {
  return new AppError('validation', `${provider} official API has no MFA step`, {
    validation: { field: 'mfa_code', rule: 'unsupported' },
  });
}

/** Single-company providers finish at SIGN_IN; a CHOSEN step has nothing to choose. */
export function nothingToChoose(provider: string): AppError {
  return new AppError('validation', `${provider} has no entity to choose`, {
    validation: { field: 'chosen', rule: 'unsupported' },
  });
}

/** The MFA and CHOSEN steps of a provider whose sign-in connects its one entity at once: neither applies. */
export function signInOnly(provider: string): Pick<AuthConnector, 'verifyMfa' | 'choose'> {
  return {
    verifyMfa: async () => {
      throw noMfa(provider);
    },
    choose: async () => {
      throw nothingToChoose(provider);
    },
  };
}

/**
 * The auth stage of a provider signed in with an API key alone: `entityOf` proves the key (a refused one is an
 * authentication error) and names the one company it reaches. The key is kept as `apiKey`.
 */
export function apiKeyAuthStage(provider: string, entityOf: (ctx: ConnectorContext, apiKey: string) => Promise<Entity>): AuthConnector {
  return {
    async signIn(input, ctx) {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      return { next: null, entity: await entityOf(ctx, apiKey), credentials: { apiKey } };
    },
    ...signInOnly(provider),
  };
}

/**
 * The auth stage of a provider whose form's username and password carry an API client's id and secret (`labels`
 * name them in a missing-field error): `check` proves them (by fetching a token), and the client's one company,
 * which the API does not name, is the entity. Kept as `clientId` and `clientSecret`.
 */
export function apiClientAuthStage(
  provider: string,
  labels: { id: string; secret: string },
  check: (ctx: ConnectorContext, clientId: string, clientSecret: string) => Promise<unknown>,
): AuthConnector {
  return {
    async signIn(input, ctx) {
      const clientId = requireInput(input.username, 'username', `username (${labels.id})`);
      const clientSecret = requireInput(input.password, 'password', `password (${labels.secret})`);
      await check(ctx, clientId, clientSecret);
      return { next: null, entity: { id: clientId, name: provider }, credentials: { clientId, clientSecret } };
    },
    ...signInOnly(provider),
  };
}

/** The lower-case host of what a customer pastes as the company domain ("acme", "acme.example.com", "https://acme.example.com/home"). */
export function pastedHost(raw: string): string {
  return (raw.trim().replace(/^https?:\/\//i, '').split(/[/?#]/)[0] ?? '').toLowerCase();
}

/**
 * The company subdomain of what a customer pasted (see pastedHost) once the provider's host `suffix` is taken off;
 * anything else is a 400 naming `example`.
 */
export function companySubdomain(pasted: string, suffix: RegExp, provider: string, example: string): string {
  const sub = pastedHost(pasted).replace(suffix, '');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(sub)) {
    throw validationError(`domain must be the ${provider} company subdomain (the "acme" of ${example})`, 'domain', 'format');
  }
  return sub;
}

/**
 * A base URL with the company subdomain in its `{domain}`: the declared template (`https://{domain}.acme.com`), or
 * a configured base used as given (a proxy, or a test fake with `{domain}` in its path).
 */
export function withSubdomain(base: string, domain: string): string {
  return base.replace(/\/+$/, '').replace('{domain}', encodeURIComponent(domain));
}

/** A credential stored at sign-in; its absence means the connection must be made again. */
export function storedCredential(conn: ConnectionAccess, key: string, provider: string): string {
  const value = conn.credentials[key];
  if (!value) throw authenticationError('reauthentication_required', `${provider} connection is missing its ${key}`);
  return value;
}

const DAY_MS = 86_400_000;

const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * The window for dated resources when the caller gives none: a year back and a year ahead of now
 * (DataConnector's time-off and timesheet fetchers take no range; see connector.ts).
 */
export function defaultWindow(now: Date): DateRange {
  return { startDate: isoDay(new Date(now.getTime() - 365 * DAY_MS)), endDate: isoDay(new Date(now.getTime() + 365 * DAY_MS)) };
}

export const today = (now: Date): string => isoDay(now);

/** Runs fn over items with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Options every official connector factory takes; tests pass fast HTTP tuning. */
export interface OfficialConnectorOptions {
  http?: HttpTuning;
  /** Page size for providers paged by a short last page (Staffology); tests use a small one. */
  pageSize?: number;
}

/** A provider list that must be an array; anything else is an unexpected response (500). */
export function expectArray<T>(value: unknown, provider: string, what: string): T[] {
  if (!Array.isArray(value)) throw new AppError('internal', `${provider} sent an unexpected response: ${what} is not a list`);
  return value as T[];
}

/** A provider object that must be present; anything else is an unexpected response (500). */
export function expectObject<T extends object>(value: unknown, provider: string, what: string): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('internal', `${provider} sent an unexpected response: ${what} is missing`);
  }
  return value as T;
}

/**
 * What a provider serving each company's API from its own subdomain, signed in with that domain and an API key,
 * needs around its calls. Its client carries the key in `headers`, on the configured base URL with the domain in it
 * (see withSubdomain). `connection` is that client for the `domain` and `apiKey` a connection keeps; `authStage` is
 * the sign-in that keeps them: `subdomainOf` makes the pasted domain a subdomain, `entityOf` proves domain and key
 * through their client and names the company.
 */
export function subdomainKeyAccess(
  provider: string,
  headers: (apiKey: string) => Record<string, string>,
  tuning: HttpTuning | undefined,
  baseUrl: (base: string, domain: string) => string = withSubdomain,
) {
  const client = (ctx: ConnectorContext, domain: string, apiKey: string): HttpClient =>
    clientWithHeaders(ctx, provider, headers(apiKey), tuning, baseUrl(ctx.baseUrl, domain));
  return {
    connection: (conn: ConnectionAccess, ctx: ConnectorContext): { domain: string; http: HttpClient } => {
      const domain = storedCredential(conn, 'domain', provider);
      return { domain, http: client(ctx, domain, storedCredential(conn, 'apiKey', provider)) };
    },
    authStage: (
      subdomainOf: (pasted: string) => string,
      entityOf: (http: HttpClient, domain: string, ctx: ConnectorContext) => Promise<Entity>,
    ): AuthConnector => ({
      async signIn(input, ctx) {
        const domain = subdomainOf(requireInput(input.domain, 'domain', 'domain'));
        const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
        return { next: null, entity: await entityOf(client(ctx, domain, apiKey), domain, ctx), credentials: { domain, apiKey } };
      },
      ...signInOnly(provider),
    }),
  };
}
