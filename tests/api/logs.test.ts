// Structured logs (issue 15 item 6, CONTRACT §4): every request has an id, echoed as X-Request-Id and carried
// by its access-log line and by everything logged while serving it; secrets never reach the log and
// usernames keep only their first 6 and last 9 characters (15 or fewer: masked whole), by the logger's
// configuration, through both doors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authorizeSandbox } from '../helpers/connect';
import { DOORS, door } from '../helpers/doors';
import { ADMIN_KEY, basic, dist, startServer, type CreatedClient, type TestServer } from '../helpers/server';

const { redactUsername, loggableUrl, createLogger } = dist('core/logger');
const { ConfigError, loadConfig } = dist('config');

let lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, any>);
const accessLine = (id: string | null) => entries().find((e) => e.req?.id === id && e.res);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let client: CreatedClient;
beforeAll(async () => {
  server = await startServer({ log: { write: (line: string) => void lines.push(line) } });
  client = await server.createClient({ name: 'Logged' });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  lines = [];
});

/** The access log is written when the response ends: give it the moment it needs. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('request ids', () => {
  it('every answer carries X-Request-Id, at both doors, on the widget and on errors; its access-log line has the same id', async () => {
    const answers = [
      await fetch(`${server.url}/2023-03-01/providers`),
      await fetch(`${server.url}/2023-03-01/management/client`),
      await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }),
      await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await fetch(`${server.url}/2023-03-01/xhr/payruns/%ff`),
      await fetch(`${server.url}/connect?client_id=x`),
    ];
    await settle();
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    answers.forEach((res, i) => expect(accessLine(ids[i])?.res.statusCode).toBe(res.status));
  });

  it("keeps a caller's own id when it is a plain token, and replaces one that is not", async () => {
    const kept = await fetch(`${server.url}/2023-03-01/providers`, { headers: { 'x-request-id': 'trace-42.a_b:c' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a_b:c');
    for (const given of ['has space', 'x'.repeat(129), 'line\\nbreak', '']) {
      const replaced = await fetch(`${server.url}/2023-03-01/providers`, { headers: { 'x-request-id': given } });
      expect(replaced.headers.get('x-request-id'), given).toMatch(UUID);
    }
  });
});

describe('the access log', () => {
  it('has one JSON line per request: method, URL, status, time taken, and no credential of any header', async () => {
    const res = await fetch(`${server.url}/2023-03-01/management/client`, { headers: { ...basic(client.clientId, client.clientSecret), cookie: 'session=abc' } });
    const admin = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-key': ADMIN_KEY }, body: '{"query":"{ clients { clientId } }"}' });
    await settle();
    const line = accessLine(res.headers.get('x-request-id'));
    expect(line).toMatchObject({
      level: 'info',
      msg: 'GET 200',
      req: { method: 'GET', url: '/2023-03-01/management/client', headers: { authorization: '[Redacted]', cookie: '[Redacted]' } },
      res: { statusCode: 200 },
    });
    expect(typeof line!.responseTime).toBe('number');
    expect(typeof line!.time).toBe('string');
    expect(accessLine(admin.headers.get('x-request-id'))?.req.headers['x-admin-key']).toBe('[Redacted]');
    const text = lines.join('');
    for (const secret of [client.clientSecret, ADMIN_KEY, Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')]) expect(text).not.toContain(secret);
  });

  it('leaves out the values of authorization codes, OAuth state and secrets in query strings', async () => {
    const res = await fetch(`${server.url}/demo/callback?authorization_code=c0de-secret&code=c0de-secret&state=st4te&client_secret=s3cret&mode=xhr`);
    await settle();
    expect(accessLine(res.headers.get('x-request-id'))?.req.url).toBe(
      '/demo/callback?authorization_code=[Redacted]&code=[Redacted]&state=[Redacted]&client_secret=[Redacted]&mode=xhr',
    );
    expect(lines.join('')).not.toMatch(/c0de-secret|st4te|s3cret/);
    expect(loggableUrl('/a?%63ode=x&Code=y&plain=%ff&=z&solo')).toBe('/a?%63ode=[Redacted]&Code=[Redacted]&plain=%ff&=z&solo');
  });

  it('gives a 4xx the warn level (a 5xx has the error level: below)', async () => {
    const refused = await fetch(`${server.url}/2023-03-01/management/client`);
    await settle();
    expect(accessLine(refused.headers.get('x-request-id'))).toMatchObject({ level: 'warn', msg: 'GET 401' });
  });
});

describe.each(DOORS)('the sign-in log via %s', (name) => {
  it('masks the username by configuration (first 6 and last 9 characters, 15 or fewer masked whole) under the request id; no password', async () => {
    const long = await authorizeSandbox(door(server, name), client, { variant: '+nomfa+single' });
    expect(long.code).toBeTruthy();
    const short = await door(server, name).authorize({ ...long.base, session_key: crypto.randomUUID(), step: 'SIGN_IN', username: 'sandbox_user', password: 'sandbox_password' });
    expect(short.ok).toBe(true);
    await settle();
    const signIns = entries().filter((e) => e.msg === 'connect sign-in');
    expect(signIns.map((e) => e.username)).toStrictEqual(['sandbo**********fa+single', '************']);
    expect(signIns[1].reqId).toBe(short.headers.get('x-request-id'));
    const text = lines.join('');
    expect(text).not.toContain('sandbox_password');
    expect(text).not.toContain('sandbox_user+nomfa');
  });
});

describe('unexpected errors', () => {
  it.each(DOORS)('via %s: the client sees a bare 500, the log has the stack under the request id', async (name) => {
    const original = server.services.providers.list;
    server.services.providers.list = () => {
      throw new Error('boom in the catalogue');
    };
    try {
      const res =
        name === 'rest'
          ? await fetch(`${server.url}/2023-03-01/providers`)
          : await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ providers(mode: "xhr") { mode } }' }) });
      const body = await res.text();
      expect(body).not.toContain('boom');
      await settle();
      const id = res.headers.get('x-request-id');
      const logged = entries().find((e) => e.msg === 'unexpected error');
      expect(logged).toMatchObject({ level: 'error', err: { message: 'boom in the catalogue' } });
      expect(logged!.err.stack).toContain('Error: boom in the catalogue');
      expect(logged!.reqId ?? logged!.req?.id).toBe(id);
      // GraphQL answers a failed field with HTTP 200 and the error in the body.
      expect(accessLine(id)).toMatchObject(name === 'rest' ? { level: 'error', msg: 'GET 500' } : { level: 'info', msg: 'POST 200' });
    } finally {
      server.services.providers.list = original;
    }
  });
});

describe('the logger configuration', () => {
  it('redacts secrets and masks usernames wherever a call site puts them', () => {
    const out: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void out.push(line) });
    logger.info({ client_secret: 's1', password: 'p1', input: { api_key: 'k1', username: 'someone.long@example.com', access_token: 't1' }, username: 'short' }, 'x');
    expect(JSON.parse(out[0])).toMatchObject({
      client_secret: '[Redacted]',
      password: '[Redacted]',
      username: '*****',
      input: { api_key: '[Redacted]', username: 'someon*********ample.com', access_token: '[Redacted]' },
    });
    expect(redactUsername('x'.repeat(15))).toBe('*'.repeat(15));
    expect(redactUsername('abcdef0123456789')).toBe('abcdef*123456789');
  });

  it('LOG_LEVEL takes pino levels and refuses anything else at start', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://unused', ENCRYPTION_KEY: 'ab'.repeat(32), ADMIN_API_KEY: 'k', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://unused', ENCRYPTION_KEY: 'ab'.repeat(32), ADMIN_API_KEY: 'k', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://unused', ENCRYPTION_KEY: 'ab'.repeat(32), ADMIN_API_KEY: 'k', LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
  });
});
