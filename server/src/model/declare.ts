// The vocabulary of the model's declarations (resources/*.ts): each object of SPEC §3 is written once, as
// data, in its wire names (snake_case, the REST body), with every field's kind, nullability and enum.
// Everything else is derived from it: the TypeScript types below (by inference, no generated files), and at
// run time the create-employee validator (modules/hr/employee-input.ts), the store's columns and reads
// (modules/sync/columns.ts, modules/hr/rows.ts) and the GraphQL types and enums (graphql/types/hr/model-types.ts).
// Tests hold the hand-written documents to it: schema/openapi.yaml and schema/schema.graphql
// (tests/unit/declarations.test.ts) and the migrated hr_* tables (tests/store/hr-tables.test.ts).
//
// One declaration has four forms, because a record changes hands:
// - remote: what a connector produces (RemoteEmployee): provider ids only, never ours (`own` fields absent);
// - row:    what the store holds (hr_* columns): our ids beside the provider's, references as our ids;
// - api:    what both doors return (Employee): references expanded into the records they name;
// - input:  the create-employee body: references as our ids, `required` fields not null.
// Only references (`ref`) look different across forms; every other field keeps its name and kind.

/** A field's kind: its TypeScript type, SQL type, GraphQL scalar, JSON schema and input rule follow from it. */
export type ScalarKind =
  | 'text'
  | 'email'
  /** ISO 3166-1 alpha-2, upper case. */
  | 'country'
  /** 'YYYY-MM-DD' */
  | 'date'
  /** ISO 8601 with offset. */
  | 'dateTime'
  /** Our id (uuid). */
  | 'uuid'
  /** The provider's id: any non-empty text. */
  | 'remoteId'
  /** Integer cents. */
  | 'cents'
  /** A multiple of 0.1. */
  | 'decimal'
  | 'boolean'
  /** A free JSON object (custom fields). */
  | 'json';

/** An enum of SPEC §3: its name in GraphQL and OpenAPI, its values as the wire writes them. */
export interface ModelEnum<V extends string = string> {
  readonly name: string;
  readonly values: readonly V[];
  readonly description: string;
}

export function defineEnum<const V extends string>(name: string, values: readonly V[], description: string): ModelEnum<V> {
  return { name, values, description };
}

export interface FieldOptions {
  /** false: never null (ids); lists are never null either. */
  readonly nullable?: boolean;
  readonly description?: string;
  /** Assigned by Staffbridge (our ids, names resolved through them): absent from what connectors produce. */
  readonly own?: boolean;
  /** In the create-employee input? By default every field a connector produces, but remote ids. */
  readonly input?: boolean;
  /** Required (and not null) in the create-employee input. */
  readonly required?: boolean;
}

export interface ScalarField<K extends ScalarKind = ScalarKind> extends FieldOptions {
  readonly kind: K;
}

export interface EnumField<V extends string = string> extends FieldOptions {
  readonly kind: 'enum';
  readonly enum: ModelEnum<V>;
}

export interface ObjectField<S extends Shape = any> extends FieldOptions {
  readonly kind: 'object';
  readonly object: ObjectDecl<S>;
}

/** A list is never null (an empty list when there is nothing). */
export interface ListField<I extends ObjectDecl | ScalarField = ObjectDecl | ScalarField> extends FieldOptions {
  readonly kind: 'list';
  readonly item: I;
}

/**
 * A reference to another record: in `api` the record itself (or a list of them), elsewhere its id under
 * another name: the provider's in `remote`, ours in `row` (a column; none for a list, kept in a link table)
 * and in `input`.
 */
export interface RefField<S extends Shape = any, R extends string = string, I extends string = string, C extends string | null = string | null> {
  readonly kind: 'ref';
  readonly description?: string;
  readonly target: ObjectDecl<S>;
  readonly many: boolean;
  readonly remote: R;
  readonly input: I;
  readonly column: C;
}

export type FieldDecl = ScalarField | EnumField | ObjectField | ListField | RefField;
export type Shape = Record<string, FieldDecl>;

export interface ObjectDecl<S extends Shape = Shape> {
  /** The name in GraphQL and in the OpenAPI components. */
  readonly name: string;
  readonly description?: string;
  readonly fields: S;
  /** The GraphQL name of its create-input form, when it has one, and that form's description. */
  readonly inputName?: string;
  readonly inputDescription?: string;
  /** The store's table, for the records the sync keeps. */
  readonly table?: TableDecl;
}

export interface TableDecl {
  readonly name: string;
  /** An `id uuid` primary key the API does not show (time-off balances). */
  readonly hiddenId?: boolean;
  /**
   * Its lists and objects are stored as `json` (the text as written) instead of `jsonb`: for records written by
   * the hundred thousand and only ever read whole, never queried inside (payslips: parsing five JSONB
   * documents a row was a third of PGlite's time loading them).
   */
  readonly textJson?: boolean;
}

export function tableName(decl: ObjectDecl): string {
  if (!decl.table) throw new Error(`${decl.name} is not stored in a table of its own`);
  return decl.table.name;
}

// ---- Builders ------------------------------------------------------------------------------

const scalar =
  <K extends ScalarKind>(kind: K) =>
  <const O extends FieldOptions = {}>(options?: O): ScalarField<K> & NoInfer<O> =>
    ({ kind, ...options }) as ScalarField<K> & O;

export const text = scalar('text');
export const email = scalar('email');
export const country = scalar('country');
export const date = scalar('date');
export const dateTime = scalar('dateTime');
export const uuid = scalar('uuid');
export const cents = scalar('cents');
export const decimal = scalar('decimal');
export const boolean = scalar('boolean');
export const json = scalar('json');

/** Defaults a builder sets, unless the options say otherwise. */
type With<D, O> = Omit<D, keyof O> & O;

/** Our id of the record itself (or of one it names: employee_id), never null. */
export const id = <const O extends FieldOptions = {}>(options?: O) =>
  ({ kind: 'uuid', nullable: false, own: true, ...options }) as ScalarField<'uuid'> & With<{ nullable: false; own: true }, NoInfer<O>>;
/** The provider's id of the record (or of one it names: employee_remote_id): never null unless said, never in the create input. */
export const remoteId = <const O extends FieldOptions = {}>(options?: O) =>
  ({ kind: 'remoteId', nullable: false, input: false, ...options }) as ScalarField<'remoteId'> & With<{ nullable: false; input: false }, NoInfer<O>>;

export const oneOf = <V extends string, const O extends FieldOptions = {}>(values: ModelEnum<V>, options?: O): EnumField<V> & NoInfer<O> =>
  ({ kind: 'enum', enum: values, ...options }) as EnumField<V> & O;

export const object = <S extends Shape, const O extends FieldOptions = {}>(decl: ObjectDecl<S>, options?: O): ObjectField<S> & NoInfer<O> =>
  ({ kind: 'object', object: decl, ...options }) as ObjectField<S> & O;

export const list = <I extends ObjectDecl | ScalarField, const O extends FieldOptions = {}>(item: I, options?: O): ListField<I> & NoInfer<O> =>
  ({ kind: 'list', item, ...options }) as ListField<I> & O;

export const ref = <S extends Shape, const R extends string, const I extends string, const C extends string>(
  target: ObjectDecl<S>,
  names: { remote: R; input: I; column: C },
  options?: { description?: string },
): RefField<S, R, I, C> & { many: false } => ({ kind: 'ref', target, many: false, ...names, ...options }) as RefField<S, R, I, C> & { many: false };

export const refs = <S extends Shape, const R extends string, const I extends string>(
  target: ObjectDecl<S>,
  names: { remote: R; input: I },
  options?: { description?: string },
): RefField<S, R, I, null> & { many: true } => ({ kind: 'ref', target, many: true, column: null, ...names, ...options }) as RefField<S, R, I, null> & { many: true };

export const defineObject = <const S extends Shape>(name: string, fields: S, more: Omit<ObjectDecl<S>, 'name' | 'fields'> = {}): ObjectDecl<S> => ({
  name,
  fields,
  ...more,
});

// ---- Types, by inference -------------------------------------------------------------------

export type Form = 'remote' | 'row' | 'api' | 'input';

/** 'YYYY-MM-DD' */
export type IsoDate = string;
/** ISO 8601 with offset. */
export type IsoDateTime = string;

interface ScalarTypes {
  text: string;
  email: string;
  country: string;
  date: IsoDate;
  dateTime: IsoDateTime;
  uuid: string;
  remoteId: string;
  cents: number;
  decimal: number;
  boolean: boolean;
  json: Record<string, unknown>;
}

type NotNull<D, F extends Form> = D extends { nullable: false } ? true : F extends 'input' ? (D extends { required: true } ? true : false) : false;
type Nullable<D, F extends Form, T> = NotNull<D, F> extends true ? T : T | null;

type ItemOf<I, F extends Form> = I extends ObjectDecl<infer S> ? Of<S, F> : I extends { kind: infer K extends ScalarKind } ? ScalarTypes[K] : never;

type ValueOf<D, F extends Form> = D extends { kind: 'ref'; target: ObjectDecl<infer S>; many: infer M }
  ? M extends true
    ? F extends 'api'
      ? Array<Of<S, 'api'>>
      : string[]
    : F extends 'api'
      ? Of<S, 'api'> | null
      : string | null
  : D extends { kind: 'list'; item: infer I }
    ? Array<ItemOf<I, F>>
    : D extends { kind: 'enum'; enum: ModelEnum<infer V> }
      ? Nullable<D, F, V>
      : D extends { kind: 'object'; object: ObjectDecl<infer S> }
        ? Nullable<D, F, Of<S, F>>
        : D extends { kind: infer K extends ScalarKind }
          ? Nullable<D, F, ScalarTypes[K]>
          : never;

type KeyOf<K extends string, D, F extends Form> = D extends { kind: 'ref'; remote: infer R extends string; input: infer I extends string; column: infer C }
  ? F extends 'api'
    ? K
    : F extends 'remote'
      ? R
      : F extends 'input'
        ? I
        : C extends string
          ? C
          : never
  : F extends 'remote'
    ? D extends { own: true }
      ? never
      : K
    : F extends 'input'
      ? D extends { input: true }
        ? K
        : D extends { input: false } | { own: true }
          ? never
          : K
      : K;

/** The record a shape describes, in one of its forms. */
export type Of<S extends Shape, F extends Form> = { [K in keyof S & string as KeyOf<K, S[K], F>]: ValueOf<S[K], F> };

/** The record an object declaration describes, in one of its forms. */
export type RecordOf<O, F extends Form> = O extends ObjectDecl<infer S> ? Of<S, F> : never;

/** What a client may send for a record of the input form: any field left out, any text not yet checked. */
export type Sent<T> = T extends string ? string : T extends ReadonlyArray<infer I> ? Array<Sent<I>> : T extends Record<string, unknown> ? { [K in keyof T]?: Sent<T[K]> | null } : T;

// ---- Forms at run time ---------------------------------------------------------------------

/** A field of one form: its wire name, GraphQL name and what it holds there (references resolved to a kind). */
export interface FormField {
  /** The wire (REST, store) name. */
  readonly key: string;
  /** The GraphQL name: the wire name camelCased. */
  readonly gql: string;
  readonly decl: Exclude<FieldDecl, RefField>;
  /** The reference this field stands for, when it is one (api: the expanded record). */
  readonly ref?: RefField;
}

export const camel = (key: string): string => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const forms = new WeakMap<ObjectDecl, Map<Form, readonly FormField[]>>();

/** The fields of `decl` in `form`, in declaration order (the order of every wire body). */
export function fieldsOf(decl: ObjectDecl, form: Form): readonly FormField[] {
  let byForm = forms.get(decl);
  if (!byForm) forms.set(decl, (byForm = new Map()));
  let fields = byForm.get(form);
  if (!fields) byForm.set(form, (fields = Object.entries(decl.fields).flatMap(([key, field]) => inForm(key, field, form))));
  return fields;
}

function inForm(key: string, field: FieldDecl, form: Form): FormField[] {
  const at = (name: string, decl: FormField['decl'], ref?: RefField): FormField[] => [{ key: name, gql: camel(name), decl, ...(ref ? { ref } : {}) }];
  if (field.kind === 'ref') {
    const own = { description: field.description };
    if (form === 'api') return at(key, field.many ? list(field.target, own) : object(field.target, own), field);
    if (form === 'remote') return at(field.remote, field.many ? list(scalar('remoteId')(), own) : scalar('remoteId')(own), field);
    if (form === 'input') return at(field.input, field.many ? list(uuid(), own) : uuid(own), field);
    return field.column ? at(field.column, uuid(own), field) : [];
  }
  if (form === 'remote' && field.own) return [];
  if (form === 'input' && (field.input === false || (field.own && field.input !== true))) return [];
  return at(key, field);
}

/** Whether a field of `form` may be null there. */
export function isNullable(field: FormField['decl'], form: Form): boolean {
  if (field.kind === 'list') return false;
  if (form === 'input' && field.required) return false;
  return field.nullable !== false;
}
