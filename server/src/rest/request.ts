import type { Request as ExpressRequest } from 'express';
import type { Context } from 'openapi-backend';
import type { Caller } from '../modules/auth/caller';
import type { JsonList } from '../modules/hr/json-list';
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

/** The optional paging parameters of a REST list, as sent. */
export const paging = ({ c }: RestCall) => ({ limit: queryString(c, 'limit'), cursor: queryString(c, 'cursor') });

/** start_date and end_date as sent. */
export const dateRange = ({ c }: RestCall) => ({ startDate: queryString(c, 'start_date'), endDate: queryString(c, 'end_date') });

/** A REST list's answer: its JSON texts, and the next page's Link when it is paged and more follow. */
export async function listed(rc: RestCall, list: Promise<JsonList>): Promise<{ body: JsonList; headers: Record<string, string> }> {
  const body = await list;
  return { body, headers: nextPageLink(rc, body.nextCursor) };
}
