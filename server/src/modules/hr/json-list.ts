// A REST list as JSON texts of its items, read from the store a batch at a time and sent as they come, so
// that a server's memory does not grow with the list; and the optional paging of REST lists: `limit`
// (1 to MAX_LIMIT items) and `cursor` (opaque, from the previous page's Link header).
import { validationError } from '../../core/errors';
import { tableName, type ObjectDecl } from '../../model/declare';
import { recordJson } from './json-rows';
import type { Queryable } from './rows';

/** Items read per statement when a whole list is streamed. */
export const LIST_BATCH = 1000;
export const MAX_LIMIT = 1000;

export class JsonList {
  constructor(
    /** The first batch of items (read before anything is sent: a failure is still a status and a body). */
    readonly first: readonly string[],
    /** The batches after it, each read once the previous one is sent; absent when `first` is the whole answer. */
    readonly rest?: () => AsyncIterable<readonly string[]>,
    /** A paged read: the cursor of the next page, or null on the last one. */
    readonly nextCursor?: string | null,
  ) {}
}

/** What a list's position is in a cursor: `<kind>:<seq>`, base64url (opaque to clients). */
export const listCursor = (kind: string, seq: string): string => Buffer.from(`${kind}:${seq}`, 'utf8').toString('base64url');

/** A cursor of `kind` -> the seq it stands after; absent or empty -> undefined; anything else is a 400 on `field`. */
export function decodeListCursor(kind: string, value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const decoded = typeof value === 'string' ? new RegExp(`^${kind}:(\\d{1,19})$`).exec(Buffer.from(value, 'base64url').toString('utf8')) : null;
  if (!decoded) throw validationError(`${field} is not a cursor of this list`, field, 'format');
  return decoded[1];
}

export interface ListPaging {
  /** Query parameters as sent (text), both optional. */
  limit?: string | null;
  cursor?: string | null;
}

/** `limit` and `cursor` checked (after authorization): a page size, or undefined for the whole list. */
export function parseListPaging(kind: string, paging: ListPaging): { limit?: number; after?: string } {
  let limit: number | undefined;
  if (paging.limit !== undefined && paging.limit !== null) {
    limit = /^\d{1,4}$/.test(String(paging.limit)) ? Number(paging.limit) : NaN;
    if (!(limit >= 1 && limit <= MAX_LIMIT)) throw validationError(`limit must be an integer from 1 to ${MAX_LIMIT}`, 'limit', 'range');
  }
  return { limit, after: decodeListCursor(kind, paging.cursor, 'cursor') };
}

/**
 * Reads a list by keyset (`seq` after the cursor, ascending), one row more than it keeps to know whether
 * more follow: one page when a limit is given (with the next page's cursor), else every item, LIST_BATCH
 * at a time (a list of LIST_BATCH items or fewer is one statement).
 */
export async function readJsonList(
  kind: string,
  paging: { limit?: number; after?: string },
  read: (after: string | undefined, count: number) => Promise<Array<{ seq: string; body: string }>>,
): Promise<JsonList> {
  const batch = async (after: string | undefined, size: number) => {
    const rows = await read(after, size + 1);
    const kept = rows.slice(0, size);
    return { bodies: kept.map((r) => r.body), last: rows.length > size ? kept.at(-1)!.seq : undefined };
  };
  if (paging.limit !== undefined) {
    const page = await batch(paging.after, paging.limit);
    return new JsonList(page.bodies, undefined, page.last === undefined ? null : listCursor(kind, page.last));
  }
  const first = await batch(paging.after, LIST_BATCH);
  if (first.last === undefined) return new JsonList(first.bodies);
  return new JsonList(first.bodies, async function* () {
    for (let last: string | undefined = first.last; last !== undefined; ) {
      const next = await batch(last, LIST_BATCH);
      yield next.bodies;
      last = next.last;
    }
  });
}

/** What a service picks of a stored record list: `where` over the record's table (`$1…` in `params`). */
export interface RecordPick {
  where: string;
  params: unknown[];
}

const recordSelects = new WeakMap<ObjectDecl, string>();

/**
 * A list of records without references (one table, its `api` form as recordJson writes it), as JSON texts
 * in `seq` order: whole or a page, as readJsonList reads it.
 */
export function readRecordList(db: Queryable, kind: string, decl: ObjectDecl, pick: RecordPick, paging: { limit?: number; after?: string }): Promise<JsonList> {
  let select = recordSelects.get(decl);
  if (!select) recordSelects.set(decl, (select = `SELECT t.seq::text AS seq, ${recordJson(decl, 't')} AS body FROM ${tableName(decl)} t`));
  return readJsonList(kind, paging, (after, count) => {
    const params = [...pick.params];
    const where = after ? `(${pick.where}) AND t.seq > $${params.push(after)}::bigint` : pick.where;
    return db.query(`${select} WHERE ${where} ORDER BY t.seq LIMIT $${params.push(count)}`, params);
  });
}
