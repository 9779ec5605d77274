// What a connection's last change check fetched: per part, a digest of the records (change_check). Storing a
// fetch is idempotent (ids are kept, unchanged rows are not rewritten), so a fetch with the digests of the one
// the last check stored would store nothing and find no change: the check stops at one statement; and a part
// whose records are those stored last time need not be stored again. The digests stand for the stored state
// only while nothing else writes the connection's records: a sync and an employee created through the API
// forget them, and the next check stores and compares in full.
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** Part -> the digest of its fetched records (a part the provider does not offer: that of null). */
export type FetchDigests = Record<string, string>;

export function fetchDigests(parts: ReadonlyArray<readonly [part: string, data: unknown]>): FetchDigests {
  return Object.fromEntries(parts.map(([part, data]) => [part, createHash('sha256').update(JSON.stringify(data ?? null)).digest('base64')]));
}

/**
 * Whether the last check of an active connection stored a fetch with this digest; if so, notes the check's
 * time. Not in a transaction: a check storing a newer fetch holds the row, and this waits for its digest.
 */
export async function fetchedBefore(db: Queryable, connectionId: string, digests: FetchDigests): Promise<boolean> {
  // In a WITH, so that the answer is its rows whatever the driver makes of an UPDATE's.
  const rows: unknown[] = await db.query(
    `WITH checked AS (
       UPDATE change_check s SET checked_at = now() FROM connection c
       WHERE s.connection_id = $1 AND s.fetched = $2::jsonb
         AND c.id = s.connection_id AND c.disconnected_at IS NULL AND c.credentials_ciphertext IS NOT NULL
       RETURNING 1)
     SELECT * FROM checked`,
    [connectionId, JSON.stringify(digests)],
  );
  return rows.length > 0;
}

/** In the transaction that stored the fetch. */
export async function rememberFetch(m: Queryable, connectionId: string, digests: FetchDigests): Promise<void> {
  await m.query(
    `INSERT INTO change_check (connection_id, fetched) VALUES ($1, $2::jsonb)
     ON CONFLICT (connection_id) DO UPDATE SET fetched = EXCLUDED.fetched, checked_at = now()`,
    [connectionId, JSON.stringify(digests)],
  );
}

/** In the transaction of any other write of the connection's employees, groups or work locations. */
export async function forgetFetch(m: Queryable, connectionId: string): Promise<void> {
  await m.query('DELETE FROM change_check WHERE connection_id = $1', [connectionId]);
}
