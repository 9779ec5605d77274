// Per-request GraphQL context: the shared services, who is calling, and per-request loaders.
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { constantTimeEqual } from '../core/crypto';
import type { DataCall } from '../modules/hr/data-gate';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

export interface GraphQLContext {
  services: Services;
  req: Request;
  res: Response;
  ip: string;
  /** True when x-admin-key matched ADMIN_API_KEY. */
  isAdmin: boolean;
  /** Batches store reads of one request (no N+1). */
  loaders: Loaders;
}

export function buildContext(services: Services, req: Request, res: Response): GraphQLContext {
  const key = req.header('x-admin-key');
  return {
    services,
    req,
    res,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    isAdmin: typeof key === 'string' && constantTimeEqual(key, services.config.adminApiKey),
    loaders: createLoaders(services),
  };
}

/** A data call from GraphQL: the same Bearer header as REST, the mode from the field's argument. */
export function dataCall(ctx: GraphQLContext, mode: unknown): DataCall {
  return { authorization: ctx.req.header('authorization'), mode };
}

/** Admin operations (CONTRACT §3): a missing or wrong key is UNAUTHENTICATED and nothing happens. */
export function requireAdmin(ctx: GraphQLContext): void {
  if (!ctx.isAdmin) {
    throw new GraphQLError('a valid x-admin-key header is required', { extensions: { code: 'UNAUTHENTICATED', status: 401 } });
  }
}
