// The data types keep the REST property names (snake_case, as the services return them) and show them
// camelCased in the schema: one object shape for both doors, no mapping layer in between.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float } from 'type-graphql';

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

interface Options {
  nullable?: boolean | 'items' | 'itemsAndList';
  description?: string;
}

export function SnakeField(type: () => any, options: Options = {}): PropertyDecorator {
  return (target, key) => Field(type, { ...options, name: camel(String(key)) })(target, key as string);
}

export const Str = (description?: string) => SnakeField(() => String, { nullable: true, description });
export const Id = (description?: string) => SnakeField(() => String, { description });
export const Cents = (description = 'Integer cents.') => SnakeField(() => GraphQLSafeInt, { nullable: true, description });
export const Decimal = (description = 'A multiple of 0.1.') => SnakeField(() => Float, { nullable: true, description });
