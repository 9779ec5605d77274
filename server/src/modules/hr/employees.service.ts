// Employees of a connection: for REST (GET /{mode}/employees) the list as JSON built by Postgres, whole
// and streamed or a page at a time, references included in one statement; for GraphQL cursor pages of rows
// (references resolved by per-request DataLoaders).
import type { DataSource } from 'typeorm';
import { validationError } from '../../core/errors';
import type { DataCall, DataGate } from './data-gate';
import { parseEmploymentStatus } from './hr-input';
import type { EmploymentStatus } from '../../model';
import { decodeListCursor, listCursor, parseListPaging, readJsonList, type JsonList, type ListPaging } from './json-list';
import { employeeJson } from './json-rows';
import { EMPLOYEE_SELECT, toEmployeeRow, type EmployeeRow } from './rows';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface EmployeeFilter {
  /** One of EMPLOYMENT_STATUSES (checked here, after authorization). */
  employmentStatus?: string | null;
}

export interface EmployeePageArgs extends EmployeeFilter {
  first?: number | null;
  after?: string | null;
}

export interface EmployeePage {
  rows: EmployeeRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** For totalCount, counted only when asked for. */
  connectionId: string;
  employmentStatus: EmploymentStatus | undefined;
}

/** GraphQL's cursors and REST's are the same: a position in the connection's list. */
export const encodeCursor = (seq: string) => listCursor('employee', seq);
const decodeCursor = (value: unknown) => decodeListCursor('employee', value, 'after');

/** The API JSON of every employee of `hr_employee e`, built by Postgres (json-rows.ts). */
const EMPLOYEE_JSON_SELECT = `SELECT e.seq::text AS seq, ${employeeJson()} AS body FROM hr_employee e`;

function pageSize(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_PAGE_SIZE;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw validationError(`first must be an integer from 1 to ${MAX_PAGE_SIZE}`, 'first', 'range');
  }
  return value;
}

export class EmployeesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gate: DataGate,
  ) {}

  /** REST: the employees as JSON texts, the whole list (streamed a batch at a time) or a page of `limit`. */
  async list(call: DataCall, query: EmployeeFilter & ListPaging): Promise<JsonList> {
    const { connectionId, input } = await this.gate.enter(call, 'employees', {
      offeredBy: 'fetchEmployees',
      parse: () => ({ status: parseEmploymentStatus(query.employmentStatus), ...parseListPaging('employee', query) }),
    });
    return readJsonList('employee', input, (after, count) => {
      const params: unknown[] = [connectionId];
      let where = 'e.connection_id = $1';
      if (input.status) where += ` AND e.employment_status = $${params.push(input.status)}`;
      if (after) where += ` AND e.seq > $${params.push(after)}::bigint`;
      return this.dataSource.query(`${EMPLOYEE_JSON_SELECT} WHERE ${where} ORDER BY e.seq LIMIT $${params.push(count)}`, params);
    });
  }

  async page(call: DataCall, args: EmployeePageArgs): Promise<EmployeePage> {
    const { connectionId, input } = await this.gate.enter(call, 'employees', {
      offeredBy: 'fetchEmployees',
      parse: () => ({ status: parseEmploymentStatus(args.employmentStatus), first: pageSize(args.first), after: decodeCursor(args.after) }),
    });
    const params: unknown[] = [connectionId];
    let where = 'connection_id = $1';
    if (input.status) where += ` AND employment_status = $${params.push(input.status)}`;
    if (input.after) where += ` AND seq > $${params.push(input.after)}::bigint`;
    const rows: any[] = await this.dataSource.query(
      `${EMPLOYEE_SELECT} WHERE ${where} ORDER BY seq LIMIT $${params.push(input.first + 1)}`,
      params,
    );
    return {
      rows: rows.slice(0, input.first).map(toEmployeeRow),
      hasNextPage: rows.length > input.first,
      hasPreviousPage: input.after !== undefined,
      connectionId,
      employmentStatus: input.status,
    };
  }

  async count(connectionId: string, status: EmploymentStatus | undefined): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM hr_employee WHERE connection_id = $1${status ? ' AND employment_status = $2' : ''}`,
      status ? [connectionId, status] : [connectionId],
    );
    return row.n;
  }
}
