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
  /** An operation with an input: POSTed to `route`, or passed camelCased as the `$input` of the mutation `field`. */
  const withInput =
    (route: string, inputType: string, field: string, selection: string) => (input: Record<string, unknown>, headers?: Record<string, string>) =>
      name === 'rest'
        ? viaRest(server, 'POST', `/2023-03-01${route}`, input, headers)
        : viaGraphql(server, `mutation($input: ${inputType}!) { ${field}(input: $input) { ${selection} } }`, { input: toCamel(input) }, field, headers);
  /** An operation without input: `method` on `route`, or the GraphQL `document` answering `field`. */
  const withoutInput = (method: string, route: string, document: string, field: string) => (headers: Record<string, string>) =>
    name === 'rest' ? viaRest(server, method, `/2023-03-01${route}`, undefined, headers) : viaGraphql(server, document, {}, field, headers);
  const CLIENT = 'clientId clientSecret redirectUris name webhookUri';
  const TOKEN = 'accessToken tokenType mode provider scopes';

  return {
    name,
    validate: withInput('/connect/validate', 'ValidateConnectInput', 'validateConnect', 'clientId name redirectUri'),
    authorize: withInput(
      '/connect/authorize',
      'AuthorizeConnectInput',
      'authorizeConnect',
      'clientId redirectTo next nextContext { entities { id name } phoneNumber email mfaType }',
    ),
    token: withInput('/connect/token', 'ExchangeTokenInput', 'exchangeToken', TOKEN),
    introspect: withoutInput(
      'GET',
      '/management/introspect',
      '{ introspect { clientId provider mode scopes sync { status error syncedAt attempts nextAttemptAt } } }',
      'introspect',
    ),
    disconnect: withoutInput('POST', '/management/disconnect', 'mutation { disconnect { disconnected } }', 'disconnect'),
    newToken: withoutInput('POST', '/management/token', `mutation { createManagementToken { ${TOKEN} } }`, 'createManagementToken'),
    client: withoutInput('GET', '/management/client', `{ managementClient { ${CLIENT} } }`, 'managementClient'),
    updateClient: withInput('/management/client', 'UpdateManagementClientInput', 'updateManagementClient', CLIENT),
    tokens: withoutInput('GET', '/management/tokens', '{ managementTokens { token scopes createdAt mode provider valid } }', 'managementTokens'),
  };
}

export type Door = ReturnType<typeof door>;
