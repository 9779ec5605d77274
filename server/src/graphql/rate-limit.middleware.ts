// SPEC §9 for the GraphQL door: every root field is one call of its endpoint, counted by the same
// service and counters as the REST operation (modules/rate-limit). Aliases resolve one by one, so
// a request with 100 aliases of a field is 100 calls. The headers show, per policy, the state
// closest to exhaustion among the fields of the request.
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { endpointForField } from '../modules/rate-limit/endpoints';
import { mergeDecisions, rateLimitedError, rateLimitHeaders, type RateLimitDecision } from '../modules/rate-limit/rate-limit.service';
import type { GraphQLContext } from './context';

const seen = new WeakMap<object, RateLimitDecision>();

/** Counts one call per root field before it resolves; nested fields are never wrapped (they stay synchronous). */
async function checkRootField(context: GraphQLContext, fieldName: string): Promise<void> {
  const { rateLimits } = context.services;
  const decision = await rateLimits.check(endpointForField(fieldName), context.caller);
  if (!decision) return;
  const merged = seen.has(context.req) ? mergeDecisions(seen.get(context.req)!, decision) : decision;
  seen.set(context.req, merged);
  if (!context.res.headersSent) for (const [name, value] of Object.entries(rateLimitHeaders(merged))) context.res.setHeader(name, value);
  if (!decision.allowed) throw rateLimitedError(decision);
}

/** Wraps the Query and Mutation fields of a built schema with the limiter (in place). */
export function applyRootRateLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
      field.resolve = async (source, args, context, info) => {
        await checkRootField(context, info.fieldName);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
