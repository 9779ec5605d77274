// Company, identity, groups and work locations of a connection (GET /{mode}/company, identity, groups,
// work-locations and the GraphQL fields of the same names).
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { Company, Group, Identity, WorkLocation } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { COMPANY, GROUP, IDENTITY, WORK_LOCATION } from '../../model/resources';
import type { JsonList, ListPaging } from './json-list';
import { RecordLists, type RecordList } from './record-lists';
import { readRows } from './rows';

const GROUPS: RecordList<typeof GROUP> = { resource: 'groups', offeredBy: 'fetchGroups', kind: 'group', decl: GROUP };
const WORK_LOCATIONS: RecordList<typeof WORK_LOCATION> = { resource: 'work-locations', offeredBy: 'fetchWorkLocations', kind: 'work_location', decl: WORK_LOCATION };

/** SPEC §3: phone_number is null for tokens created before 2023-03-05. */
const PHONE_SINCE = Date.UTC(2023, 2, 5);

export class OrgService {
  private readonly lists: RecordLists;

  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {
    this.lists = new RecordLists(dataSource, gate);
  }

  async company(call: DataCall): Promise<Company> {
    const { connectionId, grant } = await this.gate.enter(call, 'company', { offeredBy: 'fetchCompany' });
    const [company] = await readRows(this.dataSource, COMPANY, 'WHERE connection_id = $1', [connectionId]);
    if (!company) throw notFound('the provider reported no company for this connection', grant.connection.entityId);
    return company;
  }

  async identity(call: DataCall): Promise<Identity> {
    const { connectionId, grant } = await this.gate.enter(call, 'identity', { offeredBy: 'fetchIdentity' });
    const [identity] = await readRows(this.dataSource, IDENTITY, 'WHERE connection_id = $1', [connectionId]);
    if (!identity) throw notFound('the provider reported no identity for this connection', grant.connection.entityId);
    return grant.token.createdAt.getTime() < PHONE_SINCE ? { ...identity, phone_number: null } : identity;
  }

  async groups(call: DataCall): Promise<Group[]> {
    return this.lists.rows(call, GROUPS);
  }

  /** REST: the groups as JSON texts, whole or a page of `limit`. */
  groupsList(call: DataCall, paging: ListPaging): Promise<JsonList> {
    return this.lists.json(call, GROUPS, paging);
  }

  async workLocations(call: DataCall): Promise<WorkLocation[]> {
    return this.lists.rows(call, WORK_LOCATIONS);
  }

  /** REST: the work locations as JSON texts, whole or a page of `limit`. */
  workLocationsList(call: DataCall, paging: ListPaging): Promise<JsonList> {
    return this.lists.json(call, WORK_LOCATIONS, paging);
  }
}
