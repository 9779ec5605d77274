// Employees of a connection: the whole list for REST (GET /{mode}/employees, expanded with a constant
// number of statements) and cursor pages for GraphQL (references resolved by per-request DataLoaders).
import type { DataSource } from 'typeorm';
import { validationError } from '../../core/errors';
import type { Employee } from '../../model';
import type { DataCall, DataGate } from './data-gate';
import type { EmployeeRefs } from './employee-refs';
import { parseEmploymentStatus } from './hr-input';
import type { EmploymentStatus } from '../../model';
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

export const encodeCursor = (seq: string) => Buffer.from(`employee:${seq}`, 'utf8').toString('base64url');

function decodeCursor(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const decoded = typeof value === 'string' ? /^employee:(\d{1,19})$/.exec(Buffer.from(value, 'base64url').toString('utf8')) : null;
  if (!decoded) throw validationError('after is not a cursor of this list', 'after', 'format');
  return decoded[1];
}

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
    private readonly refs: EmployeeRefs,
  ) {}

  async list(call: DataCall, filter: EmployeeFilter): Promise<Employee[]> {
    const { connectionId, input: status } = await this.gate.enter(call, 'employees', {
      offeredBy: 'fetchEmployees',
      parse: () => parseEmploymentStatus(filter.employmentStatus),
    });
    const params: unknown[] = [connectionId];
    if (status) params.push(status);
    const rows: any[] = await this.dataSource.query(
      `${EMPLOYEE_SELECT} WHERE connection_id = $1${status ? ' AND employment_status = $2' : ''} ORDER BY seq`,
      params,
    );
    return this.refs.expand(connectionId, rows.map(toEmployeeRow), !status);
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
