// Compression (SPEC §7), GraphQL limits and CSRF prevention, no stack traces, security headers,
// frame-ancestors of widget pages (CONTRACT §8) and CORS only where a browser needs it.
import http from 'node:http';
import zlib from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, startServer, type CreatedClient, type TestServer } from '../helpers/server';

let server: TestServer;
let client: CreatedClient;

beforeAll(async () => {
  server = await startServer();
  client = await server.createClient({
    name: 'Framer',
    redirectUris: ['https://app.example.com/callback', 'https://app.example.com/other', 'http://localhost:5173/cb'],
  });
});

afterAll(async () => {
  await server?.close();
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without fetch's automatic decompression, so the wire encoding is visible. */
function raw(method: string, route: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${route}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const DECODE: Record<string, (b: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
  identity: (b) => b,
};

describe('compression', () => {
  const requests = {
    'REST GET /providers': () => ['GET', '/2023-03-01/providers?mode=xhr', {}, undefined] as const,
    'REST error (tiny body)': () => ['GET', '/2023-03-01/management/client', {}, undefined] as const,
    'GraphQL POST': () =>
      ['POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query: '{ scopes(mode: "xhr") { name } }' })] as const,
  };

  for (const [label, build] of Object.entries(requests)) {
    it(`${label}: br, gzip and deflate are applied and named; identity is sent as is`, async () => {
      const [method, route, headers, body] = build();
      const plain = await raw(method, route, { ...headers, 'accept-encoding': 'identity' }, body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const expected = JSON.parse(plain.body.toString('utf8'));
      for (const encoding of ['br', 'gzip', 'deflate']) {
        const res = await raw(method, route, { ...headers, 'accept-encoding': encoding }, body);
        expect(res.status, encoding).toBe(plain.status);
        expect(res.headers['content-encoding'], encoding).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(JSON.parse(DECODE[encoding](res.body).toString('utf8')), encoding).toStrictEqual(expected);
      }
    });
  }

  it('prefers br when the client accepts several', async () => {
    const res = await raw('GET', '/2023-03-01/providers?mode=xhr', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
  });
});

const gqlRaw = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

describe('GraphQL hardening', () => {
  it('lets the standard introspection query through, with every option GraphiQL may ask for', async () => {
    for (const query of [
      getIntrospectionQuery(),
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }),
    ]) {
      const res = await server.gql(query);
      expect(res.errors).toBeUndefined();
      expect(res.data.__schema.types.length).toBeGreaterThan(10);
    }
  });

  it('answers introspection under NODE_ENV=production too (the Docker image sets it; GraphiQL needs it)', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let production: TestServer | undefined;
    try {
      production = await startServer();
      const res = await production.gql(getIntrospectionQuery());
      expect(res.errors).toBeUndefined();
      expect(res.data.__schema.types.length).toBeGreaterThan(10);
    } finally {
      process.env.NODE_ENV = before;
      await production?.close();
    }
  });

  it('refuses a query nested deeper than 15 levels, before running it', async () => {
    let selection = 'name';
    for (let i = 0; i < 13; i += 1) selection = `ofType { ${selection} }`;
    const ok = await server.gql(`{ __type(name: "Query") { ${selection} } }`);
    expect(ok.errors).toBeUndefined();
    const deep = await gqlRaw(`{ __type(name: "Query") { ofType { ${selection} } } }`);
    expect(deep.status).toBe(400);
    const body = (await deep.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(body.errors[0].message).toBe('the query is nested too deeply: at most 15 levels');
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a query selecting too many fields (aliases and fragments counted every time)', async () => {
    const aliases = Array.from({ length: 2600 }, (_, i) => `a${i}: __typename`).join(' ');
    const res = await gqlRaw(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    const fragments = `
      query { ...F4 }
      fragment F4 on Query { a: __typename ...F3 ...F3b }
      fragment F3 on Query { ...F2 ...F2b } fragment F3b on Query { ...F2 ...F2b }
      fragment F2 on Query { ...F1 ...F1b } fragment F2b on Query { ...F1 ...F1b }
      fragment F1 on Query { ${Array.from({ length: 400 }, (_, i) => `f${i}: __typename`).join(' ')} }
      fragment F1b on Query { ${Array.from({ length: 400 }, (_, i) => `g${i}: __typename`).join(' ')} }`;
    const expanded = await gqlRaw(fragments);
    expect(expanded.status).toBe(400);
    expect(((await expanded.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/too many fields/);
  });

  it('refuses introspection that multiplies the schema by itself', async () => {
    const res = await gqlRaw('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ message: string }> }).errors[0].message).toMatch(/introspection query fans out too far/);
  });

  it('refuses documents of more than 10,000 tokens', async () => {
    const res = await gqlRaw(`{ ${Array.from({ length: 6000 }, () => '__typename').join(' ')} }`);
    expect(res.status).toBe(400);
  });

  it('prevents CSRF: simple requests without a preflight-forcing header are refused', async () => {
    const form = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"query":"{ __typename }"}' });
    expect(form.status).toBe(400);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(400);
    const preflighted = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('never shows a stack trace', async () => {
    const bad = await gqlRaw('{ nope }');
    const text = await bad.text();
    expect(text).not.toMatch(/stacktrace|\bat .+\.js:\d+/);
    const { formatError } = dist('graphql/errors');
    const { GraphQLError } = dist<typeof import('graphql')>('../../node_modules/graphql');
    const bug = new GraphQLError('secret detail', { originalError: new Error('secret detail') });
    expect(formatError({ message: 'secret detail', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x.js:1'] } }, bug)).toStrictEqual({
      message: 'Internal server error',
      locations: undefined,
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
  });
});

describe('security headers', () => {
  it('API responses: nosniff, no framing, nothing to render, no X-Powered-By', async () => {
    const res = await server.rest('GET', '/2023-03-01/providers?mode=xhr');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  const frameAncestors = async (query: string) => {
    const res = await fetch(`${server.url}/connect${query}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    return /frame-ancestors ([^;]+)/.exec(csp)?.[1];
  };

  it("widget pages may be framed by the requesting client's registered redirect origins only", async () => {
    expect(await frameAncestors(`?client_id=${client.clientId}&app_type=spa`)).toBe('https://app.example.com http://localhost:5173');
    expect(await frameAncestors('?client_id=no-such-client')).toBe("'none'");
    expect(await frameAncestors('')).toBe("'none'");
    expect(await frameAncestors(`?client_id=${client.clientId}&client_id=x`)).toBe("'none'");
  });

  it('GraphiQL has a policy of its own and is never framed', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
  });
});

describe('CORS', () => {
  const origin = { origin: 'https://elsewhere.example' };

  it('is open (without credentials) for the public provider list and the OpenAPI document', async () => {
    for (const route of ['/2023-03-01/providers?mode=xhr', '/2023-03-01/openapi.json']) {
      const res = await fetch(`${server.url}${route}`, { headers: origin });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const preflight = await fetch(`${server.url}/2023-03-01/providers`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is closed for the token endpoint, the gated calls and /graphql', async () => {
    for (const [method, route] of [
      ['POST', '/2023-03-01/connect/token'],
      ['POST', '/2023-03-01/connect/authorize'],
      ['GET', '/2023-03-01/management/client'],
      ['GET', '/2023-03-01/xhr/employees'],
      ['POST', '/graphql'],
    ]) {
      const preflight = await fetch(`${server.url}${route}`, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), route).toBeNull();
      const actual = await fetch(`${server.url}${route}`, { method, headers: { ...origin, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(actual.headers.get('access-control-allow-origin'), route).toBeNull();
    }
  });
});

describe('text holding the NUL character (U+0000), which Postgres cannot store', () => {
  it('is a 400 naming the field through REST, and changes nothing', async () => {
    const { basic } = await import('../helpers/server');
    const auth = basic(client.clientId, client.clientSecret);
    const res = await server.rest('POST', '/2023-03-01/management/client', { headers: auth, body: { name: 'Evil\u0000Corp' } });
    expect(res.status).toBe(400);
    expect(res.body).toStrictEqual({
      message: 'name must not contain the NUL character (U+0000)',
      validation_error: { field: 'name', rule: 'characters' },
    });
    const nested = await server.rest('POST', '/2023-03-01/management/client', { headers: auth, body: { redirect_uris: ['https://a.example.com/cb', 'https://b.example.com/\u0000'] } });
    expect(nested.status).toBe(400);
    expect(nested.body.validation_error).toStrictEqual({ field: 'redirect_uris[1]', rule: 'characters' });
    const view = await server.rest('GET', '/2023-03-01/management/client', { headers: auth });
    expect(view.body.name).toBe('Framer');
    expect(view.body.redirect_uris).toHaveLength(3);
  });

  it('is a 400 in the token endpoint’s own terms', async () => {
    const res = await server.rest('POST', '/2023-03-01/connect/token', { body: { grant_type: 'authorization_code', code: 'x\u0000y' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', error_description: 'code must not contain the NUL character (U+0000)' });
  });

  it('is BAD_USER_INPUT with HTTP 400 through GraphQL, in variables or in the query text', async () => {
    const inVariables = await server.gql('mutation($input: CreateClientInput!) { createClient(input: $input) { clientId } }', {
      input: { name: 'a\u0000b', redirectUris: ['https://x.example.com/cb'] },
    }, { 'x-admin-key': server.adminKey });
    expect(inVariables.status).toBe(400);
    expect(inVariables.errors?.[0]).toMatchObject({
      message: 'input.name must not contain the NUL character (U+0000)',
      extensions: { code: 'BAD_USER_INPUT', validationError: { field: 'input.name', rule: 'characters' } },
    });
    const inQuery = await server.gql('{ providers(mode: "x\\u0000") { mode } }');
    expect(inQuery.status).toBe(400);
    expect(inQuery.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', validationError: { field: 'query', rule: 'characters' } });
    expect(inQuery.errors?.[0].extensions?.http).toBeUndefined();
  });
});
