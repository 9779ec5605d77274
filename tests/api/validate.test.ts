// SPEC §5 connect validation, word for word, through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOORS, door } from '../helpers/doors';
import { startServer, type CreatedClient, type TestServer } from '../helpers/server';

let server: TestServer;
let client: CreatedClient;

beforeAll(async () => {
  server = await startServer();
  client = await server.createClient({ name: 'Acme Payroll', redirectUris: ['https://acme.example.com/cb', 'http://localhost:5173/done'] });
});
afterAll(() => server?.close());

const valid = () => ({
  client_id: client.clientId,
  redirect_uri: 'https://acme.example.com/cb',
  scopes: ['2023-03-01/xhr/employees', '2023-03-01/xhr/company'],
  mode: 'xhr',
});

describe.each(DOORS)('connect validate via %s', (name) => {
  it('answers the client for a valid request', async () => {
    const result = await door(server, name).validate(valid());
    expect(result.data).toStrictEqual({ client_id: client.clientId, name: 'Acme Payroll', redirect_uri: 'https://acme.example.com/cb' });
  });

  it('accepts scopes as one space-separated string', async () => {
    const result = await door(server, name).validate({ ...valid(), scopes: '2023-03-01/xhr/employees  2023-03-01/xhr/payruns' });
    expect(result.ok).toBe(true);
  });

  it('accepts a known provider and both app types', async () => {
    for (const appType of ['ssr', 'spa']) {
      const result = await door(server, name).validate({ ...valid(), provider: 'bamboohr', app_type: appType });
      expect(result.ok, JSON.stringify(result.raw)).toBe(true);
    }
  });

  const cases: Array<[string, (v: Record<string, unknown>) => Record<string, unknown>, string]> = [
    ['missing client_id', ({ client_id: _c, ...v }) => v, 'client_id is required'],
    ['blank client_id', (v) => ({ ...v, client_id: '  ' }), 'client_id is required'],
    ['missing redirect_uri', ({ redirect_uri: _r, ...v }) => v, 'redirect_uri is required'],
    ['redirect_uri not a url', (v) => ({ ...v, redirect_uri: 'not a url' }), 'url not valid'],
    ['redirect_uri with another scheme', (v) => ({ ...v, redirect_uri: 'ftp://acme.example.com/cb' }), 'url not valid'],
    ['missing scopes', ({ scopes: _s, ...v }) => v, '"scope" is required'],
    ['empty scope list', (v) => ({ ...v, scopes: [] }), '"scope" is required'],
    ['only blank scopes', (v) => ({ ...v, scopes: ['', ' '] }), '"scope" is required'],
    ['blank scope string', (v) => ({ ...v, scopes: '   ' }), '"scope" is required'],
    ['unknown scope', (v) => ({ ...v, scopes: ['2023-03-01/xhr/employees', '2023-03-01/xhr/salaries'] }), '2023-03-01/xhr/salaries is an invalid scope'],
    ['scope of the other mode', (v) => ({ ...v, scopes: ['2023-03-01/official/employees'] }), '2023-03-01/official/employees is an invalid scope'],
    ['payruns in official mode', (v) => ({ ...v, mode: 'official', scopes: ['2023-03-01/official/payruns'] }), '2023-03-01/official/payruns is an invalid scope'],
    ['unknown mode', (v) => ({ ...v, mode: 'batch' }), 'invalid mode: batch'],
    ['unknown app type', (v) => ({ ...v, app_type: 'desktop' }), 'invalid application type: desktop'],
    ['unknown provider', (v) => ({ ...v, provider: 'workday' }), 'invalid provider: workday'],
    ['provider of the other mode only', (v) => ({ ...v, mode: 'official', scopes: ['2023-03-01/official/employees'], provider: 'gusto' }), 'invalid provider: gusto'],
    ['unknown client_id', (v) => ({ ...v, client_id: 'sb_nobody' }), 'invalid client_id'],
    ['unregistered redirect_uri', (v) => ({ ...v, redirect_uri: 'https://evil.example.com/cb' }), 'redirect_uri is not registered for this client'],
  ];

  it.each(cases)('%s is a 400 with the spec message', async (_label, change, message) => {
    const result = await door(server, name).validate(change(valid()));
    expect(result.ok).toBe(false);
    expect(result.status).toBe(400);
    expect(result.message).toBe(message);
  });
});

describe('REST body shape', () => {
  it('carries message, validation_error and error (the widget reads data.error)', async () => {
    const res = await server.rest('POST', '/2023-03-01/connect/validate', { body: { ...valid(), mode: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body).toStrictEqual({
      message: 'invalid mode: nope',
      validation_error: { field: 'mode', rule: 'enum' },
      error: 'invalid mode: nope',
    });
  });

  it('GraphQL puts the code and the field in extensions', async () => {
    const res = await server.gql('mutation { validateConnect(input: {mode: "xhr"}) { clientId } }');
    expect(res.errors?.[0]).toMatchObject({
      message: 'client_id is required',
      extensions: { code: 'BAD_USER_INPUT', status: 400, validationError: { field: 'client_id', rule: 'required' } },
    });
    expect(JSON.stringify(res.errors)).not.toContain('stacktrace');
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const res = await server.rest('POST', '/2023-03-01/connect/validate', { raw: '{"client_id":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('request body is not valid JSON');
  });
});
