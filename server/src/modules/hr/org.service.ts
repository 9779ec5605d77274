// Company, identity, groups and work locations of a connection (GET /{mode}/company, identity, groups,
// work-locations and the GraphQL fields of the same names).
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { Company, Group, Identity, WorkLocation } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { COMPANY_SELECT, GROUP_COLUMNS, IDENTITY_SELECT, toCompany, toGroup, toIdentity, toWorkLocation, WORK_LOCATION_SELECT } from './rows';

/** SPEC §3: phone_number is null for tokens created before 2023-03-05. */
const PHONE_SINCE = Date.UTC(2023, 2, 5);

export class OrgService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  async company(call: DataCall): Promise<Company> {
    const { connectionId, grant } = await this.gate.enter(call, 'company', { offeredBy: 'fetchCompany' });
    const [row] = await this.dataSource.query(`${COMPANY_SELECT} WHERE connection_id = $1`, [connectionId]);
    if (!row) throw notFound('the provider reported no company for this connection', grant.connection.entityId);
    return toCompany(row);
  }

  async identity(call: DataCall): Promise<Identity> {
    const { connectionId, grant } = await this.gate.enter(call, 'identity', { offeredBy: 'fetchIdentity' });
    const [row] = await this.dataSource.query(`${IDENTITY_SELECT} WHERE connection_id = $1`, [connectionId]);
    if (!row) throw notFound('the provider reported no identity for this connection', grant.connection.entityId);
    const identity = toIdentity(row);
    return grant.token.createdAt.getTime() < PHONE_SINCE ? { ...identity, phone_number: null } : identity;
  }

  async groups(call: DataCall): Promise<Group[]> {
    const { connectionId } = await this.gate.enter(call, 'groups', { offeredBy: 'fetchGroups' });
    const rows: any[] = await this.dataSource.query(`SELECT ${GROUP_COLUMNS} FROM hr_group g WHERE g.connection_id = $1 ORDER BY g.seq`, [connectionId]);
    return rows.map(toGroup);
  }

  async workLocations(call: DataCall): Promise<WorkLocation[]> {
    const { connectionId } = await this.gate.enter(call, 'work-locations', { offeredBy: 'fetchWorkLocations' });
    const rows: any[] = await this.dataSource.query(`${WORK_LOCATION_SELECT} WHERE connection_id = $1 ORDER BY seq`, [connectionId]);
    return rows.map(toWorkLocation);
  }
}
