// The mutations that answered 5xx in the security review (issue 15 item 6), each through both doors: every
// one is a 4xx (or 409) in the spec's shape, changes nothing in the store, and logs no error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { afterFirstSync, connectSandbox } from '../helpers/connect';
import { dataDoor } from '../helpers/data-doors';
import { DOORS, door } from '../helpers/doors';
import { storeFingerprint } from '../helpers/fuzz';
import { ADMIN_KEY, ROOT, bearer, type CreatedClient, startServer, type TestServer } from '../helpers/server';

const DOC = parseYaml(readFileSync(path.join(ROOT, 'schema/openapi.yaml'), 'utf8'));
const resolve = (node: any): any => (node?.$ref ? resolve(node.$ref.slice(2).split('/').reduce((o: any, k: string) => o[k], DOC)) : node);
const WATCHED = ['client', 'connection', 'access_token', 'authorization_code', 'sandbox_employee', 'hr_employee'];

/** Every text field of a schema as a path into the body (`employment_history.0.job_title`); lists get one item. */
function textFields(schema: any, prefix: string[] = []): string[][] {
  const node = resolve(schema);
  const branch = node.oneOf ? resolve(node.oneOf.find((s: any) => resolve(s).type !== 'null')) : node;
  const types = [branch.type].flat();
  if (types.includes('string')) return [prefix];
  if (types.includes('array')) return textFields(branch.items, [...prefix, '0']);
  if (types.includes('object')) {
    // custom_fields is free-form: a value and a key of it.
    if (!branch.properties) return [[...prefix, 'note'], [...prefix, 'x\ud800']];
    return Object.entries(branch.properties).flatMap(([key, inner]) => textFields(inner, [...prefix, key]));
  }
  return [];
}

const CREATE_SCHEMA = resolve(DOC.paths['/{mode}/employee'].post.requestBody.content['application/json'].schema);
const TEXT_FIELDS = textFields(CREATE_SCHEMA);
const LISTS = Object.entries<any>(CREATE_SCHEMA.properties).filter(([, s]) => resolve(s).type === 'array').map(([key]) => key);

function withValue(segments: string[], value: unknown): Record<string, unknown> {
  const body: Record<string, any> = { first_name: 'Ada', last_name: 'Lovelace' };
  let at: any = body;
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const next = last ? value : /^\d+$/.test(segments[i + 1]) ? [] : {};
    if (Array.isArray(at)) at.push(next);
    else at[segment] = next;
    at = next;
  });
  return body;
}

/** JSON text nested `depth` deep, written out (JSON.stringify itself recurses and would overflow here). */
function nestedJson(depth: number, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}"deep"${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;
}

async function postRaw(route: string, body: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body });
  return { status: res.status, body: (await res.json()) as any };
}

let server: TestServer;
let client: CreatedClient;
let headers: Record<string, string>;
const logged: Array<Record<string, any>> = [];
let before: Record<string, string>;

beforeAll(async () => {
  server = await startServer({ log: { write: (line: string) => void logged.push(JSON.parse(line)) } });
  client = await server.createClient({ name: 'Bad input' });
  const { token } = await connectSandbox(door(server, 'rest'), client, { variant: '+nomfa+single+employees=5' });
  headers = bearer(token);
  await afterFirstSync(server, token, '/2023-03-01/xhr/company');
}, 120_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  before = await storeFingerprint(server.store.dataSource, WATCHED);
});

async function expectUnchanged() {
  expect(await storeFingerprint(server.store.dataSource, WATCHED)).toStrictEqual(before);
  expect(logged.filter((line) => line.level === 'error' || line.level === 'fatal')).toStrictEqual([]);
}

describe.each(DOORS)('createEmployee via %s', (name) => {
  const create = (body: Record<string, unknown>) => dataDoor(server, name, headers).createEmployee(body);
  const camel = (segments: string[]) => segments.map((s) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()));

  it(`a lone UTF-16 surrogate in any of ${TEXT_FIELDS.length} text fields is a 400 naming the field`, async () => {
    expect(TEXT_FIELDS.length).toBeGreaterThan(30);
    for (const segments of TEXT_FIELDS) {
      // The free-form custom_fields key variant holds the surrogate in the key itself.
      const inKey = segments.at(-1)!.includes('\ud800');
      for (const lone of inKey ? ['v'] : ['\ud800', 'x\udfffy', 'ok\ud83d']) {
        const result = await create(withValue(segments, lone));
        expect(result, segments.join('.')).toMatchObject({ status: 400, message: expect.stringContaining('must be well-formed Unicode: it holds a lone UTF-16 surrogate') });
        const raw = result.raw as any;
        const validation = name === 'rest' ? raw.body.validation_error : raw.errors[0].extensions.validationError;
        expect(validation.rule).toBe('characters');
        const leaf = name === 'rest' || segments[0] === 'custom_fields' ? segments.at(-1)! : camel(segments).at(-1)!;
        expect(validation.field.endsWith(leaf.replace(/^\d+$/, `[${leaf}]`)), `${validation.field} ~ ${segments.join('.')}`).toBe(true);
      }
    }
    await expectUnchanged();
  }, 120_000);

  it.each(LISTS)('%s: [null] is a 400, not a stored null or a crash', async (list) => {
    const result = await create({ first_name: 'Ada', last_name: 'Lovelace', [list]: [null] });
    expect(result.status).toBe(400);
    if (name === 'rest') expect(result.raw).toMatchObject({ body: { message: `${list}.0 must not be null`, validation_error: { field: `${list}.0`, rule: 'type' } } });
    else expect((result.raw as any).errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    await expectUnchanged();
  });

  it.each([
    ['an object', false],
    ['a list', true],
  ])('custom_fields nested 5,000 deep as %s is a 400', async (_label, asArray) => {
    const deep = nestedJson(5_000, asArray as boolean);
    const result =
      name === 'rest'
        ? await postRaw('/2023-03-01/xhr/employee', `{"first_name":"Ada","last_name":"Lovelace","custom_fields":{"k":${deep}}}`, headers)
        : await postRaw(
            '/graphql',
            `{"query":"mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }","variables":{"input":{"firstName":"Ada","lastName":"Lovelace","customFields":{"k":${deep}}}}}`,
            headers,
          );
    expect(result.status).toBe(400);
    if (name === 'rest') {
      expect(result.body).toStrictEqual({ message: 'custom_fields is nested too deeply: at most 64 levels', validation_error: { field: 'custom_fields', rule: 'depth' } });
    } else {
      expect(result.body.errors[0]).toMatchObject({ message: 'input.customFields is nested too deeply: at most 64 levels', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    }
    await expectUnchanged();
  });
});

describe('nesting elsewhere', () => {
  it('a GraphQL literal nested 5,000 deep and one nested 100 deep are 400s', async () => {
    for (const depth of [100, 5_000]) {
      const literal = `${'{a: '.repeat(depth)}"x"${'}'.repeat(depth)}`;
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: `mutation { createEmployee(input: {firstName: "A", lastName: "B", customFields: ${literal}}) { id } }` }),
      });
      expect(res.status, String(depth)).toBe(400);
      const body = (await res.json()) as any;
      expect(body.errors[0].extensions.status).toBe(400);
      expect(body.errors[0].message).toMatch(/nested too deeply/);
    }
    await expectUnchanged();
  });

  it('a REST body nested 5,000 deep anywhere is a 400, also on a route that never reads the field', async () => {
    const res = await postRaw('/2023-03-01/connect/validate', `{"client_id":"${client.clientId}","extra":${nestedJson(5_000, false)}}`);
    expect(res).toStrictEqual({ status: 400, body: { message: 'extra is nested too deeply: at most 64 levels', validation_error: { field: 'extra', rule: 'depth' }, error: 'extra is nested too deeply: at most 64 levels' } });
    // A body that is only a deep list names no field, not five thousand list indexes.
    const list = await postRaw('/2023-03-01/xhr/employee', nestedJson(5_000, true), headers);
    expect(list).toStrictEqual({ status: 400, body: { message: 'the request is nested too deeply: at most 64 levels', validation_error: { field: null, rule: 'depth' } } });
    await expectUnchanged();
  });
});

describe.each(DOORS)('Basic credentials holding a NUL byte via %s', (name) => {
  it.each([
    ['in the client id', () => `${client.clientId}\u0000:${client.clientSecret}`],
    ['as the secret', () => `${client.clientId}:\u0000`],
    ['form-encoded (%00)', () => `${client.clientId}%00:${client.clientSecret}`],
    ['alone', () => '\u0000:\u0000'],
  ])('%s: 401 asking for Basic, nothing looked up', async (_label, credentials) => {
    const auth = { authorization: `Basic ${Buffer.from(credentials()).toString('base64')}` };
    const viewed = await door(server, name).client(auth);
    expect(viewed).toMatchObject({ status: 401 });
    expect(viewed.headers.get('www-authenticate')).toBe('Basic realm="staffbridge", charset="UTF-8"');
    const updated = await door(server, name).updateClient({ name: 'Hijacked' }, auth);
    expect(updated.status).toBe(401);
    await expectUnchanged();
  });
});

describe('paths that are not percent-encoded UTF-8', () => {
  const templates = Object.keys(DOC.paths).map((p) => p.replace('{mode}', 'xhr'));
  it(`%ff, a lone % and an encoded lone surrogate are 400s on every REST path (${templates.length}) and wherever express decodes`, async () => {
    for (const bad of ['%ff', '%', '%E0%A4%A', '%ED%A0%80']) {
      const routes = [
        ...templates.map((t) => `/2023-03-01${t.includes('{') ? t.replace(/\{\w+\}/, bad) : `${t}/${bad}`}`),
        `/2023-03-01/${bad}`,
      ];
      for (const route of [...routes, `/logos/${bad}.svg`, `/icons/${bad}`]) {
        for (const method of routes.includes(route) ? ['GET', 'POST'] : ['GET']) {
          const res = await fetch(`${server.url}${route}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
          expect(res.status, `${method} ${route}`).toBe(400);
          expect(await res.json(), `${method} ${route}`).toMatchObject({ message: 'the path is not valid percent-encoded UTF-8', validation_error: { field: 'path', rule: 'encoding' } });
        }
      }
    }
    // The widget's catch-all takes any path: it renders, it does not fail.
    expect((await fetch(`${server.url}/connect/%ff/%`)).status).toBeLessThan(500);
    await expectUnchanged();
  });
});

describe('concurrent createClient with one clientId', () => {
  it('one creates it, the others get 409 conflict naming the id; nothing is logged as an error', async () => {
    const input = { name: 'Race', redirectUris: ['https://race.example.com/cb'], clientId: 'race-client-0001' };
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.gql('mutation($input: CreateClientInput!) { createClient(input: $input) { clientId } }', { input }, { 'x-admin-key': ADMIN_KEY }),
      ),
    );
    const created = results.filter((r) => r.data?.createClient);
    const refused = results.filter((r) => r.errors);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(11);
    for (const r of refused) {
      expect(r.errors![0]).toMatchObject({ message: 'client_id race-client-0001 already exists', extensions: { code: 'CONFLICT', status: 409, client_id: 'race-client-0001' } });
    }
    expect((await server.store.dataSource.query(`SELECT count(*)::int AS n FROM client WHERE client_id = 'race-client-0001'`))[0].n).toBe(1);
    expect(logged.filter((line) => line.level === 'error')).toStrictEqual([]);
  });
});
