import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { AdminResolver } from './resolvers/admin.resolver';
import { CatalogueResolver } from './resolvers/catalogue.resolver';
import { ClientSecretsResolver } from './resolvers/client-secrets.resolver';
import { ConnectResolver } from './resolvers/connect.resolver';
import { ConnectionsResolver } from './resolvers/connections.resolver';
import { hrResolvers } from './resolvers/hr';
import { IntrospectionResolver, ManagementResolver } from './resolvers/management.resolver';
import { applyRootRateLimits } from './rate-limit.middleware';
import { readPlainFieldsDirectly } from './plain-fields';
import { WebhooksResolver } from './resolvers/webhooks.resolver';

export const resolvers = [CatalogueResolver, ConnectResolver, ManagementResolver, IntrospectionResolver, AdminResolver, WebhooksResolver, ConnectionsResolver, ClientSecretsResolver, ...hrResolvers] as const;

let built: GraphQLSchema | undefined;

export function buildGraphQLSchema(): GraphQLSchema {
  // The limiter wraps root fields only: a global middleware would make every nested field async (5x slower lists).
  // Without global middlewares or an auth checker, plain fields may skip type-graphql's per-call wrapper.
  built ??= applyRootRateLimits(readPlainFieldsDirectly(buildSchemaSync({ resolvers: [...resolvers], validate: false })));
  return built;
}

/** The SDL committed at schema/schema.graphql. */
export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(buildGraphQLSchema()))}\n`;
}
