// The connection's record lists that both doors read (GraphQL as rows, REST as JSON texts, optionally paged):
// each declared once (scope, connector operation, cursor kind, declaration, date filter) and entered the same
// way: authorization first, then the date range (lists that have one) and the paging, with the same messages
// for both doors.
import type { DataSource } from 'typeorm';
import type { DataConnector } from '../../connectors/connector';
import type { ObjectDecl, RecordOf } from '../../model/declare';
import type { ScopeResource } from '../connect/scopes';
import type { DataCall, DataGate } from './data-gate';
import { parseDateRange } from './hr-input';
import { parseListPaging, readRecordList, type JsonList, type ListPaging, type RecordPick } from './json-list';
import { readRows } from './rows';

/** start_date and end_date as given (checked after authorization). */
export interface RangeQuery {
  startDate?: string | null;
  endDate?: string | null;
}

export interface RecordList<D extends ObjectDecl = ObjectDecl> {
  resource: ScopeResource;
  offeredBy: keyof DataConnector;
  /** The cursor's kind: a cursor of another list is refused. */
  kind: string;
  decl: D;
  /** SQL over the list's columns true for records in the days $2 to $3, for lists filtered by a date range. */
  range?: string;
}

export class RecordLists {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  /** The list as rows, in the provider's order (GraphQL). */
  async rows<D extends ObjectDecl>(call: DataCall, list: RecordList<D>, query: RangeQuery = {}): Promise<Array<RecordOf<D, 'row'>>> {
    const { pick } = await this.enter(call, list, query);
    return readRows<D>(this.dataSource, list.decl, `WHERE ${pick.where} ORDER BY seq`, pick.params);
  }

  /** The list as JSON texts, whole or a page of `limit`, in the same order and with the same filter (REST). */
  async json(call: DataCall, list: RecordList, query: RangeQuery & ListPaging = {}): Promise<JsonList> {
    const { pick, paging } = await this.enter(call, list, query);
    return readRecordList(this.dataSource, list.kind, list.decl, pick, paging);
  }

  private async enter(call: DataCall, list: RecordList, query: RangeQuery & ListPaging) {
    const { connectionId, input } = await this.gate.enter(call, list.resource, {
      offeredBy: list.offeredBy,
      parse: () => ({ range: list.range ? parseDateRange(query.startDate, query.endDate) : undefined, paging: parseListPaging(list.kind, query) }),
    });
    const pick: RecordPick = input.range
      ? { where: `connection_id = $1 AND ${list.range}`, params: [connectionId, input.range.startDate, input.range.endDate] }
      : { where: 'connection_id = $1', params: [connectionId] };
    return { pick, paging: input.paging };
  }
}
