// What a connection's last change check fetched: a digest of the records (change_check). Storing a fetch is
// idempotent (ids are kept, unchanged rows are not rewritten), so a fetch with the digest of the one the last
// check stored would store nothing and find no change: the check stops at one statement. The digest stands
// for the stored state only while nothing else writes the connection's records: a sync and an employee
// created through the API forget it, and the next check stores and compares in full.
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

/** The digest of a check's fetched parts, in the order given (a part the provider does not offer: null). */
export function fetchDigest(parts: ReadonlyArray<readonly [part: string, data: unknown]>): string {
  const hash = createHash('sha256');
  for (const [part, data] of parts) hash.update(`${part}\n${JSON.stringify(data ?? null)}\n`);
  return hash.digest('base64');
}

/**
 * Whether the last check of an active connection stored a fetch with this digest; if so, notes the check's
 * time. Not in a transaction: a check storing a newer fetch holds the row, and this waits for its digest.
 */
export async function fetchedBefore(db: Queryable, connectionId: string, digest: string): Promise<boolean> {
  // In a WITH, so that the answer is its rows whatever the driver makes of an UPDATE's.
  const rows: unknown[] = await db.query(
    `WITH checked AS (
       UPDATE change_check s SET checked_at = now() FROM connection c
       WHERE s.connection_id = $1 AND s.fetched_digest = $2
         AND c.id = s.connection_id AND c.disconnected_at IS NULL AND c.credentials_ciphertext IS NOT NULL
       RETURNING 1)
     SELECT * FROM checked`,
    [connectionId, digest],
  );
  return rows.length > 0;
}

/** In the transaction that stored the fetch. */
export async function rememberFetch(m: Queryable, connectionId: string, digest: string): Promise<void> {
  await m.query(
    `INSERT INTO change_check (connection_id, fetched_digest) VALUES ($1, $2)
     ON CONFLICT (connection_id) DO UPDATE SET fetched_digest = EXCLUDED.fetched_digest, checked_at = now()`,
    [connectionId, digest],
  );
}

/** In the transaction of any other write of the connection's employees, groups or work locations. */
export async function forgetFetch(m: Queryable, connectionId: string): Promise<void> {
  await m.query('DELETE FROM change_check WHERE connection_id = $1', [connectionId]);
}
