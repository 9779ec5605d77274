// Company, identity, groups and work locations of a connection (GET /{mode}/company, identity, groups,
// work-locations and the GraphQL fields of the same names).
import type { DataSource } from 'typeorm';
import { notFound } from '../../core/errors';
import type { Company, Group, Identity, WorkLocation } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import { COMPANY, GROUP, IDENTITY, WORK_LOCATION } from '../../model/resources';
import { parseListPaging, readRecordList, type JsonList, type ListPaging } from './json-list';
import { readRows } from './rows';

const GROUPS = { resource: 'groups', offeredBy: 'fetchGroups', kind: 'group' } as const;
const WORK_LOCATIONS = { resource: 'work-locations', offeredBy: 'fetchWorkLocations', kind: 'work_location' } as const;

/** SPEC §3: phone_number is null for tokens created before 2023-03-05. */
const PHONE_SINCE = Date.UTC(2023, 2, 5);

export class OrgService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

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
    const { pick } = await this.enterList(call, GROUPS);
    return readRows(this.dataSource, GROUP, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** REST: the groups as JSON texts, whole or a page of `limit`. */
  async groupsList(call: DataCall, paging: ListPaging): Promise<JsonList> {
    const { pick, input } = await this.enterList(call, GROUPS, paging);
    return readRecordList(this.dataSource, GROUPS.kind, GROUP, pick, input);
  }

  async workLocations(call: DataCall): Promise<WorkLocation[]> {
    const { pick } = await this.enterList(call, WORK_LOCATIONS);
    return readRows(this.dataSource, WORK_LOCATION, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** REST: the work locations as JSON texts, whole or a page of `limit`. */
  async workLocationsList(call: DataCall, paging: ListPaging): Promise<JsonList> {
    const { pick, input } = await this.enterList(call, WORK_LOCATIONS, paging);
    return readRecordList(this.dataSource, WORK_LOCATIONS.kind, WORK_LOCATION, pick, input);
  }

  /** A list of the connection's records, in the provider's order; paging checked after authorization. */
  private async enterList(call: DataCall, list: typeof GROUPS | typeof WORK_LOCATIONS, paging: ListPaging = {}) {
    const { connectionId, input } = await this.gate.enter(call, list.resource, { offeredBy: list.offeredBy, parse: () => parseListPaging(list.kind, paging) });
    return { pick: { where: 'connection_id = $1', params: [connectionId] }, input };
  }
}
