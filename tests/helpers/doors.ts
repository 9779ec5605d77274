// The same operation through either door, so one table of cases checks REST and GraphQL alike.
import type { TestServer } from './server';

export type DoorName = 'rest' | 'graphql';
export const DOORS: DoorName[] = ['rest', 'graphql'];

export interface DoorResult<T = any> {
  ok: boolean;
  /** HTTP status (REST) or extensions.status (GraphQL). */
  status: number;
  message?: string;
  /** REST body `code` or GraphQL extensions.code. */
  code?: string;
  data?: T;
  raw: unknown;
  headers: Headers;
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function toCamel(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [camel(k), v]));
}

export function snakeDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeDeep(v)]));
  }
  return value;
}

async function viaRest(server: TestServer, method: string, route: string, body: unknown, headers?: Record<string, string>): Promise<DoorResult> {
  const res = await server.rest(method, route, { body, headers });
  const ok = res.status >= 200 && res.status < 300;
  return { ok, status: res.status, message: ok ? undefined : res.body?.message, code: ok ? undefined : res.body?.code, data: ok ? res.body : undefined, raw: res.body, headers: res.headers };
}

async function viaGraphql(server: TestServer, query: string, variables: Record<string, unknown>, field: string, headers?: Record<string, string>): Promise<DoorResult> {
  const res = await server.gql(query, variables, headers);
  if (res.errors?.length) {
    const error = res.errors[0];
    return { ok: false, status: error.extensions?.status ?? 500, message: error.message, code: error.extensions?.code, raw: res, headers: res.headers };
  }
  return { ok: true, status: 200, data: snakeDeep(res.data[field]), raw: res, headers: res.headers };
}

export function door(server: TestServer, name: DoorName) {
  return {
    name,
    validate: (input: Record<string, unknown>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/connect/validate', input)
        : viaGraphql(
            server,
            'mutation($input: ValidateConnectInput!) { validateConnect(input: $input) { clientId name redirectUri } }',
            { input: toCamel(input) },
            'validateConnect',
          ),
    authorize: (input: Record<string, unknown>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/connect/authorize', input)
        : viaGraphql(
            server,
            'mutation($input: AuthorizeConnectInput!) { authorizeConnect(input: $input) { clientId redirectTo next nextContext { entities { id name } phoneNumber email mfaType } } }',
            { input: toCamel(input) },
            'authorizeConnect',
          ),
    token: (input: Record<string, unknown>, headers?: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/connect/token', input, headers)
        : viaGraphql(
            server,
            'mutation($input: ExchangeTokenInput!) { exchangeToken(input: $input) { accessToken tokenType mode provider scopes } }',
            { input: toCamel(input) },
            'exchangeToken',
            headers,
          ),
    introspect: (headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'GET', '/2023-03-01/management/introspect', undefined, headers)
        : viaGraphql(server, '{ introspect { clientId provider mode scopes sync { status error syncedAt attempts nextAttemptAt } } }', {}, 'introspect', headers),
    disconnect: (headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/management/disconnect', undefined, headers)
        : viaGraphql(server, 'mutation { disconnect { disconnected } }', {}, 'disconnect', headers),
    newToken: (headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/management/token', undefined, headers)
        : viaGraphql(server, 'mutation { createManagementToken { accessToken tokenType mode provider scopes } }', {}, 'createManagementToken', headers),
    client: (headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'GET', '/2023-03-01/management/client', undefined, headers)
        : viaGraphql(server, '{ managementClient { clientId clientSecret redirectUris name webhookUri } }', {}, 'managementClient', headers),
    updateClient: (input: Record<string, unknown>, headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'POST', '/2023-03-01/management/client', input, headers)
        : viaGraphql(
            server,
            'mutation($input: UpdateManagementClientInput!) { updateManagementClient(input: $input) { clientId clientSecret redirectUris name webhookUri } }',
            { input: toCamel(input) },
            'updateManagementClient',
            headers,
          ),
    tokens: (headers: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'GET', '/2023-03-01/management/tokens', undefined, headers)
        : viaGraphql(server, '{ managementTokens { token scopes createdAt mode provider valid } }', {}, 'managementTokens', headers),
  };
}

export type Door = ReturnType<typeof door>;
