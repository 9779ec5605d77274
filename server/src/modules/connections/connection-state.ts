// The words a developer reads for a connection (the console's state column), derived from the sync state
// (sync/sync-state.ts) and the connection's own disconnected_at: written once here for both the rows we
// show and the filter we run in SQL.
import type { ConnectionEntity, SyncStatus } from '../../db/entities';

export const CONNECTION_STATES = ['syncing', 'synced', 'failed', 'reauthentication_required', 'disconnected'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Which sync statuses each state of a live connection covers. */
const STATUSES: Record<Exclude<ConnectionState, 'disconnected'>, readonly SyncStatus[]> = {
  syncing: ['pending', 'running'],
  synced: ['ready'],
  failed: ['failed'],
  reauthentication_required: ['reauthentication_required'],
};

export function stateOf(connection: Pick<ConnectionEntity, 'disconnectedAt' | 'syncStatus'>): ConnectionState {
  if (connection.disconnectedAt) return 'disconnected';
  const found = (Object.keys(STATUSES) as Array<keyof typeof STATUSES>).find((state) => STATUSES[state].includes(connection.syncStatus));
  return found ?? 'syncing';
}

/** The SQL condition on connection alias `c` for one state (values are our own words, never input). */
export function stateWhere(state: ConnectionState, c: string): string {
  if (state === 'disconnected') return `${c}.disconnected_at IS NOT NULL`;
  const statuses = STATUSES[state].map((s) => `'${s}'`).join(', ');
  return `${c}.disconnected_at IS NULL AND ${c}.sync_status IN (${statuses})`;
}
