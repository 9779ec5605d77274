// Ids of our own rows are uuids. A text that is not one finds nothing and never reaches a query (the
// uuid cast would fail the statement), whatever a door was sent.
import { randomUUID } from 'node:crypto';
import { flat } from './compact';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuidText = (value: string): boolean => UUID.test(value);

/**
 * A new id for a row of ours (a uuid v4), as one flat string. Node builds randomUUID()'s text from 20 pieces:
 * as a rope it takes ~490 bytes instead of ~70, and a first sync draws ~240,000 of them (10,000 employees with
 * their time off, timesheets and payslips), each held until its part is stored.
 */
export function newRowId(): string {
  return flat(randomUUID());
}
