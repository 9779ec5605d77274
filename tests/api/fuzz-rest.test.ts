// Bad input at every REST operation of schema/openapi.yaml (read from the document, so a new
// operation is fuzzed without a change here): wrong types, huge strings, unicode, nulls, extra
// fields, bad JSON, odd content types, broken credentials. Every answer must be below 500, show no
// stack trace, and match the document (the rest() helper's contract check); a group of answers that
// were all rejections must leave the store exactly as it was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { afterFirstSync, connectSandbox } from '../helpers/connect';
import { door } from '../helpers/doors';
import {
  FUZZ_MUTATIONS,
  FUZZ_RUNS,
  MutationTally,
  UNDECODABLE_SEGMENTS,
  badJson,
  basicWithNul,
  hostileObject,
  hostileString,
  hostileValue,
  itRefusesMutations,
  itSurvivesHostileRequests,
  toJsonText,
  unfitValue,
  type FuzzDoor,
  type Outcome,
} from '../helpers/fuzz';
import { ROOT, basic, bearer, startServer, type CreatedClient, type TestServer } from '../helpers/server';

interface Operation {
  id: string;
  method: string;
  path: string;
  security: 'open' | 'basic' | 'bearer';
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
  /** Body fields that are lists (where `[null]` is a mutation worth sending). */
  listFields: string[];
}

type Doc = Record<string, any>;

function resolve(doc: Doc, node: any): any {
  return node?.$ref ? resolve(doc, node.$ref.slice(2).split('/').reduce((o: any, k: string) => o[k], doc)) : node;
}

function operations(doc: Doc): Operation[] {
  const found: Operation[] = [];
  for (const [route, item] of Object.entries<Doc>(doc.paths)) {
    const shared = (item.parameters ?? []).map((p: any) => resolve(doc, p));
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? []).map((p: any) => resolve(doc, p))];
      const scheme = Object.keys((op.security ?? doc.security ?? [])[0] ?? {})[0];
      const body = resolve(doc, op.requestBody?.content?.['application/json']?.schema);
      found.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path: route,
        security: scheme === 'basic' ? 'basic' : scheme === 'bearer' ? 'bearer' : 'open',
        pathParams: params.filter((p: any) => p.in === 'path').map((p: any) => p.name),
        queryParams: params.filter((p: any) => p.in === 'query').map((p: any) => p.name),
        bodyFields: body ? Object.keys(body.properties ?? {}) : null,
        listFields: Object.entries<any>(body?.properties ?? {}).filter(([, p]) => [resolve(doc, p).type].flat().includes('array')).map(([name]) => name),
      });
    }
  }
  return found;
}

const DOC = parseYaml(readFileSync(path.join(ROOT, 'schema/openapi.yaml'), 'utf8')) as Doc;
const OPERATIONS = operations(DOC);
/** Operations whose success would end the fixture: they are fuzzed with credentials that never work. */
const NEVER_VALID = new Set(['disconnect']);
/** Written last, so their successes (a rotated secret, new rows) cannot starve the others. */
const LAST = ['createManagementToken', 'createEmployee', 'updateManagementClient', 'disconnect'];

let server: TestServer;
let owner: CreatedClient;
let editor: CreatedClient;
let token: string;
let payrunId: string;

// Query and path values travel in the request line: keep them within what Node accepts (16 KB).
const urlSafe = hostileString.map((s) => (s.length > 2_000 ? s.slice(0, 2_000) : s).toWellFormed());
const printable = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

function authArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const valid = () =>
    op.security === 'basic' ? basic(op.id === 'updateManagementClient' ? editor.clientId : owner.clientId, op.id === 'updateManagementClient' ? editor.clientSecret : owner.clientSecret) : bearer(token);
  const broken = fc.oneof(
    fc.constant({}),
    printable.map((v) => ({ authorization: v })),
    printable.map((v) => ({ authorization: `Bearer ${v}` })),
    printable.map((v) => ({ authorization: `Basic ${Buffer.from(v).toString('base64')}` })),
    fc.constant(basic(owner.clientId, 'wrong-secret')),
    fc.constant({ authorization: `Bearer ${token}x` }),
    fc.constant({ authorization: 'Basic' }),
  );
  if (op.security === 'open' || NEVER_VALID.has(op.id)) return broken;
  return fc.oneof({ weight: 3, arbitrary: fc.constant(valid()) }, { weight: 1, arbitrary: broken });
}

function pathValue(name: string): fc.Arbitrary<string> {
  if (name === 'mode') return fc.oneof({ weight: 4, arbitrary: fc.constant('xhr') }, { weight: 1, arbitrary: fc.constant('official') }, { weight: 2, arbitrary: urlSafe });
  if (name === 'payrun_id') return fc.oneof(fc.constant(payrunId), fc.uuid(), urlSafe);
  return urlSafe;
}

const dateLike = fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), urlSafe);
const queryValue = fc.oneof({ weight: 4, arbitrary: fc.oneof(dateLike, urlSafe) }, { weight: 1, arbitrary: fc.array(urlSafe, { minLength: 2, maxLength: 4 }) });

interface BodyCase {
  contentType?: string;
  json?: unknown;
  raw?: string;
}

function bodyArb(fields: string[] | null): fc.Arbitrary<BodyCase> {
  // fetch sends no body with GET.
  if (fields === null) return fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: hostileObject(fields).map((json) => ({ json })) },
    { weight: 2, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 2, arbitrary: badJson.map((raw) => ({ contentType: 'application/json', raw })) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields, 'x'), urlSafe).map((d) => ({ contentType: 'application/x-www-form-urlencoded', raw: new URLSearchParams(d).toString() })) },
    { weight: 1, arbitrary: urlSafe.map((raw) => ({ contentType: 'text/plain', raw })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function requestArb(op: Operation): fc.Arbitrary<RequestCase> {
  return fc.record({
    headers: authArb(op),
    params: fc.record(Object.fromEntries(op.pathParams.map((p) => [p, pathValue(p)]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...op.queryParams, 'start_date', 'end_date') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), queryValue, { maxKeys: 5 }),
    body: bodyArb(op.method === 'GET' ? null : op.bodyFields ?? []),
  });
}

interface RequestCase {
  headers: Record<string, string>;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: BodyCase;
  /** Sent as is instead of the path built from `params` (a path that is not percent-encoded UTF-8). */
  rawPath?: string;
}

/** Bodies that pass the first checks, so a mutation is what the request is refused for. */
const BASE_BODIES: Record<string, Record<string, unknown>> = { createEmployee: { first_name: 'Ada', last_name: 'Lovelace' } };

/** One of the review's mutations (issue 15 item 6) on an otherwise ordinary request of `op`: each must be refused. */
function mutatedArb(op: Operation): fc.Arbitrary<RequestCase> {
  const auth = op.security === 'open' ? {} : NEVER_VALID.has(op.id) ? bearer(`${token}x`) : op.security === 'basic' ? basic(editor.clientId, editor.clientSecret) : bearer(token);
  const params = Object.fromEntries(op.pathParams.map((p) => [p, p === 'mode' ? 'xhr' : p === 'payrun_id' ? payrunId : 'x']));
  const body = (json: Record<string, unknown>): BodyCase => (op.method === 'GET' ? {} : { json: { ...BASE_BODIES[op.id], ...json } });
  const base: RequestCase = { headers: auth, params, query: {}, body: body({}) };
  const route = (segment: string) =>
    op.pathParams.length ? op.path.replace(`{${op.pathParams.at(-1)}}`, segment).replace(/\{(\w+)\}/g, (_, name: string) => params[name]) : `${op.path}/${segment}`;
  const mutations: Array<fc.Arbitrary<RequestCase>> = [fc.constantFrom(...UNDECODABLE_SEGMENTS).map((segment) => ({ ...base, rawPath: route(segment) }))];
  // Basic holding NUL where credentials are read: Basic routes, Bearer routes (the wrong scheme) and the token endpoint.
  if (op.security !== 'open' || op.id === 'connectToken') mutations.push(basicWithNul(editor.clientId, editor.clientSecret).map((headers) => ({ ...base, headers })));
  if (op.method !== 'GET') {
    const fields = [...(op.bodyFields ?? []), 'extra'];
    mutations.push(fc.tuple(fc.constantFrom(...fields), unfitValue).map(([field, value]) => ({ ...base, body: body({ [field]: value }) })));
    if (op.listFields.length) mutations.push(fc.constantFrom(...op.listFields).map((field) => ({ ...base, body: body({ [field]: [null] }) })));
  }
  return fc.oneof(...mutations);
}

async function send(op: Operation, c: RequestCase): Promise<Outcome> {
  // Node itself answers 431 to a request line over 16 KB, before any of our code runs: stay below.
  const fit = (text: string, budget: number) => {
    let cut = text.toWellFormed();
    while (encodeURIComponent(cut).length > budget) cut = cut.slice(0, Math.floor(cut.length / 2)).toWellFormed();
    return cut;
  };
  const route = c.rawPath ?? op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(fit(c.params[name] ?? '', 2_000)));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(c.query)) for (const one of Array.isArray(v) ? v : [v]) search.append(fit(k, 200), fit(one, 1_000));
  const qs = search.toString();
  const json = c.body.json !== undefined;
  const headers: Record<string, string> = { ...c.headers, ...(c.body.contentType ? { 'content-type': c.body.contentType } : json ? { 'content-type': 'application/json' } : {}) };
  const raw = json ? toJsonText(c.body.json) : c.body.raw;
  const res = await server.rest(op.method, `/2023-03-01${route}${qs ? `?${qs}` : ''}`, { headers, ...(raw !== undefined ? { raw } : {}) });
  return { status: res.status, rejected: res.status >= 400, text: typeof res.body === 'string' ? res.body : JSON.stringify(res.body) };
}

beforeAll(async () => {
  server = await startServer();
  owner = await server.createClient({ name: 'Fuzz owner' });
  editor = await server.createClient({ name: 'Fuzz editor' });
  ({ token } = await connectSandbox(door(server, 'rest'), owner, { variant: '+nomfa+single' }));
  // Wait for the first sync, so data calls answer with data (not 202) and nothing writes behind our back.
  const payruns = await afterFirstSync(server, token, '/2023-03-01/xhr/payruns?start_date=1900-01-01&end_date=2200-01-01');
  payrunId = payruns.body[0]?.id ?? '00000000-0000-0000-0000-000000000000';
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const restDoor: FuzzDoor<Operation, RequestCase> = {
  targets: OPERATIONS,
  last: LAST,
  key: (op) => op.id,
  hostile: requestArb,
  mutated: mutatedArb,
  send,
  dataSource: () => server.store.dataSource,
};

const MUTATIONS_PER_OPERATION = Math.ceil(FUZZ_MUTATIONS / OPERATIONS.length);
const mutations = new MutationTally();

// Issue 15 item 6: the mutations that answered 5xx in the security review, on every operation.
describe(`the review's mutations on every REST operation, ${MUTATIONS_PER_OPERATION} each`, () => {
  itRefusesMutations(restDoor, MUTATIONS_PER_OPERATION, 5_000, mutations);

  it(`sent at least FUZZ_MUTATIONS (${FUZZ_MUTATIONS}) requests, none answered 5xx`, () => mutations.expectEnoughNone5xx('REST'));
});

describe(`every REST operation, ${FUZZ_RUNS} hostile requests each`, () => {
  it('the document lists the operations we expect to fuzz', () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(21);
  });

  itSurvivesHostileRequests(restDoor, 0, (op) => `${op.id} (${op.method} ${op.path})`);
});
