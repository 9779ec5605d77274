// A provider fake driven by the provider's own published API description (../shared/providers, see its
// INDEX.md), loaded into openapi-backend:
// - every request must match a documented operation: method, path, required parameters (and their enums,
//   types, formats), request body, and one of its security requirements; anything else is recorded as a
//   violation (assertClean() fails the test) and refused;
// - a call the description lacks is allowed only when the provider's declaration names it with a link to
//   the provider's public docs (`description.undocumented`); the fake lists those it saw;
// - in fixture mode it answers from the test's answers, each 2xx body validated against the operation's
//   response schema (a fixture that drifts from the description is a violation);
// - in generated mode it answers from the description alone (its examples and schema-valid generated values,
//   see generate.ts), for the sync-survives-anything test (described-sync.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { parse as parseYaml } from 'yaml';
import type OpenAPIBackend from 'openapi-backend';
import type { Document, Operation } from 'openapi-backend';
import { declarationOf } from '../../server/src/connectors/providers';
import type { UndocumentedCall } from '../../server/src/connectors/provider';
import { startFakeServer, type FakeRequest, type FakeResponse, type FakeServer, type MatchedRequest, type ProviderFakeOptions } from './fake-server';
import { generate, rng, schemaOfExample, type Profile } from './generate';
import { validatingBackend } from '../helpers/openapi';

const ROOT = path.resolve(__dirname, '../..');
/** The providers' published descriptions: `../shared/providers` from the repository root, never copied in. */
export const SHARED_PROVIDERS = path.resolve(ROOT, '..', 'shared', 'providers');
export const hasDescriptions = existsSync(SHARED_PROVIDERS);
/** Why a description-driven test did not run, for its title. */
export const SKIP_REASON = `skipped: ${SHARED_PROVIDERS} is absent (the providers' published descriptions live there)`;

type AnyDocument = Document & { info: { version: string } };

/**
 * Small in-memory fixes for known cosmetic defects of a document, so that it loads and validates as its
 * authors meant. Each says what is wrong; none changes what an operation accepts or returns.
 */
const FIXES: Record<string, ReadonlyArray<{ why: string; fix: (doc: any) => void }>> = {
  'bamboohr/public.yaml': [
    {
      // The Accept header parameter is declared with its component's name instead of `Accept`: as written it
      // describes a header nobody sends. Renamed to the header it documents (optional either way).
      why: 'AcceptHeaderParameter names itself instead of the Accept header',
      fix: (doc) => {
        const param = doc.components?.parameters?.AcceptHeaderParameter;
        if (param?.name === 'AcceptHeaderParameter') param.name = 'Accept';
      },
    },
  ],
  'peoplehr/peoplehr.com.yaml': [
    {
      // The document requires a security scheme `ApiKey` it never defines; PeopleHR's key travels in each JSON
      // body as APIKey, which every request schema requires. The requirement can be met by nothing.
      why: 'security names an undefined scheme (the key is the APIKey body property every request schema requires)',
      fix: (doc) => {
        if (!doc.components?.securitySchemes?.ApiKey) delete doc.security;
      },
    },
    {
      // Booleans that enumerate strings: ["false", "true"] (meant as booleans) or ["Female", "Male"] (Gender,
      // meant as a string). No value is both a boolean and one of those strings, so nothing could be valid.
      why: 'boolean schemas enumerate strings',
      fix: (doc) =>
        everyObject(doc, (o) => {
          if (o.type !== 'boolean' || !Array.isArray(o.enum) || !o.enum.some((v: unknown) => typeof v === 'string')) return;
          if (o.enum.every((v: unknown) => v === 'true' || v === 'false' || typeof v === 'boolean')) o.enum = [...new Set(o.enum.map((v: unknown) => v === true || v === 'true'))];
          else o.type = 'string';
        }),
    },
    {
      // Field value objects (EmployeeId, NISNumber, …) require a property `EmployeeId` of their own; their
      // properties are DisplayValue and FieldHistory ({ "EmployeeId": { "DisplayValue": "PW180" } }).
      why: 'field value objects ({ DisplayValue, FieldHistory }) require an EmployeeId they do not have',
      fix: (doc) =>
        everyObject(doc.components?.schemas, (o) => {
          if (o.properties?.DisplayValue && !o.properties.EmployeeId && o.required?.includes('EmployeeId')) delete o.required;
        }),
    },
    {
      // maxLength written as a string ("256"), which the schema dialect refuses.
      why: 'maxLength given as a string',
      fix: (doc) =>
        everyObject(doc, (o) => {
          if (typeof o.maxLength === 'string' && /^\d+$/.test(o.maxLength)) o.maxLength = Number(o.maxLength);
        }),
    },
    {
      // Durations are `type: integer, format: decimal`: half days (0.5) are the format's point.
      why: 'integer typed values with format "decimal"',
      fix: (doc) =>
        everyObject(doc, (o) => {
          if (o.format === 'decimal') {
            if (o.type === 'integer') o.type = 'number';
            delete o.format;
          }
        }),
    },
    {
      // Format "datetime" is no format; its values ("2017-07-20 19:06:17") are not RFC 3339 date-times either.
      why: 'format "datetime" (values like "2017-07-20 19:06:17")',
      fix: (doc) =>
        everyObject(doc, (o) => {
          if (o.format === 'datetime') delete o.format;
        }),
    },
    {
      // PartOfDay is AM or PM for part days and blank for whole days, as the document's own introduction shows
      // ("PartOfDay:, StartDatePartOfTheDay:AM").
      why: 'PartOfDay enum lacks the blank of whole days',
      fix: (doc) =>
        everyObject(doc, (o) => {
          if (Array.isArray(o.enum) && o.enum.length === 2 && o.enum.includes('AM') && o.enum.includes('PM')) o.enum.push('');
        }),
    },
  ],
  'personio/personio-personnel-data-api-oa3.yaml': [
    {
      // Every response is `allOf: [Response, {…}]`, and Response types `data` as an object, while the lists
      // (employees, time-offs, attendances) type it as an array: as written no list answer can be valid,
      // the document's own examples included. `data` is whatever the operation's own part says.
      why: 'Response.data is typed object, so allOf with the lists (data: array) accepts no answer',
      fix: (doc) => {
        const data = doc.components?.schemas?.Response?.properties?.data;
        if (data?.type === 'object') delete data.type;
      },
    },
    {
      // updated_from/updated_to on attendances say format "datetime", which no validator knows ("date-time").
      why: 'format "datetime" is a misspelling of "date-time"',
      fix: (doc) => {
        for (const param of doc.paths?.['/company/attendances']?.get?.parameters ?? []) {
          if (param.schema?.format === 'datetime') param.schema.format = 'date-time';
        }
      },
    },
  ],
  'hibob/openapi.yaml': [
    {
      // `since` is typed format "date" while its own text asks for an ISO-8601 timestamp
      // ("2050-04-05T14:30:24.345Z or 2050-04-05T12:30-02:00"), as HiBob's current reference types it (date-time).
      why: 'timeoff/requests/changes `since` says format date but documents a timestamp',
      fix: (doc) => {
        for (const param of doc.paths?.['/timeoff/requests/changes']?.get?.parameters ?? []) {
          if (param.name === 'since' && param.schema?.format === 'date') param.schema.format = 'date-time';
        }
      },
    },
    {
      // includePending (a parameter of the same operation) makes HiBob send changes of type Pending, which
      // HiBob's current reference lists in this enum; the copy's enum predates the parameter's answers.
      why: 'TimeoffChange.changeType lacks Pending, which includePending returns',
      fix: (doc) => {
        const changeType = doc.components?.schemas?.TimeoffChange?.properties?.changeType;
        if (Array.isArray(changeType?.enum) && !changeType.enum.includes('Pending')) changeType.enum.push('Pending');
      },
    },
    {
      // Employee ids are numeric strings everywhere in Bob ("3332883894235038486": people, webhooks, the time
      // off getApi URLs); only this field says uuid, so no real change could validate.
      why: 'TimeoffChange.employeeId says format uuid; Bob employee ids are numeric strings',
      fix: (doc) => {
        const employeeId = doc.components?.schemas?.TimeoffChange?.properties?.employeeId;
        if (employeeId?.format === 'uuid') delete employeeId.format;
      },
    },
  ],
  'staffology/swagger.json': [
    {
      // Untyped schemas (Item.metadata: "any object") say nullable: true, which the schema dialect refuses without
      // a type; an untyped schema already accepts null.
      why: 'nullable without a type',
      fix: (doc) =>
        everyObject(doc.components?.schemas, (o) => {
          if (o.nullable === true && o.type === undefined && !o.$ref && !o.allOf && !o.oneOf && !o.anyOf) delete o.nullable;
        }),
    },
  ],
  'xero-uk/xero-payroll-uk.yaml': [
    {
      // Dates (x-is-date) say format "date" and UTC timestamps (x-is-datetime) "date-time", while Xero writes
      // "2020-02-03T00:00:00" and "2020-02-13T16:23:31" (no offset), as the document's own examples do: as
      // written, none of its examples could be valid. The strings stay strings; only the format goes.
      why: 'x-is-date / x-is-datetime values are written without the format they claim (the examples show it)',
      fix: (doc) =>
        everyObject(doc.components?.schemas, (o) => {
          if ((o['x-is-date'] === true && o.format === 'date') || (o['x-is-datetime'] === true && o.format === 'date-time')) delete o.format;
        }),
    },
    {
      // Every example answer says "problem": null, which the (object) Problem schema refuses.
      why: 'problem: null in every example answer, Problem not nullable',
      fix: (doc) =>
        everyObject(doc.components?.schemas, (o) => {
          if (o.properties?.problem?.$ref === '#/components/schemas/Problem') o.properties.problem = { anyOf: [o.properties.problem, { type: 'null' }] };
        }),
    },
  ],
  'factorialhr/openapi.v2024-10-01.json': [
    {
      // The reference leaves pagination out, which Factorial's pagination guide documents for every list
      // (https://apidoc.factorialhr.com/docs/how-does-it-work: at most 100 a page, the next asked for with
      // after_id = meta.end_cursor). The connector sends after_id only to follow a page that says there is more.
      why: 'list operations lack the after_id cursor of the pagination guide',
      fix: (doc) => {
        for (const item of Object.values(doc.paths ?? {}) as any[]) {
          const list = item.get;
          if (list?.responses?.['200']?.content?.['application/json']?.schema?.type !== 'array') continue;
          list.parameters = [...(list.parameters ?? []), { name: 'after_id', in: 'query', schema: { type: 'string' } }];
        }
      },
    },
    {
      // allowance_stats counters (available_days, used_days, ...) are decimals typed `object` (a BigDecimal the
      // generator could not name); Factorial's later dated descriptions (factorialco/factorial-api-sdks,
      // TimeoffAllowanceStatsNew) give them as decimal strings such as "8.0". As typed, no count could be valid.
      why: 'allowance_stats decimal counters are typed object',
      fix: (doc) => {
        for (const route of ['/api/2024-10-01/resources/timeoff/allowance_stats', '/api/2024-10-01/resources/timeoff/allowance_stats/{id}']) {
          const schema = doc.paths?.[route]?.get?.responses?.['200']?.content?.['application/json']?.schema;
          const stat = schema?.type === 'array' ? schema.items : schema;
          for (const property of Object.values(stat?.properties ?? {}) as any[]) {
            if (property.type === 'object' && !property.properties) property.type = ['string', 'number'];
          }
        }
      },
    },
  ],
  'humaans/humaans-api-openapi.yml': [
    {
      // A third-party outline, not Humaans' own (INDEX.md caveats): it gives $limit/$skip to /people only,
      // where Humaans documents them for every list (https://docs.humaans.io/api/, "Pagination"), and none of
      // the field filters Humaans' Feathers API takes on lists ("<field>[$gte]", "<field>[$lte]"; clients such as
      // sgerrand/ex_humaans Humaans.Query build them). Added: the pagination to every list, and the date filters
      // the connector sends on time away and timesheet entries.
      why: 'the outline declares list parameters on /people only',
      fix: (doc) => {
        const filters: Record<string, string> = { '/time-away': 'startDate', '/timesheet-entries': 'date' };
        for (const [route, item] of Object.entries(doc.paths ?? {}) as Array<[string, any]>) {
          if (!item.get || route.includes('{')) continue;
          const parameters = [...(item.get.parameters ?? [])];
          const names = new Set(parameters.map((p: any) => p.$ref ?? p.name));
          if (!names.has('#/components/parameters/Limit')) parameters.push({ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Skip' });
          const field = filters[route];
          if (field) for (const op of ['$gte', '$lte']) parameters.push({ name: `${field}[${op}]`, in: 'query', schema: { type: 'string', format: 'date' } });
          item.get.parameters = parameters;
        }
      },
    },
    {
      // The outline types Person's properties as plain strings; Humaans answers null for what is not set (Humaans
      // clients type them so: sgerrand/ex_humaans Person, `phone_number: binary | nil`). As written, a person
      // without a phone number could not be valid.
      why: 'Person properties are not nullable',
      fix: (doc) => {
        for (const property of Object.values(doc.components?.schemas?.Person?.properties ?? {}) as any[]) {
          if (typeof property.type === 'string' && property.type !== 'null') property.type = [property.type, 'null'];
        }
      },
    },
    {
      // Only /people answers with a schema (PersonList: { total, limit, skip, data }); every other list answers
      // "200: List" with no content at all, so a generated answer was an empty body, which Humaans never sends:
      // its lists all page the same way ($limit/$skip, https://docs.humaans.io/api/, "Pagination"), and clients
      // read every list's records from `data` (sgerrand/ex_humaans Humaans.ResponseHandler.handle_list_response,
      // Humaans.Pagination: "All list endpoints support these parameters"). Those lists get PersonList's
      // envelope; their records stay open objects, since the outline says nothing of their properties.
      why: 'lists other than /people have no response content (Humaans answers every list in the PersonList envelope)',
      fix: (doc) => {
        const envelope = doc.components?.schemas?.PersonList;
        if (!envelope) return;
        for (const [route, item] of Object.entries(doc.paths ?? {}) as Array<[string, any]>) {
          const ok = item.get?.responses?.['200'];
          if (route.includes('{') || !ok || ok.content) continue;
          ok.content = { 'application/json': { schema: { ...envelope, properties: { ...envelope.properties, data: { type: 'array', items: { type: 'object' } } } } } };
        }
      },
    },
  ],
  'sage-hr/sage.com.yaml': [
    {
      // Sage HR's document has no schemas at all: each answer is shown by one example. Without a schema any body
      // would pass, so each example gives its answer a loose schema (its shape and types, the envelope required,
      // anything else optional and nullable: generate.ts schemaOfExample) that fixtures are checked against and
      // generated answers follow.
      why: 'responses have examples but no schemas',
      fix: (doc) => {
        for (const item of Object.values<any>(doc.paths ?? {})) {
          for (const operation of Object.values<any>(item)) {
            for (const [code, response] of Object.entries<any>(operation?.responses ?? {})) {
              const media = response?.content?.['application/json'];
              const example = media && !media.schema ? Object.values<any>(media.examples ?? {})[0]?.value : undefined;
              if (/^2\d\d$/.test(code) && example !== undefined) media.schema = schemaOfExample(example);
            }
          }
        }
      },
    },
  ],
  'iris-cascade/iris.co.uk_Cascade.yaml': [
    {
      // Bodies are described under versioned media types only ("application/json; version=2", "...; version=1" and
      // OData variants), and validators read plain application/json: as written no request or response body would
      // be checked. Each gets plain application/json beside them, with the same schema.
      why: 'bodies are described under versioned JSON media types only',
      fix: (doc) =>
        everyObject(doc.paths, (o) => {
          const versioned = Object.keys(o.content ?? {}).find((type) => /^application\/json;\s*version=\d+$/.test(type));
          if (versioned && !o.content['application/json']) o.content['application/json'] = o.content[versioned];
        }),
    },
  ],
  'oyster-hr/oysterhr.com.yaml': [
    {
      // Addresses and phone numbers are `{ $ref, nullable: true }`: in OpenAPI 3.0 a $ref replaces its siblings, so
      // as written they may not be null, while the document's own examples send null for them. Null is allowed.
      why: 'nullable beside $ref (ignored in OpenAPI 3.0) where the examples send null',
      fix: (doc) =>
        everyObject(doc.components?.schemas, (o) => {
          for (const [key, value] of Object.entries<any>(o.properties ?? {})) {
            if (value?.$ref && value.nullable === true) o.properties[key] = { anyOf: [{ $ref: value.$ref }, { type: 'null' }] };
          }
        }),
    },
  ],
};

/** Calls `visit` on every object below `node` (schemas, parameters, …), depth first. */
function everyObject(node: unknown, visit: (object: Record<string, any>) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => everyObject(item, visit));
  if (node === null || typeof node !== 'object') return;
  visit(node as Record<string, any>);
  for (const child of Object.values(node)) everyObject(child, visit);
}

const CACHE_DIR = path.join(ROOT, '.tmp', 'descriptions');

/**
 * The parsed description (YAML, leniently with js-yaml, or JSON), with its known fixes applied. Parsing a
 * large YAML document takes seconds, so the result is cached under .tmp/ by the file's content hash.
 */
export async function loadDescription(file: string): Promise<AnyDocument> {
  const full = path.join(SHARED_PROVIDERS, file);
  const text = readFileSync(full, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const cached = path.join(CACHE_DIR, `${file.replace(/[^a-z0-9.]+/gi, '_')}.${hash}.json`);
  let doc: any;
  if (existsSync(cached)) doc = JSON.parse(readFileSync(cached, 'utf8'));
  else {
    // Through JSON as the cache is read back, so a cold and a warm run see the same document: YAML tags such as
    // !!binary parse to Buffers, which openapi-backend's dereferencer cannot walk (Deel's description has one).
    doc = /\.json$/i.test(file) ? JSON.parse(text) : JSON.parse(JSON.stringify(parseYamlLeniently(text)));
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(cached, JSON.stringify(doc));
  }
  for (const { fix } of FIXES[file] ?? []) fix(doc);
  return doc as AnyDocument;
}

/** js-yaml first (lenient where some documents need it), then yaml@2 for the YAML 1.2 js-yaml refuses. */
function parseYamlLeniently(text: string): unknown {
  try {
    return loadYaml(text);
  } catch (lenientError) {
    try {
      return parseYaml(text, { maxAliasCount: -1 });
    } catch {
      throw lenientError;
    }
  }
}

/** A copy of `node` with the local `$ref`s of `root` inlined (a part's operations moved into another document). */
function inlineRefs(root: any, node: unknown, depth = 0): unknown {
  if (depth > 40) throw new Error('$ref nesting too deep to inline');
  if (Array.isArray(node)) return node.map((item) => inlineRefs(root, item, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref.slice(2).split('/').reduce((at: any, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    return inlineRefs(root, target, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineRefs(root, value, depth + 1)]));
}

/**
 * The description with the operations of its further parts (`description.parts`: files of the same API and
 * server that the provider publishes apart) merged in, and every operation named: openapi-backend keys its
 * validators by operationId, so an operation without one is named `METHOD /path`, as answers address it.
 */
async function assembleDescription(file: string, parts: readonly string[]): Promise<AnyDocument> {
  const doc = (await loadDescription(file)) as any;
  for (const partFile of parts) {
    const part = (await loadDescription(partFile)) as any;
    for (const [route, item] of Object.entries(part.paths ?? {})) {
      if (doc.paths[route]) throw new Error(`${route} is in both ${file} and ${partFile}`);
      doc.paths[route] = inlineRefs(part, item);
    }
  }
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, any>)) {
      if (/^(get|put|post|delete|patch|head|options|trace)$/.test(method) && !operation.operationId) {
        operation.operationId = `${method.toUpperCase()} ${route}`;
      }
    }
  }
  return doc as AnyDocument;
}

const backends = new Map<string, Promise<OpenAPIBackend>>();

/** openapi-backend over a description (and its parts), built once per process. */
export function describedApi(file: string, parts: readonly string[] = []): Promise<OpenAPIBackend> {
  const key = [file, ...parts].join(' + ');
  let api = backends.get(key);
  if (!api) {
    api = assembleDescription(file, parts).then((definition) => validatingBackend(definition, { strict: false, ignoreTrailingSlashes: true }));
    backends.set(key, api);
  }
  return api;
}

/** A request matched to an operation of the description (the path below the base path as the description writes paths). */
export interface DescribedRequest extends MatchedRequest {
  operationId: string;
}

/** An answer by operationId (or `METHOD /path/template` for a call the description lacks). */
export type Answer = (req: DescribedRequest) => FakeResponse | undefined;

/** The description and the undocumented calls come from the provider's declaration. */
export interface DescribedFakeOptions extends ProviderFakeOptions {
  answers?: Record<string, Answer>;
  /**
   * RPC-style APIs whose description keys each action as a path of its own (PeopleHR's `/Employee  -  <Action>`
   * for POST /Employee with the action in the body): the description's path for a request.
   */
  operationPath?: (req: FakeRequest, apiPath: string) => string;
  /** What the provider answers below another base path (an unknown company subdomain); unchecked. */
  outsideBasePath?: FakeResponse;
  /** Answer from the description alone instead of the answers (undocumented calls still use answers). */
  generated?: GeneratedAnswers | null;
  /**
   * Documented operations answered from `answers` in generated mode too: a credential exchange, whose generated
   * token (any string: empty, non-ASCII) could never be sent back in a header. Their data is not what is tested.
   */
  answeredInGenerated?: readonly string[];
}

export interface GeneratedAnswers {
  seed: number;
  profile: Profile;
}

export interface DescribedFake extends FakeServer {
  /** What broke the description: undocumented requests, bad parameters, missing credentials, drifted fixtures. */
  violations: string[];
  /** The undocumented calls made so far, with their docs links. */
  undocumentedCalls(): string[];
  /** Switches between fixture answers (null) and generated answers. */
  generate(options: GeneratedAnswers | null): void;
  /** Fails when anything broke the description (call it after each test). */
  assertClean(): void;
}

interface Match {
  answerKey: string;
  operation: Operation | null;
  undocumented: UndocumentedCall | null;
  params: Record<string, string>;
  apiPath: string;
  /** Set when the request must be refused (the reason is also a violation). */
  refused?: FakeResponse;
  /** The answer of the server beside the API (DescribedFakeOptions.beside). */
  beside?: FakeResponse;
}

function templateRegex(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

function headerValue(headers: FakeRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function parseBody(req: FakeRequest): unknown {
  if (!req.body) return undefined;
  const type = headerValue(req.headers, 'content-type') ?? '';
  if (/json/i.test(type)) {
    try {
      return JSON.parse(req.body);
    } catch {
      return req.body;
    }
  }
  // A form body is checked as the object it stands for (Sage HR's POST /employees, OAuth token requests).
  if (/^application\/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(new URLSearchParams(req.body));
  return req.body;
}

/** Whether the request carries what one of the operation's security requirements asks for. */
function securityProblem(doc: any, operation: Operation, req: FakeRequest): string | null {
  const requirements: Array<Record<string, unknown>> | undefined = operation.security ?? doc.security;
  if (!requirements || requirements.length === 0) return null;
  const schemes = doc.components?.securitySchemes ?? {};
  const authorization = headerValue(req.headers, 'authorization') ?? '';
  const satisfied = (name: string): boolean => {
    const scheme = schemes[name];
    if (!scheme) return false;
    if (scheme.type === 'http') return authorization.toLowerCase().startsWith(`${String(scheme.scheme).toLowerCase()} `);
    if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return /^bearer /i.test(authorization);
    if (scheme.type === 'apiKey') {
      if (scheme.in === 'header') return headerValue(req.headers, scheme.name) !== undefined;
      if (scheme.in === 'query') return req.query.has(scheme.name);
      if (scheme.in === 'cookie') return new RegExp(`(^|;\\s*)${scheme.name}=`).test(headerValue(req.headers, 'cookie') ?? '');
    }
    return false;
  };
  if (requirements.some((alternative) => Object.keys(alternative).every(satisfied))) return null;
  return `no credentials for any of its security requirements ${JSON.stringify(requirements.map((r) => Object.keys(r)))}`;
}

const firstSuccess = (operation: Operation): string | undefined =>
  Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));

export async function startDescribedFake(options: DescribedFakeOptions): Promise<DescribedFake> {
  const declaration = declarationOf(options.provider)?.description;
  if (!declaration) throw new Error(`${options.provider} declares no published description`);
  const api = await describedApi(declaration.file, declaration.parts);
  const doc = api.definition as any;
  const undocumented = (declaration.undocumented ?? []).map((call) => ({ call, regex: templateRegex(call.path) }));
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const violations: string[] = [];
  const seenUndocumented = new Set<string>();
  const matches = new WeakMap<FakeRequest, Match>();
  let generated = options.generated ?? null;

  const violation = (req: FakeRequest, what: string): void => {
    violations.push(`${req.method} ${req.path}: ${what}`);
  };

  const inspect = (req: FakeRequest): void => {
    const besideAnswer = options.beside?.(req);
    if (besideAnswer) {
      matches.set(req, { answerKey: '', operation: null, undocumented: null, params: {}, apiPath: req.path, beside: besideAnswer });
      return;
    }
    if (basePath && !req.path.startsWith(`${basePath}/`) && options.outsideBasePath) {
      matches.set(req, { answerKey: '', operation: null, undocumented: null, params: {}, apiPath: req.path, refused: options.outsideBasePath });
      return;
    }
    const rawPath = basePath && req.path.startsWith(basePath) ? req.path.slice(basePath.length) || '/' : req.path;
    const apiPath = options.operationPath?.(req, rawPath) ?? rawPath;
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(req.query.keys())) {
      const all = req.query.getAll(key);
      query[key] = all.length > 1 ? all : all[0]!;
    }
    const request = { method: req.method.toLowerCase(), path: apiPath, query, headers: req.headers as Record<string, string>, body: parseBody(req) };
    const operation = basePath && !req.path.startsWith(basePath) ? undefined : api.matchOperation(request);
    if (!operation) {
      const hit = undocumented.find((u) => u.call.method === req.method && u.regex.test(apiPath));
      if (hit) {
        seenUndocumented.add(`${hit.call.method} ${hit.call.path} (${hit.call.docs})`);
        matches.set(req, { answerKey: `${hit.call.method} ${hit.call.path}`, operation: null, undocumented: hit.call, params: {}, apiPath });
        return;
      }
      violation(req, 'no documented operation matches (and the declaration names no undocumented call for it)');
      matches.set(req, { answerKey: '', operation: null, undocumented: null, params: {}, apiPath, refused: { status: 501, json: { error: 'undocumented request' } } });
      return;
    }
    const params = (api.router.parseRequest(request, operation).params ?? {}) as Record<string, string>;
    const match: Match = { answerKey: operation.operationId ?? `${req.method} ${operation.path}`, operation, undocumented: null, params, apiPath };
    const validation = api.validateRequest(request, operation);
    if (!validation.valid) {
      const errors = (validation.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      violation(req, `does not match ${match.answerKey}: ${errors.join('; ')}`);
      match.refused = { status: 400, json: { error: 'request does not match the description', errors } };
    }
    const problem = securityProblem(doc, operation, req);
    if (problem) {
      violation(req, `${match.answerKey}: ${problem}`);
      match.refused ??= { status: 401, body: '' };
    }
    matches.set(req, match);
  };

  const generatedAnswer = (match: Match): FakeResponse => {
    const operation = match.operation!;
    const code = firstSuccess(operation) ?? '200';
    const response = (operation.responses as any)?.[code] ?? {};
    const mediaType = Object.keys(response.content ?? {}).find((t) => /json/i.test(t));
    if (!mediaType) return { status: Number(code), body: '' };
    const media = response.content[mediaType];
    const random = rng(generated!.seed ^ hashString(match.answerKey));
    let body: unknown =
      generated!.profile === 'examples' && media.example !== undefined
        ? structuredClone(media.example)
        : generate(media.schema, { profile: generated!.profile, random });
    if (!api.validateResponse(body, operation, Number(code)).valid) {
      // A pattern or composition the generator cannot meet: openapi-backend's own mock (examples or minimal values).
      body = api.mockResponseForOperation(operation.operationId!, { code: Number(code) }).mock;
    }
    return { status: Number(code), json: body };
  };

  const route = (req: FakeRequest): FakeResponse | undefined => {
    const match = matches.get(req);
    if (!match) return undefined;
    if (match.beside) return match.beside;
    if (match.refused) return match.refused;
    if (options.authenticate && !options.authenticate(req)) return { status: 401, body: '' };
    if (generated && match.operation && !options.answeredInGenerated?.includes(match.answerKey)) return generatedAnswer(match);
    const answer = options.answers?.[match.answerKey];
    if (!answer) {
      violation(req, `no answer (fixture) for ${match.answerKey}`);
      return { status: 501, json: { error: `no fixture for ${match.answerKey}` } };
    }
    const described: DescribedRequest = { ...req, apiPath: match.apiPath, operationId: match.answerKey, params: match.params };
    const response = answer(described);
    const status = response?.status ?? 200;
    if (response && match.operation && status >= 200 && status < 300 && response.json !== undefined) {
      const checked = api.validateResponse(response.json, match.operation, status);
      if (!checked.valid) {
        const errors = (checked.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
        violation(req, `the fixture answering ${match.answerKey} drifted from its response schema: ${errors.join('; ')}`);
      }
    }
    return response;
  };

  // Validators compile lazily, on first use; a large document's first answer could then outlast a test's
  // HTTP timeout. Compile those of the operations answered here up front.
  for (const key of Object.keys(options.answers ?? {})) {
    if (!api.router.getOperation(key)) continue;
    api.validator.getRequestValidatorsForOperation(key);
    api.validator.getStatusBasedResponseValidatorForOperation(key);
  }

  const server = await startFakeServer(route, inspect);
  return {
    ...server,
    violations,
    undocumentedCalls: () => [...seenUndocumented].sort(),
    generate(next) {
      generated = next;
    },
    assertClean() {
      const found = violations.splice(0);
      if (found.length) throw new Error(`the connector broke ${declaration.file}:\n- ${found.join('\n- ')}`);
    },
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
