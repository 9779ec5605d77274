// The GraphQL types of the HR model, built from its declarations (model/resources) when the schema is built:
// one object type per declared object (its `api` form), one input type per object of the create input, one
// enum per enum of SPEC §3. Object types keep the wire (snake_case) property names, as the services return
// them, and show them camelCased: one object shape for both doors, no mapping layer in between. Enum values
// are the spec's own words, so the wire stays the same as REST's strings.
// Input types are camelCase objects (type-graphql names input properties as the schema does): toWire turns
// one back into the wire names. Their enum fields are String: the core checks them, with the same
// messages as REST (`gender must be one of male, female, not_specified`), and the descriptions list the values.
import { GraphQLJSONObject, GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, InputType, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { EMPLOYEE, WIRE_OBJECTS } from '../../../model/resources';
import { fieldsOf, isNullable, type Form, type FormField, type ModelEnum, type ObjectDecl, type RecordOf, type Sent } from '../../../model/declare';

const enums = new Map<ModelEnum, object>();

/** The GraphQL enum of a model enum, registered once. */
export function graphqlEnum<V extends string>(values: ModelEnum<V>): { [K in V]: K } {
  let members = enums.get(values);
  if (!members) {
    members = Object.fromEntries(values.values.map((v) => [v, v]));
    registerEnumType(members, { name: values.name, description: values.description });
    enums.set(values, members);
  }
  return members as { [K in V]: K };
}

/** What a field says about itself in the schema when its declaration says nothing. */
const KIND_DESCRIPTIONS: Partial<Record<FormField['decl']['kind'], string>> = {
  date: 'YYYY-MM-DD',
  dateTime: 'ISO 8601 date-time',
  cents: 'Integer cents.',
  decimal: 'A multiple of 0.1.',
};

const orList = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

function describe(field: FormField['decl'], form: Form): string | undefined {
  if (field.description) return field.description;
  if (field.kind === 'enum' && form === 'input') return orList(field.enum.values);
  return KIND_DESCRIPTIONS[field.kind];
}

function scalarOf(field: FormField['decl'] | ObjectDecl, form: Form): object {
  if (!('kind' in field)) return form === 'input' ? inputType(field) : objectType(field);
  switch (field.kind) {
    case 'enum':
      return form === 'input' ? String : graphqlEnum(field.enum);
    case 'object':
      return scalarOf(field.object, form);
    case 'list':
      return [scalarOf(field.item, form)];
    case 'cents':
      return GraphQLSafeInt;
    case 'decimal':
      return Float;
    case 'boolean':
      return Boolean;
    case 'json':
      return GraphQLJSONObject;
    default:
      return String;
  }
}

const named = (name: string) => ({ [name]: class {} })[name];
const outputs = new Map<ObjectDecl, ClassType>();
const inputs = new Map<ObjectDecl, ClassType>();

/**
 * The object type of a declaration (its `api` form). References (an employee's manager, work location and
 * groups) are fields like the others: the services return them expanded.
 */
export function objectType(decl: ObjectDecl): ClassType {
  let type = outputs.get(decl);
  if (type) return type;
  type = named(decl.name);
  outputs.set(decl, type);
  ObjectType(decl.name, { description: decl.description })(type);
  for (const f of fieldsOf(decl, 'api')) {
    // Built now, not in the thunk: enums must be registered before the schema is.
    const fieldType = scalarOf(f.decl, 'api');
    Field(() => fieldType, { name: f.gql, nullable: isNullable(f.decl, 'api'), description: describe(f.decl, 'api') })(type.prototype, f.key);
  }
  return type;
}

/** The input type of a declaration's create-input form; every field nullable, the core says what is required. */
export function inputType(decl: ObjectDecl): ClassType {
  let type = inputs.get(decl);
  if (type) return type;
  const name = decl.inputName ?? `${decl.name}Input`;
  type = named(name);
  inputs.set(decl, type);
  InputType(name, { description: decl.inputDescription })(type);
  // A list is nullable and its items are not ([X!]), as type-graphql makes `nullable: true` of a list.
  for (const f of fieldsOf(decl, 'input')) {
    const fieldType = scalarOf(f.decl, 'input');
    Field(() => fieldType, { nullable: true, description: describe(f.decl, 'input') })(type.prototype, f.gql);
  }
  return type;
}

/**
 * A GraphQL input (camelCase) in the wire names of the declaration, as REST would have sent it. JSON fields
 * (custom fields) stay as given; a null list is an absent one (a REST body may not carry null lists).
 */
export function toWire<D extends ObjectDecl>(decl: D, input: object): Sent<RecordOf<D, 'input'>> {
  return wireObject(decl, input) as Sent<RecordOf<D, 'input'>>;
}

function wireObject(decl: ObjectDecl, input: object): Record<string, unknown> {
  const given = input as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const { key, gql, decl: field } of fieldsOf(decl, 'input')) {
    const value = given[gql];
    if (value === undefined || (value === null && field.kind === 'list')) continue;
    wire[key] = value === null ? null : wireValue(field, value);
  }
  return wire;
}

function wireValue(field: FormField['decl'] | ObjectDecl, value: unknown): unknown {
  if (value === null) return null;
  if (!('kind' in field)) return wireObject(field, value as object);
  if (field.kind === 'object') return wireObject(field.object, value as object);
  if (field.kind === 'list') return (value as unknown[]).map((item) => wireValue(field.item, item));
  return value;
}

// Every type of the model is declared when this module loads: type-graphql collects types as they are
// declared, before the schema is built, so a resolver may name one inside its type thunk.
for (const decl of WIRE_OBJECTS) objectType(decl);
inputType(EMPLOYEE);
