// Employees of a connection, always as their stored API JSON (employee-bodies.ts), references (manager, work
// location, groups) included, in one statement: for REST (GET /{mode}/employees) the texts, whole and streamed or a page
// at a time; for GraphQL cursor pages of parsed employees; for createEmployee and the change check, the
// employees they answer with or send.
import type { DataSource } from 'typeorm';
import { validationError } from '../../core/errors';
import type { DataCall, DataGate } from './data-gate';
import { parseEmploymentStatus } from './hr-input';
import type { Employee, EmploymentStatus } from '../../model';
import { decodeListCursor, listCursor, parseListPaging, readJsonList, type JsonList, type ListPaging } from './json-list';
import { fillEmployeeBodies } from './employee-bodies';
import type { Queryable } from './rows';

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
  /** The page's employees, each with its list position (`seq`, the cursor). */
  rows: Array<{ seq: string; employee: Employee }>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** For totalCount, counted only when asked for. */
  connectionId: string;
  employmentStatus: EmploymentStatus | undefined;
}

/** GraphQL's cursors and REST's are the same: a position in the connection's list. */
export const encodeCursor = (seq: string) => listCursor('employee', seq);
const decodeCursor = (value: unknown) => decodeListCursor('employee', value, 'after');

/**
 * Each employee of `hr_employee e` with its stored API JSON (employee-bodies.ts), looked up by its key: as a
 * join, a store without statistics yet (PGlite before its first ANALYZE, a Postgres without autovacuum) may
 * plan a scan of every company's bodies.
 */
const EMPLOYEE_JSON_SELECT = 'SELECT e.id, e.seq::text AS seq, (SELECT b.body FROM hr_employee_body b WHERE b.employee_id = e.id) AS body FROM hr_employee e';

/**
 * A connection's employees that `where` picks (over `hr_employee e`, `$1` being the connection id and `params`
 * the next ones), in list order, as API JSON texts: one statement (two if some body was missing, which
 * the read builds and stores rather than leave the employee out).
 */
export async function selectEmployeeJson(db: Queryable, connectionId: string, where: string, params: readonly unknown[], limit?: number): Promise<Array<{ seq: string; body: string }>> {
  const all = [connectionId, ...params];
  const limited = limit === undefined ? '' : ` LIMIT $${all.push(limit)}`;
  const sql = `${EMPLOYEE_JSON_SELECT} WHERE e.connection_id = $1 ${where} ORDER BY e.seq${limited}`;
  let rows: Array<{ id: string; seq: string; body: string | null }> = await db.query(sql, all);
  const missing = rows.filter((r) => r.body === null).map((r) => r.id);
  if (missing.length > 0) {
    await fillEmployeeBodies(db, missing);
    rows = await db.query(sql, all);
  }
  return rows as Array<{ seq: string; body: string }>;
}

/** The same, parsed. */
export async function readEmployees(db: Queryable, connectionId: string, where: string, params: readonly unknown[]): Promise<Employee[]> {
  const rows = await selectEmployeeJson(db, connectionId, where, params);
  return rows.map((r) => JSON.parse(r.body) as Employee);
}

/** The list filter: `AND …` over `hr_employee e` from `$2` on. */
function filter(status: EmploymentStatus | undefined, after: string | undefined): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  let where = '';
  if (status) where += ` AND e.employment_status = $${params.push(status) + 1}`;
  if (after) where += ` AND e.seq > $${params.push(after) + 1}::bigint`;
  return { where, params };
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
  ) {}

  /** REST: the employees as JSON texts, the whole list (streamed a batch at a time) or a page of `limit`. */
  async list(call: DataCall, query: EmployeeFilter & ListPaging): Promise<JsonList> {
    const { connectionId, input } = await this.gate.enter(call, 'employees', {
      offeredBy: 'fetchEmployees',
      parse: () => ({ status: parseEmploymentStatus(query.employmentStatus), ...parseListPaging('employee', query) }),
    });
    return readJsonList('employee', input, (after, count) => {
      const { where, params } = filter(input.status, after);
      return selectEmployeeJson(this.dataSource, connectionId, where, params, count);
    });
  }

  async page(call: DataCall, args: EmployeePageArgs): Promise<EmployeePage> {
    const { connectionId, input } = await this.gate.enter(call, 'employees', {
      offeredBy: 'fetchEmployees',
      parse: () => ({ status: parseEmploymentStatus(args.employmentStatus), first: pageSize(args.first), after: decodeCursor(args.after) }),
    });
    const { where, params } = filter(input.status, input.after);
    const rows = await selectEmployeeJson(this.dataSource, connectionId, where, params, input.first + 1);
    return {
      rows: rows.slice(0, input.first).map((r) => ({ seq: r.seq, employee: JSON.parse(r.body) as Employee })),
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
