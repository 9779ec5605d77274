// Per-request GraphQL context: the shared services, who is calling (resolved once, shared by the limiter,
// the scope checks and the services), and per-request loaders.
import type { Request, Response } from 'express';
import { callerOf } from '../http/caller';
import type { Caller } from '../modules/auth/caller';
import type { DataCall } from '../modules/hr/data-gate';
import type { Mode } from '../model';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext {
  services: Services;
  caller: Caller;
  /** The HTTP request and response: only the edge plugins (rate-limit headers) use them. */
  req: Request;
  res: Response;
  /** Batches store reads of one request (no N+1). */
  loaders: Loaders;
}

export function buildContext(services: Services, req: Request, res: Response): GraphQLContext {
  return { services, caller: callerOf(services.callers, req), req, res, loaders: createLoaders(services) };
}

/** A data call from GraphQL: the mode of the field's argument, or the token's own when it is left out. */
export function dataCall(ctx: GraphQLContext, mode?: Mode | null): DataCall {
  return { caller: ctx.caller, mode: mode ?? undefined };
}
