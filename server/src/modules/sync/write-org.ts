// Company, identity, work locations and groups of one connection, written inside the caller's transaction.
import { newRowId } from '../../core/ids';
import type { EntityManager } from 'typeorm';
import type { RemoteCompany, RemoteGroup, RemoteIdentity, RemoteWorkLocation } from '../../model';
import { writeShownRecords } from '../hr/employee-bodies';
import { idMap, insertRows, replaceRows, uniqueByRemoteId } from './bulk';
import type { ObjectDecl } from '../../model/declare';
import { COMPANY, GROUP, IDENTITY, WORK_LOCATION } from '../../model/resources';
import { tableOf } from './columns';

export async function writeCompany(m: EntityManager, connectionId: string, company: RemoteCompany | null): Promise<void> {
  if (!company) {
    await m.query('DELETE FROM hr_company WHERE connection_id = $1', [connectionId]);
    return;
  }
  const [existing] = (await m.query('SELECT id FROM hr_company WHERE connection_id = $1', [connectionId])) as Array<{ id: string }>;
  const row = { ...company, id: existing?.id ?? newRowId(), connection_id: connectionId };
  await insertRows(m, tableOf(COMPANY), [row], { keys: ['connection_id'] });
}

export async function writeIdentity(m: EntityManager, connectionId: string, identity: RemoteIdentity | null): Promise<void> {
  if (!identity) {
    await m.query('DELETE FROM hr_identity WHERE connection_id = $1', [connectionId]);
    return;
  }
  await insertRows(m, tableOf(IDENTITY), [{ ...identity, connection_id: connectionId }], { keys: ['connection_id'] });
}

/** Work locations; employees show theirs, so their API JSON follows (modules/hr/employee-bodies.ts). */
export async function writeWorkLocations(m: EntityManager, connectionId: string, locations: RemoteWorkLocation[]): Promise<void> {
  await writeShownRecords(m, WORK_LOCATION, connectionId, () => replaceOwned(m, WORK_LOCATION, connectionId, uniqueByRemoteId(locations)));
}

/** Groups; employees show theirs, so their API JSON follows. */
export async function writeGroups(m: EntityManager, connectionId: string, groups: RemoteGroup[]): Promise<void> {
  await writeShownRecords(m, GROUP, connectionId, () => replaceOwned(m, GROUP, connectionId, uniqueByRemoteId(groups)));
}

/** Upserts a complete list keyed by remote id (our ids kept) and drops the rows the provider no longer lists. */
async function replaceOwned(m: EntityManager, decl: ObjectDecl, connectionId: string, records: Array<{ remote_id: string }>): Promise<void> {
  const table = tableOf(decl);
  const ids = await idMap(m, table.name, connectionId);
  const rows = records.map((r) => ({ ...r, id: ids.get(r.remote_id) ?? newRowId(), connection_id: connectionId }));
  await replaceRows(m, table, connectionId, rows, ids);
}
