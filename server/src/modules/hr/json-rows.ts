// Records as JSON text built by Postgres, for REST lists: the store writes each record's wire JSON once,
// and the server passes the text on, instead of parsing every column into JS values and serialising them
// again. The expressions follow the model's declarations as rows.ts's readers do, so the bodies carry the
// same keys in the same order with the same values: dates as YYYY-MM-DD, timestamps as ISO 8601 in UTC
// with milliseconds (Date.toISOString), numerics as JSON numbers, stored JSON (addresses, histories,
// custom fields) as stored. Whitespace inside stored JSONB values is Postgres's, not JSON.stringify's (payslip
// lines, stored as json, keep the text written).
import { fieldsOf, tableName, type FormField, type ObjectDecl } from '../../model/declare';
import { EMPLOYEE, GROUP } from '../../model/resources';

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The JSON text of one column of a record's row form; NULL stays SQL NULL here. */
function valueJson(field: FormField['decl'], column: string): string {
  switch (field.kind) {
    case 'date':
      return `'"' || to_char(${column}, 'YYYY-MM-DD') || '"'`;
    case 'dateTime':
      return `'"' || to_char(${column} AT TIME ZONE 'UTC', ${ISO_UTC}) || '"'`;
    case 'decimal':
    case 'cents':
      return `${column}::float8::text`;
    case 'boolean':
      return `${column}::text`;
    case 'json':
    case 'object':
    case 'list':
      // Stored as jsonb or json: its text is already JSON.
      return `${column}::text`;
    default:
      return `to_json(${column})::text`;
  }
}

/**
 * `{"key":value,…}` as one SQL text expression, keys in the given order. One concat() call, not a chain of
 * `||` (each of which copies everything before it again); concat takes at most 100 arguments, so longer
 * lists nest.
 */
function objectJson(entries: ReadonlyArray<[key: string, json: string]>): string {
  const parts = entries.flatMap(([key, json], i) => [`'${i === 0 ? '{' : ','}${JSON.stringify(key)}:'`, `COALESCE(${json}, 'null')`]);
  return concat([...parts, `'}'`]);
}

function concat(parts: readonly string[]): string {
  if (parts.length <= 100) return `concat(${parts.join(', ')})`;
  const groups: string[] = [];
  for (let i = 0; i < parts.length; i += 100) groups.push(concat(parts.slice(i, i + 100)));
  return concat(groups);
}

/** The JSON object of a stored record (its `api` form has no references), read from `alias`. */
export function recordJson(decl: ObjectDecl, alias: string): string {
  return objectJson(fieldsOf(decl, 'api').map(({ key, decl: field }) => [key, valueJson(field, `${alias}.${key}`)]));
}

/**
 * An employee of `hr_employee e` as its API JSON: the row's fields, its work location and manager (one
 * indexed lookup each) and its groups in the provider's order (the link table's primary key). Built when the
 * employee or what it shows is written (employee-bodies.ts).
 */
export function employeeJson(): string {
  const refs: Record<string, string> = {
    work_location: `(SELECT ${recordJson(refTarget('work_location'), 'l')} FROM hr_work_location l WHERE l.id = e.work_location_id)`,
    manager: `(SELECT ${recordJson(refTarget('manager'), 'm')} FROM hr_employee m WHERE m.id = e.manager_id)`,
    // Each link's group looked up by its key: a join here is planned as a scan of every group per employee
    // when the tables have no statistics yet (PGlite during a first sync; 0.2-0.5 ms an employee).
    groups: `COALESCE((SELECT '[' || string_agg((SELECT ${recordJson(GROUP, 'g')} FROM ${tableName(GROUP)} g WHERE g.id = eg.group_id), ',' ORDER BY eg.position) || ']'
       FROM hr_employee_group eg WHERE eg.employee_id = e.id), '[]')`,
  };
  return objectJson(
    fieldsOf(EMPLOYEE, 'api').map(({ key, decl: field, ref }) => {
      if (!ref) return [key, valueJson(field, `e.${key}`)];
      if (!refs[key]) throw new Error(`employeeJson does not know how to read the reference ${key}`);
      return [key, refs[key]];
    }),
  );
}

function refTarget(key: string): ObjectDecl {
  const field = fieldsOf(EMPLOYEE, 'api').find((f) => f.key === key);
  if (!field?.ref) throw new Error(`Employee.${key} is not a reference`);
  return field.ref.target;
}
