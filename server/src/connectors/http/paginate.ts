// Pagination loops for the three styles providers use. Each takes a function that fetches one page and
// says where the next one is; the loop collects items and refuses to spin forever.
import { AppError } from '../../core/errors';
import type { Query } from './client';
import { expectObject } from './official';

const DEFAULT_MAX_PAGES = 10_000;

export interface PageOf<T, C> {
  items: readonly T[];
  /** Where the next page is, or null when this was the last. */
  next: C | null;
}

/** The generic loop: follow `next` until null. Repeated cursors and runaway loops are errors. */
export async function collectPages<T, C>(
  first: C,
  fetchPage: (cursor: C) => Promise<PageOf<T, C>>,
  options: { provider?: string; maxPages?: number } = {},
): Promise<T[]> {
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const seen = new Set<string>();
  const items: T[] = [];
  let cursor: C = first;
  for (let page = 0; ; page++) {
    const key = JSON.stringify(cursor);
    if (page >= maxPages || seen.has(key)) {
      throw new AppError('internal', `${options.provider ?? 'The provider'} pagination did not end`);
    }
    seen.add(key);
    const result: PageOf<T, C> = await fetchPage(cursor);
    items.push(...result.items);
    if (result.items.length === 0 || result.next === null) break;
    cursor = result.next;
  }
  return items;
}

/** What one page of a list says: its items and, where it tells, how many pages there are or whether more follow. */
export interface PageRead<T> {
  items: readonly T[];
  totalPages?: number | null;
  hasMore?: boolean | null;
}

/** Page-number style (?page=1&per_page=50): stops at the last page, or at a short or empty page. */
export function pageNumberPages<T>(options: {
  firstPage?: number;
  pageSize: number;
  provider?: string;
  fetchPage: (page: number) => Promise<PageRead<T>>;
}): Promise<T[]> {
  return collectPages<T, number>(
    options.firstPage ?? 1,
    async (page) => {
      const result = await options.fetchPage(page);
      const pageIndex = page - (options.firstPage ?? 1) + 1;
      let more: boolean;
      if (typeof result.hasMore === 'boolean') more = result.hasMore;
      else if (typeof result.totalPages === 'number') more = pageIndex < result.totalPages;
      else more = result.items.length >= options.pageSize;
      return { items: result.items, next: more ? page + 1 : null };
    },
    { provider: options.provider },
  );
}

/**
 * Every page of a JSON list at `path`, by page number (see pageNumberPages): `query` asks for a page in the
 * provider's own parameter names, and `read` takes apart its answer, which must be an object (anything else is an
 * unexpected response naming `path`).
 */
export function pageNumberList<T, P extends object>(
  http: { get(path: string, query?: Query): Promise<unknown> },
  path: string,
  options: {
    provider: string;
    pageSize: number;
    firstPage?: number;
    query: (page: number) => Query;
    read: (body: P, page: number) => PageRead<T>;
  },
): Promise<T[]> {
  const { provider, query, read } = options;
  return pageNumberPages<T>({
    ...options,
    fetchPage: async (page) => read(expectObject<P>(await http.get(path, query(page)), provider, path), page),
  });
}

/** Offset style (?offset=0&limit=50): stops at the total, or at a short or empty page. */
export function offsetPages<T>(options: {
  limit: number;
  provider?: string;
  fetchPage: (offset: number, limit: number) => Promise<{ items: readonly T[]; total?: number | null }>;
}): Promise<T[]> {
  return collectPages<T, number>(
    0,
    async (offset) => {
      const result = await options.fetchPage(offset, options.limit);
      const reached = offset + result.items.length;
      const more =
        typeof result.total === 'number' ? reached < result.total : result.items.length >= options.limit;
      return { items: result.items, next: more ? reached : null };
    },
    { provider: options.provider },
  );
}

/** Cursor or next-link style: the page says what to ask for next (an opaque cursor or a URL). */
export function cursorPages<T>(options: {
  provider?: string;
  fetchPage: (cursor: string | null) => Promise<{ items: readonly T[]; next: string | null | undefined }>;
}): Promise<T[]> {
  return collectPages<T, string | null>(
    null,
    async (cursor) => {
      const result = await options.fetchPage(cursor);
      return { items: result.items, next: result.next ? result.next : null };
    },
    { provider: options.provider },
  );
}

/** RFC 8288 Link header: { next: 'https://…', last: '…' }. */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (!match) continue;
    const rel = /rel="?([^";]+)"?/i.exec(match[2] ?? '');
    if (rel?.[1]) for (const name of rel[1].trim().split(/\s+/)) links[name.toLowerCase()] = match[1] ?? '';
  }
  return links;
}
