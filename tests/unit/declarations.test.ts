// The model's declarations (server/src/model/resources) are the one definition of every record the doors
// return: schema/openapi.yaml (written by hand, for people) and schema/schema.graphql (emitted) must say
// the same of each field: its name, type, format, enum, nullability, and what the create input requires.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type * as Declare from '../../server/src/model/declare';
import type * as Resources from '../../server/src/model/resources';
import type * as Enums from '../../server/src/model/enums';
import { dist, ROOT } from '../helpers/server';

const { fieldsOf, isNullable } = dist<typeof Declare>('model/declare');
const resources = dist<typeof Resources>('model/resources');
const { MODEL_ENUMS, MODE, AUTHORIZE_NEXT, MFA_TYPE } = dist<typeof Enums>('model/enums');

type Field = Declare.FormField['decl'] | Declare.ObjectDecl;
type Form = 'api' | 'input';

/** What a JSON schema says of a value, in one comparable shape. */
interface Said {
  types: string[];
  format?: string;
  pattern?: string;
  enum?: string[];
  minLength?: number;
  items?: Said;
  properties?: Record<string, Said>;
  required?: string[];
  additionalProperties?: boolean;
}

// ---- schema/openapi.yaml ----------------------------------------------------------------------

const openapi = parseYaml(readFileSync(path.join(ROOT, 'schema/openapi.yaml'), 'utf8'));
const components: Record<string, any> = openapi.components.schemas;

function resolve(schema: any): any {
  return schema.$ref ? resolve(components[schema.$ref.replace('#/components/schemas/', '')]) : schema;
}

function said(raw: any): Said {
  const schema = resolve(raw);
  if (schema.oneOf) {
    const kept = schema.oneOf.map(resolve).filter((s: any) => s.type !== 'null');
    expect(kept, JSON.stringify(schema)).toHaveLength(1);
    const inner = said(kept[0]);
    return { ...inner, types: [...inner.types, 'null'].sort() };
  }
  const out: Said = { types: [schema.type].flat().sort() };
  for (const key of ['format', 'pattern', 'minLength', 'additionalProperties'] as const) if (schema[key] !== undefined) out[key] = schema[key];
  if (schema.enum) out.enum = schema.enum.filter((v: unknown) => v !== null).sort();
  if (schema.items) out.items = said(schema.items);
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, said(v)]));
  if (schema.required) out.required = [...schema.required].sort();
  return out;
}

const SCALARS: Record<string, Pick<Said, 'types' | 'format' | 'pattern' | 'additionalProperties'>> = {
  text: { types: ['string'] },
  email: { types: ['string'] },
  remoteId: { types: ['string'] },
  country: { types: ['string'], pattern: '^[A-Z]{2}$' },
  date: { types: ['string'], format: 'date' },
  dateTime: { types: ['string'], format: 'date-time' },
  uuid: { types: ['string'], format: 'uuid' },
  cents: { types: ['integer'] },
  decimal: { types: ['number'] },
  boolean: { types: ['boolean'] },
  json: { types: ['object'], additionalProperties: true },
};

/** What the declaration says a field is, as the document should write it. */
function declared(field: Field, form: Form, nullable: boolean): Said {
  const orNull = (s: Said): Said => (nullable ? { ...s, types: [...s.types, 'null'].sort() } : s);
  if (!('kind' in field)) return orNull(declaredObject(field, form));
  switch (field.kind) {
    case 'object':
      return orNull(declaredObject(field.object, form));
    case 'list':
      return { types: ['array'], items: declared(field.item, form, false) };
    case 'enum':
      return orNull({ types: ['string'], enum: [...field.enum.values].sort() });
    default:
      return orNull({ ...SCALARS[field.kind] });
  }
}

function declaredObject(decl: Declare.ObjectDecl, form: Form): Said {
  const fields = fieldsOf(decl, form);
  const properties = Object.fromEntries(
    fields.map((f) => {
      const value = declared(f.decl, form, isNullable(f.decl, form));
      return [f.key, form === 'input' && f.decl.required ? { ...value, minLength: 1 } : value];
    }),
  );
  const required = form === 'api' ? fields.map((f) => f.key) : fields.filter((f) => f.decl.required).map((f) => f.key);
  return {
    types: ['object'],
    ...(form === 'input' ? { additionalProperties: false } : {}),
    properties,
    ...(required.length ? { required: required.sort() } : {}),
  };
}

/** The component each declared object is described by, in either form. */
const inputComponent = (decl: Declare.ObjectDecl) => (decl === resources.EMPLOYEE ? 'EmployeeCreate' : `${decl.name}Input`);
const withInput = resources.WIRE_OBJECTS.filter((decl) => decl.inputName);

describe('schema/openapi.yaml agrees with the model’s declarations', () => {
  it.each(resources.WIRE_OBJECTS.map((decl) => [decl.name, decl] as const))('%s', (name, decl) => {
    expect(components[name], `components.schemas.${name}`).toBeDefined();
    expect(said(components[name])).toStrictEqual(declaredObject(decl, 'api'));
  });

  it.each(withInput.map((decl) => [inputComponent(decl), decl] as const))('%s (the create input)', (name, decl) => {
    expect(components[name], `components.schemas.${name}`).toBeDefined();
    expect(said(components[name])).toStrictEqual(declaredObject(decl, 'input'));
  });

  it('lists the values of every enum it names as the model does', () => {
    for (const values of [...MODEL_ENUMS, MODE]) {
      if (!components[values.name]) continue;
      expect(said(components[values.name]).enum, values.name).toStrictEqual([...values.values].sort());
    }
    expect(said(components.Mode).enum).toStrictEqual([...MODE.values].sort());
    expect(said(components.ConnectAuthorizeResponse.properties.next).enum).toStrictEqual([...AUTHORIZE_NEXT.values].sort());
    expect(said(components.NextContext.properties.mfa_type).enum).toStrictEqual([...MFA_TYPE.values].sort());
  });
});

// ---- schema/schema.graphql ---------------------------------------------------------------------

const sdl = buildSchema(readFileSync(path.join(ROOT, 'schema/schema.graphql'), 'utf8'));

/** A GraphQL type written out: `[Group!]!`. */
const written = (type: GraphQLType): string => type.toString();

function graphqlType(field: Field, form: Form, nullable: boolean): string {
  const bang = nullable ? '' : '!';
  if (!('kind' in field)) return `${form === 'input' ? field.inputName : field.name}${bang}`;
  switch (field.kind) {
    case 'object':
      return graphqlType(field.object, form, nullable);
    case 'list':
      return `[${graphqlType(field.item, form, false)}]${form === 'input' ? '' : '!'}`;
    case 'enum':
      // Inputs take the enum's words as String: the core answers a wrong one with REST's message.
      return `${form === 'input' ? 'String' : field.enum.name}${bang}`;
    case 'cents':
      return `SafeInt${bang}`;
    case 'decimal':
      return `Float${bang}`;
    case 'boolean':
      return `Boolean${bang}`;
    case 'json':
      return `JSONObject${bang}`;
    default:
      return `String${bang}`;
  }
}

describe('schema/schema.graphql agrees with the model’s declarations', () => {
  it.each(resources.WIRE_OBJECTS.map((decl) => [decl.name, decl] as const))('type %s', (name, decl) => {
    const type = sdl.getType(name);
    if (!isObjectType(type)) throw new Error(`${name} is not an object type of the SDL`);
    const expected = Object.fromEntries(fieldsOf(decl, 'api').map((f) => [f.gql, graphqlType(f.decl, 'api', isNullable(f.decl, 'api'))]));
    const actual = Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, written(f.type)]));
    expect(actual).toStrictEqual(expected);
  });

  it.each(withInput.map((decl) => [decl.inputName!, decl] as const))('input %s', (name, decl) => {
    const type = sdl.getType(name);
    if (!isInputObjectType(type)) throw new Error(`${name} is not an input type of the SDL`);
    // Every input field is nullable: the core says what is required, with the spec's messages.
    const expected = Object.fromEntries(fieldsOf(decl, 'input').map((f) => [f.gql, graphqlType(f.decl, 'input', true)]));
    const actual = Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, written(f.type)]));
    expect(actual).toStrictEqual(expected);
  });

  it('has an enum for every enum of the model, with the spec’s words as values', () => {
    for (const values of [...MODEL_ENUMS, MODE, AUTHORIZE_NEXT, MFA_TYPE]) {
      const type = sdl.getType(values.name);
      if (!isEnumType(type)) throw new Error(`${values.name} is not an enum of the SDL`);
      expect(type.getValues().map((v) => v.name).sort(), values.name).toStrictEqual([...values.values].sort());
    }
  });

  it('uses those enums wherever the model has one (no enum published as String)', () => {
    const stringly = resources.WIRE_OBJECTS.flatMap((decl) =>
      fieldsOf(decl, 'api')
        .filter((f) => f.decl.kind === 'enum')
        .map((f) => ({ where: `${decl.name}.${f.gql}`, type: getNamedType((sdl.getType(decl.name) as GraphQLObjectType).getFields()[f.gql].type) }))
        .filter(({ type }) => !isEnumType(type)),
    );
    expect(stringly.map((s) => s.where)).toStrictEqual([]);
    // And lists and non-null wrappers are where the declarations put them.
    const groups = (sdl.getType('Employee') as GraphQLObjectType).getFields().groups.type;
    expect(isNonNullType(groups) && isListType(groups.ofType)).toBe(true);
  });

  it('answers with Mode, AuthorizeNext and MfaType wherever the connect flow names one', () => {
    const named = (type: string, field: string) => getNamedType((sdl.getType(type) as GraphQLObjectType).getFields()[field].type).name;
    for (const type of ['TokenResponse', 'TokenInfo', 'Introspection', 'ProviderList']) expect(named(type, 'mode'), type).toBe('Mode');
    expect(named('AuthorizeResult', 'next')).toBe('AuthorizeNext');
    expect(named('NextContext', 'mfaType')).toBe('MfaType');
  });
});
