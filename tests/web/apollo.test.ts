// The widget's Apollo client (web/src/apollo.ts) against a real HTTP endpoint: with NoStoreCache, queries and
// mutations return the server's data, nothing is kept between calls, and the request carries the CSRF header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../web/src/apollo';
import { ConnectScopesDocument, ValidateConnectDocument } from '../../web/src/gql/graphql';

const received: Array<{ headers: http.IncomingHttpHeaders; body: { operationName: string; query: string; variables: unknown } }> = [];
let server: http.Server;
let uri: string;
let calls = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ headers: req.headers, body });
      calls += 1;
      const data =
        body.operationName === 'ConnectScopes'
          ? { scopes: [{ name: `2023-03-01/xhr/employees`, resource: 'employees', displayName: `Employees ${calls}`, description: 'd', icon: '/icons/employees.svg' }] }
          : { validateConnect: { clientId: 'c1', name: 'Acme', redirectUri: 'https://a.example.com/cb' } };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the widget Apollo client', () => {
  it('returns what the server sends, call after call, and keeps none of it', async () => {
    const client = createApolloClient(uri);
    const first = await client.query({ query: ConnectScopesDocument, variables: { mode: 'xhr' } });
    const second = await client.query({ query: ConnectScopesDocument, variables: { mode: 'xhr' } });
    expect(first.data?.scopes[0]?.displayName).toBe(`Employees ${calls - 1}`);
    expect(second.data?.scopes[0]?.displayName).toBe(`Employees ${calls}`);
    const validated = await client.mutate({
      mutation: ValidateConnectDocument,
      variables: { input: { clientId: 'c1', redirectUri: 'https://a.example.com/cb', scopes: ['2023-03-01/xhr/employees'], mode: 'xhr' } },
    });
    expect(validated.data?.validateConnect).toStrictEqual({ clientId: 'c1', name: 'Acme', redirectUri: 'https://a.example.com/cb' });
    expect(client.extract()).toStrictEqual({});
    expect(received.map((r) => r.headers['apollo-require-preflight'])).toStrictEqual(['true', 'true', 'true']);
    // The documents go out as written: no __typename added by a cache.
    expect(received[0]!.body.query).not.toContain('__typename');
  });

  it('answers from the network even when a caller asks for the cache first', async () => {
    const client = createApolloClient(uri);
    const result = await client.query({ query: ConnectScopesDocument, variables: { mode: 'xhr' }, fetchPolicy: 'cache-first' });
    expect(result.data?.scopes[0]?.displayName).toBe(`Employees ${calls}`);
  });
});
