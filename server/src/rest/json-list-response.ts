// Sends a JsonList as the JSON array it is: in one piece when it was read in one batch (Content-Length and
// ETag as express gives them), else written batch by batch, waiting for the socket to drain between them,
// so that memory holds one batch whatever the length of the list.
import type { Response } from 'express';
import type { Logger } from '../core/logger';
import type { JsonList } from '../modules/hr/json-list';

/** `log`: the request's logger, asked for only if the list fails half-way (http/request-log.ts makes it on first use). */
export async function sendJsonList(res: Response, status: number, list: JsonList, log: () => Logger): Promise<void> {
  res.status(status);
  if (!list.rest) {
    res.type('json').send(jsonArray(list.first));
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  let separator: ',' | '' = '';
  const write = async (items: readonly string[]) => {
    if (items.length === 0) return;
    const chunk = joinUtf8(items, separator, '');
    separator = ',';
    if (!res.write(chunk)) await drained(res);
  };
  try {
    res.write('[');
    await write(list.first);
    for await (const batch of list.rest()) {
      if (res.destroyed) return;
      await write(batch);
    }
    res.end(']');
  } catch (error) {
    // The status is sent: all that is left is to cut the body short, so that the client sees it incomplete.
    log().error({ err: error }, 'a streamed list failed after its first batch');
    res.destroy(error as Error);
  }
}

/** Resolves when the socket takes more, or is gone; either way both listeners are removed. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

/** `[a,b,…]` as UTF-8. */
export const jsonArray = (items: readonly string[]): Buffer => joinUtf8(items, '[', ']');

/**
 * `before` + the items joined by commas + `after`, as UTF-8, each item encoded straight into place. Joined
 * into one text first, a single item outside Latin-1 (a Turkish `ı`) made the whole text two-byte: joining,
 * flattening and encoding it was a fifth of a 25-employee list's CPU time; most items are one-byte texts,
 * and encoding them apart is cheap.
 */
function joinUtf8(items: readonly string[], before: '[' | ',' | '', after: ']' | ''): Buffer {
  const sizes = items.map((item) => Buffer.byteLength(item));
  const body = Buffer.allocUnsafe(before.length + sizes.reduce((sum, size) => sum + size, 0) + Math.max(items.length - 1, 0) + after.length);
  let at = body.write(before);
  items.forEach((item, i) => {
    if (i > 0) body[at++] = 0x2c; // ,
    at += body.write(item, at, sizes[i]);
  });
  body.write(after, at);
  return body;
}
