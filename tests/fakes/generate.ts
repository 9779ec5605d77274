// Values generated from a provider description's own schemas, for the "generated answers" fakes: the
// description's examples first, then schema-valid values of three kinds (profiles):
// - examples: every property, examples where the document gives them;
// - sparse: required properties only, null wherever null is allowed;
// - odd: random optional properties, valid but awkward values (empty strings, "0000-00-00" in plain string
//   fields, leap days, far offsets, extreme numbers, long and non-ASCII text, unknown enum-like strings).
// A record's own `id` counts up from 1 in each list (unique in its list); other id-like properties (employeeId, …)
// draw from a small pool of the same values, so generated records refer to each other as real ones do. In the
// examples profile (two records a list) the pool is 1 and 2, the ids of a generated list whose records hold no
// nested ids, so references to such a list find their records; sparse and odd answers keep a third value that
// refers to nothing.
// The caller validates the result against the schema (described.ts) and falls back when a pattern defeats us.

export type Profile = 'examples' | 'sparse' | 'odd';
export const PROFILES: readonly Profile[] = ['examples', 'sparse', 'odd'];

type Schema = Record<string, any>;

/** A small deterministic PRNG (mulberry32): the same seed gives the same answers. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenerateOptions {
  profile: Profile;
  random: () => number;
  /** The next own id (shared by one list's records). */
  nextId?: { value: number };
}

const ID_NAME = /^(id|ID|Id)$|Id$|_id$|ID$/;
const OWN_ID = /^(id|ID|Id)$/;
const MAX_DEPTH = 7;

const ODD_STRINGS = ['', ' ', '0000-00-00', 'Zoë O’Brien-Łukasiewicz', 'n/a', 'x'.repeat(200), '  padded  '];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  if (Array.isArray(schema.enum) && schema.enum.length) return [typeof schema.enum[0]];
  return ['string'];
}

function nullable(schema: Schema): boolean {
  return schema.nullable === true || typesOf(schema).includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
}

function mergeAllOf(schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Schema = { ...schema, allOf: undefined, properties: { ...(schema.properties ?? {}) }, required: [...(schema.required ?? [])] };
  for (const part of schema.allOf as Schema[]) {
    const sub = mergeAllOf(part);
    Object.assign(merged.properties, sub.properties ?? {});
    merged.required.push(...(sub.required ?? []));
    for (const key of ['type', 'items', 'enum', 'format', 'nullable', 'additionalProperties', 'example']) {
      if (sub[key] !== undefined && merged[key] === undefined) merged[key] = sub[key];
    }
  }
  return merged;
}

function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  return undefined;
}

function idValue(type: string, name: string, o: GenerateOptions): string | number {
  let n: number;
  if (OWN_ID.test(name)) {
    o.nextId ??= { value: 1 };
    n = o.nextId.value++;
  } else n = 1 + Math.floor(o.random() * (o.profile === 'examples' ? 2 : 3));
  return type === 'integer' || type === 'number' ? n : String(n);
}

function stringValue(schema: Schema, name: string, o: GenerateOptions): string {
  const { profile, random } = o;
  const format = schema.format as string | undefined;
  const odd = profile === 'odd';
  let value: string;
  switch (format) {
    case 'date':
      value = odd ? pick(['2024-02-29', '1900-01-01', '2099-12-31'], random) : '2024-03-15';
      break;
    case 'date-time':
      value = odd ? pick(['2024-02-29T23:59:59.999+14:00', '1970-01-01T00:00:00Z', '2024-03-31T01:30:00-11:00'], random) : '2024-03-15T09:30:00Z';
      break;
    case 'email':
      value = odd ? "o'brien+tag@example.co.uk" : 'ada@example.com';
      break;
    case 'uuid':
      value = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
      break;
    case 'uri':
    case 'url':
      value = 'https://example.com/resource';
      break;
    default:
      value = ID_NAME.test(name) ? String(idValue('string', name, o)) : odd ? pick(ODD_STRINGS, random) : `${name || 'value'} text`;
  }
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
    value = ['1', '123', 'abc', 'A1', 'ABC', 'a-b', '2024-03-15', '1,2'].find((c) => new RegExp(schema.pattern, 'u').test(c)) ?? value;
  }
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

function numberValue(schema: Schema, type: string, name: string, o: GenerateOptions): number {
  if (ID_NAME.test(name)) return idValue(type, name, o) as number;
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
  let value: number;
  if (o.profile === 'odd') value = pick(type === 'integer' ? [0, -1, 2147483647, 7] : [0, -12.345, 1e9, 0.1], o.random);
  else value = min ?? (type === 'integer' ? 8 : 7.5);
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return type === 'integer' ? Math.trunc(value) : value;
}

/** A value valid for `schema` (usually: see the header). `name` is the property it fills, for id pools. */
export function generate(schemaIn: Schema | boolean | undefined, o: GenerateOptions, name = '', depth = 0): unknown {
  if (schemaIn === undefined || schemaIn === true) return 'value';
  if (schemaIn === false) return null;
  const schema = mergeAllOf(schemaIn);
  const { profile, random } = o;

  if (schema.const !== undefined) return schema.const;
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (alternatives?.length) {
    const choice = profile === 'examples' ? alternatives[0] : pick(alternatives, random);
    return generate({ ...schema, oneOf: undefined, anyOf: undefined, ...choice }, o, name, depth);
  }
  if (profile === 'examples') {
    const example = exampleOf(schema);
    if (example !== undefined) return structuredClone(example);
  }
  if (nullable(schema) && (profile === 'sparse' || (profile === 'odd' && random() < 0.35))) return null;
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const values = schema.enum.filter((v: unknown) => v !== null);
    return profile === 'examples' ? values[0] : pick(values, random);
  }

  const type = typesOf(schema).find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(schema.required ?? []);
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        const wanted =
          required.has(key) || (depth < MAX_DEPTH && (profile === 'examples' || (profile === 'odd' && random() < 0.6)));
        if (wanted) out[key] = generate(sub, o, key, depth + 1);
      }
      if (profile === 'odd' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        out.unexpectedField = generate(schema.additionalProperties, o, 'unexpectedField', depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = schema.maxItems ?? (depth === 0 ? 4 : 3);
      const wanted = profile === 'examples' ? 2 : profile === 'sparse' ? 1 : Math.floor(random() * 4);
      const length = Math.max(min, Math.min(max, depth === 0 ? Math.max(wanted, 2) : wanted));
      // Each list numbers its own records from 1, as the lists they refer to do.
      const own = { ...o, nextId: { value: 1 } };
      return Array.from({ length }, () => generate(schema.items, own, name, depth + 1));
    }
    case 'string':
      return stringValue(schema, name, o);
    case 'integer':
    case 'number':
      return numberValue(schema, type, name, o);
    case 'boolean':
      return profile === 'examples' ? true : random() < 0.5;
    default:
      return null;
  }
}

/**
 * A schema for an answer a description shows only by example (Sage HR's responses have examples and no schemas):
 * the example's shape and types, loose where one example cannot speak for every answer. A number may also come
 * as a string (ids, post codes); the envelope's keys (the top level's, such as `data` and `meta`) are required
 * and not null, as are a list's records; anything else may be absent or null. The example is kept as the
 * schema's example, for the examples profile.
 */
export function schemaOfExample(example: unknown): Schema {
  const properties = example !== null && typeof example === 'object' && !Array.isArray(example) ? Object.entries(example) : null;
  if (!properties) return { ...shapeOf(example, false), example };
  return {
    type: 'object',
    properties: Object.fromEntries(properties.map(([key, value]) => [key, shapeOf(value, false)])),
    required: properties.map(([key]) => key),
    example,
  };
}

function shapeOf(value: unknown, nullable: boolean): Schema {
  const type = (name: string) => (nullable ? [name, 'null'] : name);
  if (value === null || value === undefined) return {};
  if (Array.isArray(value)) {
    const items = value.length ? value.map((item) => shapeOf(item, false)).reduce(mergeShapes) : {};
    return { type: type('array'), items };
  }
  if (typeof value === 'object') {
    return { type: type('object'), properties: Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shapeOf(v, true)])) };
  }
  if (typeof value === 'number') return { type: nullable ? ['number', 'string', 'null'] : ['number', 'string'] };
  return { type: type(typeof value === 'boolean' ? 'boolean' : 'string') };
}

/** Two records' shapes as one: the properties of both (an example list's records differ in what they show). */
function mergeShapes(a: Schema, b: Schema): Schema {
  if (!a.properties || !b.properties) return Object.keys(a).length ? a : b;
  const properties = { ...b.properties, ...a.properties };
  for (const key of Object.keys(properties)) {
    if (a.properties[key] && b.properties[key]) properties[key] = mergeShapes(a.properties[key], b.properties[key]);
  }
  return { ...a, properties };
}
