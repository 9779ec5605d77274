// SPEC §9 for the GraphQL door: every root field is one call of its endpoint, counted by the same
// service and counters as the REST operation (modules/rate-limit). Aliases resolve one by one, so
// a request with 100 aliases of a field is 100 calls. The headers show, per policy, the state
// closest to exhaustion among the fields of the request.
import type { MiddlewareFn } from 'type-graphql';
import { endpointForField } from '../modules/rate-limit/endpoints';
import { mergeDecisions, rateLimitedError, rateLimitHeaders, type RateLimitDecision } from '../modules/rate-limit/rate-limit.service';
import type { GraphQLContext } from './context';

const seen = new WeakMap<object, RateLimitDecision>();

export const rateLimitMiddleware: MiddlewareFn<GraphQLContext> = async ({ context, info }, next) => {
  if (info.path.prev !== undefined) return next();
  const { rateLimits } = context.services;
  const decision = await rateLimits.check(endpointForField(info.fieldName), rateLimits.callerFor(context.req));
  if (!decision) return next();
  const merged = seen.has(context.req) ? mergeDecisions(seen.get(context.req)!, decision) : decision;
  seen.set(context.req, merged);
  if (!context.res.headersSent) for (const [name, value] of Object.entries(rateLimitHeaders(merged))) context.res.setHeader(name, value);
  if (!decision.allowed) throw rateLimitedError(decision);
  return next();
};
