// graphql-js completes every field of every record on its own (resolve info, arguments, path, type checks, a
// null-prototype object per record): for a page of employees with every field that is most of the server's
// time. Records of "plain" types (every field a property read, no arguments, no interfaces) need none of it.
// Queries therefore run on an execution schema in which each field that leads from another type into a plain
// type (EmployeeConnection.edges, .pageInfo) is a scalar whose value is the selection copied out of the record
// in one compiled pass. The copy follows graphql-js's rules (merged fields and fragments in order, `__typename`,
// each scalar's and enum's own serialize); whatever it would have to report instead (a null where the schema
// says non-null, a value a scalar refuses, a selection it does not handle) makes it give up, and the operation
// runs again on the public schema as before, its root fields answering what they answered the first time (they
// count the rate limit, so they never run twice; the other field resolvers only read). Mutations, documents with directives and introspection (which
// must describe the public schema) never take this path.
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLScalarType, GraphQLSchema, GraphQLInterfaceType, GraphQLUnionType, execute, isAbstractType, isIntrospectionType, isInterfaceType, isLeafType, isListType, isNonNullType, isObjectType, isUnionType, Kind, printSchema, visit, type DocumentNode, type ExecutionResult, type FieldNode, type FragmentDefinitionNode, type GraphQLFieldConfig, type GraphQLFieldResolver, type GraphQLNamedType, type GraphQLOutputType, type GraphQLType, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { readProperty } from './plain-fields';

/** What an operation needs to run (the gateway executor's request, narrowed). */
export interface PlainRequest {
  document: DocumentNode;
  /** Absent when the document names no such operation: execution reports it. */
  operation?: OperationDefinitionNode;
  request: { operationName?: string; variables?: Record<string, unknown> };
  context: object;
}

/** One run of an operation on the execution schema. */
interface Run {
  gaveUp: boolean;
  /** What each root field's resolver returned or threw, by response key. */
  roots: Map<string, { value: unknown } | { error: unknown }>;
}

const runs = new WeakMap<object, Run>();
const GIVE_UP = Symbol('give up');

type Shape =
  | { nonNull: boolean; kind: 'leaf'; serialize: (value: unknown) => unknown }
  | { nonNull: boolean; kind: 'list'; of: Shape }
  | { nonNull: boolean; kind: 'object'; plan: Plan };

/** A selection on a plain type: response keys, the property each reads (null: __typename) and its shape. */
interface Plan {
  typeName: string;
  keys: string[];
  properties: Array<string | null>;
  shapes: Array<Shape | null>;
}

/** Executes queries through plain copies where it can (see above); everything else as graphql-js does. */
export function plainExecutor(schema: GraphQLSchema): (request: PlainRequest) => Promise<ExecutionResult> {
  const plain = plainTypes(schema);
  const query = schema.getQueryType();
  const fast = rewrite(schema, (type, name, field) => {
    if (type.name === query?.name) return { ...field, resolve: recording(field.resolve) };
    const property = readProperty(field.resolve);
    const target = namedOf(field.type);
    if (plain.has(type.name) || property === undefined || Object.keys(field.args ?? {}).length > 0) return field;
    if (!isObjectType(target) || !plain.has(target.name) || type.getInterfaces().length > 0) return field;
    // The copy completes the public type; a null at a non-null boundary is left to graphql-js to report.
    const publicType = type.getFields()[name].type;
    const copy = plainCopy(schema, property, isNonNullType(publicType) ? publicType.ofType : publicType);
    return { ...field, type: isNonNullType(publicType) ? new GraphQLNonNull(PLAIN_DATA) : PLAIN_DATA, resolve: copy };
  });
  const replay = rewrite(schema, (type, _name, field) => (type.name === query?.name ? { ...field, resolve: replaying(field.resolve) } : field));

  return async ({ document, operation, request, context }) => {
    const args = { document, operationName: request.operationName, variableValues: request.variables, contextValue: context };
    if (operation?.operation !== 'query' || needsPublicSchema(document)) return execute({ schema, ...args });
    const run: Run = { gaveUp: false, roots: new Map() };
    runs.set(context, run);
    const result = await execute({ schema: fast, ...args });
    return run.gaveUp ? execute({ schema: replay, ...args }) : result;
  };
}

/**
 * Apollo runs operations through a gateway's executor when it is given one (its only hook for execution): this
 * one serves `schema` as it is and executes with plainExecutor.
 */
export function plainGateway(schema: GraphQLSchema): ApolloServerOptionsWithGateway<BaseContext>['gateway'] {
  const executor = plainExecutor(schema);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return { executor: ({ document, operation, request, context }) => executor({ document, operation, request, context }) };
    },
    async stop() {},
  };
}

/** The value of a plain copy, already complete: execution passes it on as it is. */
const PLAIN_DATA = new GraphQLScalarType({ name: 'StaffbridgePlainData', serialize: (value) => value });

function namedOf(type: GraphQLType): GraphQLNamedType {
  return isNonNullType(type) || isListType(type) ? namedOf(type.ofType) : type;
}

/** Object types whose fields all read a property, take no arguments and lead only to scalars, enums and plain types. */
function plainTypes(schema: GraphQLSchema): Set<string> {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name));
  const candidates = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type) || roots.has(type.name) || type.isTypeOf || type.getInterfaces().length > 0) continue;
    const fields = Object.values(type.getFields());
    if (fields.every((f) => f.args.length === 0 && readProperty(f.resolve) !== undefined && (isLeafType(namedOf(f.type)) || isObjectType(namedOf(f.type))))) candidates.add(type.name);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of candidates) {
      const fields = Object.values((schema.getType(name) as GraphQLObjectType).getFields());
      if (fields.some((f) => isObjectType(namedOf(f.type)) && !candidates.has(namedOf(f.type).name))) changed = candidates.delete(name);
    }
  }
  return candidates;
}

/** The schema with every object, interface and union type rebuilt (fields through `field`), the rest shared. */
function rewrite(schema: GraphQLSchema, field: (type: GraphQLObjectType, name: string, config: GraphQLFieldConfig<unknown, unknown>) => GraphQLFieldConfig<unknown, unknown>): GraphQLSchema {
  const built = new Map<string, GraphQLNamedType>();
  const named = <T extends GraphQLNamedType>(type: T): T => (built.get(type.name) as T | undefined) ?? type;
  const wrap = (type: GraphQLType): GraphQLOutputType => {
    if (isNonNullType(type)) return new GraphQLNonNull(wrap(type.ofType));
    if (isListType(type)) return new GraphQLList(wrap(type.ofType));
    return named(type) as GraphQLOutputType;
  };
  const fieldsOf = (config: { fields: Record<string, GraphQLFieldConfig<unknown, unknown>> }, type?: GraphQLObjectType) => () =>
    Object.fromEntries(Object.entries(config.fields).map(([name, f]) => {
      const rewired = { ...f, type: wrap(f.type) };
      return [name, type ? field(type, name, rewired) : rewired];
    }));
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type)) {
      const config = type.toConfig();
      built.set(type.name, new GraphQLObjectType({ ...config, interfaces: () => config.interfaces.map(named), fields: fieldsOf(config, type) }));
    } else if (isInterfaceType(type)) {
      const config = type.toConfig();
      built.set(type.name, new GraphQLInterfaceType({ ...config, interfaces: () => config.interfaces.map(named), fields: fieldsOf(config) }));
    } else if (isUnionType(type)) {
      const config = type.toConfig();
      built.set(type.name, new GraphQLUnionType({ ...config, types: () => config.types.map(named) }));
    }
  }
  const root = (type: GraphQLObjectType | null | undefined) => (type ? named(type) : undefined);
  return new GraphQLSchema({
    ...schema.toConfig(),
    query: root(schema.getQueryType()),
    mutation: root(schema.getMutationType()),
    subscription: root(schema.getSubscriptionType()),
    types: Object.values(schema.getTypeMap()).filter((t) => !isIntrospectionType(t)).map(named),
  });
}

function recording(resolve: GraphQLFieldResolver<unknown, unknown> | undefined): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    const roots = runs.get(context as object)?.roots;
    try {
      const value = resolve!(source, args, context, info);
      roots?.set(String(info.path.key), { value });
      return value;
    } catch (error) {
      roots?.set(String(info.path.key), { error });
      throw error;
    }
  };
}

function replaying(resolve: GraphQLFieldResolver<unknown, unknown> | undefined): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    const answered = runs.get(context as object)?.roots.get(String(info.path.key));
    if (!answered) return resolve!(source, args, context, info);
    if ('error' in answered) throw answered.error;
    return answered.value;
  };
}

const publicOnly = new WeakMap<DocumentNode, boolean>();

/** Whether a document has directives (not compiled into copies) or introspects (the execution schema differs). */
function needsPublicSchema(document: DocumentNode): boolean {
  let found = publicOnly.get(document);
  if (found === undefined) {
    let seen = false;
    visit(document, {
      Directive: () => void (seen = true),
      Field: (node) => void (seen ||= node.name.value === '__schema' || node.name.value === '__type'),
    });
    publicOnly.set(document, (found = seen));
  }
  return found;
}

/** The resolver of a field into a plain type: reads `property`, then copies the selection out of it. */
function plainCopy(schema: GraphQLSchema, property: string, type: GraphQLOutputType): GraphQLFieldResolver<unknown, unknown> {
  const compiled = new WeakMap<FieldNode, Array<{ nodes: readonly FieldNode[]; shape: Shape | null }>>();
  return (source, _args, context, info) => {
    const value = (source as Record<string, unknown>)[property];
    if (value === null || value === undefined) return null;
    let known = compiled.get(info.fieldNodes[0]);
    if (!known) compiled.set(info.fieldNodes[0], (known = []));
    let entry = known.find((k) => k.nodes.length === info.fieldNodes.length && k.nodes.every((n, i) => n === info.fieldNodes[i]));
    if (!entry) known.push((entry = { nodes: info.fieldNodes, shape: shapeOf(schema, type, info.fieldNodes, info.fragments, false) }));
    const copy = entry.shape ? complete(entry.shape, value) : GIVE_UP;
    if (copy !== GIVE_UP) return copy;
    const run = runs.get(context as object);
    if (run) run.gaveUp = true;
    return null;
  };
}

/** How a value of `type` selected by `nodes` is completed; null when the copy cannot do it. */
function shapeOf(schema: GraphQLSchema, type: GraphQLOutputType, nodes: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>, nonNull: boolean): Shape | null {
  if (isNonNullType(type)) return shapeOf(schema, type.ofType, nodes, fragments, true);
  if (isListType(type)) {
    const of = shapeOf(schema, type.ofType, nodes, fragments, false);
    return of && { nonNull, kind: 'list', of };
  }
  if (isLeafType(type)) return { nonNull, kind: 'leaf', serialize: (value) => type.serialize(value) };
  if (!isObjectType(type)) return null;
  const plan = planOf(schema, type, nodes, fragments);
  return plan && { nonNull, kind: 'object', plan };
}

/** graphql-js's collectSubfields for a plain type, compiled; null when a field is not plain. */
function planOf(schema: GraphQLSchema, type: GraphQLObjectType, nodes: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>): Plan | null {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const matches = (condition: { name: { value: string } } | undefined) => {
    if (!condition) return true;
    const on = schema.getType(condition.name.value);
    return on === type || (on !== undefined && isAbstractType(on) && schema.isSubType(on, type));
  };
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        fields.get(key)?.push(selection) ?? fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (matches(selection.typeCondition)) collect(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment && matches(fragment.typeCondition)) collect(fragment.selectionSet);
      }
    }
  };
  for (const node of nodes) if (node.selectionSet) collect(node.selectionSet);
  const plan: Plan = { typeName: type.name, keys: [], properties: [], shapes: [] };
  const defs = type.getFields();
  for (const [key, merged] of fields) {
    // A plain object's own key cannot be __proto__; graphql-js's null-prototype objects can.
    if (key === '__proto__') return null;
    const name = merged[0].name.value;
    plan.keys.push(key);
    if (name === '__typename') {
      plan.properties.push(null);
      plan.shapes.push(null);
      continue;
    }
    const def = defs[name];
    const property = def && readProperty(def.resolve);
    if (property === undefined || def.args.length > 0) return null;
    const shape = shapeOf(schema, def.type, merged, fragments, false);
    if (!shape) return null;
    plan.properties.push(property);
    plan.shapes.push(shape);
  }
  return plan;
}

/** The completed value, or GIVE_UP where graphql-js would report an error. */
function complete(shape: Shape, value: unknown): unknown {
  if (value === null || value === undefined) return shape.nonNull ? GIVE_UP : null;
  // graphql-js reports an Error returned as a value.
  if (value instanceof Error) return GIVE_UP;
  if (shape.kind === 'leaf') {
    let serialized: unknown;
    try {
      serialized = shape.serialize(value);
    } catch {
      return GIVE_UP;
    }
    return serialized === null || serialized === undefined ? GIVE_UP : serialized;
  }
  if (shape.kind === 'list') {
    if (!Array.isArray(value)) return GIVE_UP;
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = complete(shape.of, value[i]);
      if (item === GIVE_UP) return GIVE_UP;
      out[i] = item;
    }
    return out;
  }
  const { plan } = shape;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < plan.keys.length; i++) {
    const property = plan.properties[i];
    if (property === null) {
      out[plan.keys[i]] = plan.typeName;
      continue;
    }
    const field = complete(plan.shapes[i]!, record[property]);
    if (field === GIVE_UP) return GIVE_UP;
    out[plan.keys[i]] = field;
  }
  return out;
}
