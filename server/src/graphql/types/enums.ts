// GraphQL enums of the model: each value is the spec's own word (`official`, `not_specified`), so the wire
// stays the same as REST's strings while clients get real types.
import { registerEnumType } from 'type-graphql';
import { MODES } from '../../model';

function graphqlEnum<T extends string>(name: string, values: readonly T[], description?: string): { [K in T]: K } {
  const members = Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
  registerEnumType(members, { name, description });
  return members;
}

export const ModeEnum = graphqlEnum('Mode', MODES, "official uses the provider's own API; xhr signs in with username and password.");

/** The `mode` argument of the data fields: optional, the token's own mode when left out. */
export const MODE_ARG = [() => ModeEnum, { nullable: true, description: 'official or xhr; the mode of the token when left out' }] as const;
