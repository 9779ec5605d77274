import type { Request as ExpressRequest } from 'express';
import type { Context } from 'openapi-backend';
import type { Caller } from '../modules/auth/caller';
import type { Services } from '../services';

/** What a REST handler gets: the parsed request (openapi-backend), the express request, who calls and the core. */
export interface RestCall {
  c: Context;
  req: ExpressRequest;
  /** Resolved once for the request; the limiter has already counted it. */
  caller: Caller;
  services: Services;
}

export type RestHandler = (call: RestCall) => Promise<{ status?: number; body: unknown; headers?: Record<string, string> }>;

/** A query parameter as one string (or undefined). */
export function queryString(c: Context, name: string): string | undefined {
  const value = c.request.query?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * RFC 8288: `Link: <path?…&limit=N&cursor=…>; rel="next"` when a paged list has a next page (the request's
 * own query, its cursor replaced), none on the last page or for a whole list.
 */
export function nextPageLink({ req }: RestCall, nextCursor: string | null | undefined): Record<string, string> {
  if (!nextCursor) return {};
  const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  query.set('cursor', nextCursor);
  return { Link: `<${req.baseUrl}${req.path}?${query}>; rel="next"` };
}
