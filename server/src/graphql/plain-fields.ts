// type-graphql resolves every plain field (one without a @FieldResolver) through a wrapper that allocates its
// middleware data and a closure on each call, middlewares or not: a page of 100 employees runs it ~15,000
// times. With no middleware and no auth checker that wrapper only reads the property, so each such field
// reads it directly instead: the same value, none of the garbage.
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

const readers = new Map<string, GraphQLFieldResolver<Record<string, unknown>, unknown>>();
const properties = new Map<unknown, string>();

/** The property a field's resolver reads, when it is one of these plain reads. */
export function readProperty(resolve: unknown): string | undefined {
  return properties.get(resolve);
}

function reader(property: string): GraphQLFieldResolver<Record<string, unknown>, unknown> {
  let read = readers.get(property);
  if (!read) {
    readers.set(property, (read = (source) => source[property]));
    properties.set(read, property);
  }
  return read;
}

/**
 * Replaces, in place, the resolver of every object-type field that type-graphql built as a plain property read.
 * Call it on a schema built without global middlewares or an auth checker (those run around every field).
 */
export function readPlainFieldsDirectly(schema: GraphQLSchema): GraphQLSchema {
  const metadata = getMetadataStorage();
  for (const objectType of metadata.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const built = fields[field.schemaName];
      if (!built || (field.middlewares?.length ?? 0) > 0 || (field.roles?.length ?? 0) > 0) continue;
      // type-graphql's own test for a field resolver, without its filter on the resolvers given: never looser.
      if (metadata.fieldResolvers.some((r) => r.methodName === field.name && (r.getObjectType?.() ?? r.target) === field.target)) continue;
      built.resolve = reader(field.name);
    }
  }
  return schema;
}
