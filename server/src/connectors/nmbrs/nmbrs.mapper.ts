// Pure functions: Nmbrs JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Nmbrs' field names.
import type { EmploymentStatus, EmploymentType, Gender, RemoteCompany, RemoteEmployee, RemoteGroup } from '../../model';
import { blankEmployee, knownIds, namedCompany, str } from '../map-utils';
import type { Reader } from '../reader';
import type {
  NmbrsCompany,
  NmbrsDepartment,
  NmbrsEmployeeDepartments,
  NmbrsEmployeeEmployments,
  NmbrsEmployeeFunctions,
  NmbrsEmployeePersonalInfo,
  NmbrsEmployment,
  NmbrsFunction,
  NmbrsPeriod,
  NmbrsPersonalInfo,
} from './nmbrs.types';

/** Applicants (and rejected ones) are people in recruitment, not employees: they are not listed. */
const NOT_EMPLOYEES = new Set(['applicant', 'rejectedapplicant']);
const STATUSES: Record<string, EmploymentStatus> = {
  payroll: 'active',
  external: 'active',
  newHire: 'pending',
  formerPayroll: 'inactive',
  formerExternal: 'inactive',
};
/** Externals are hired without payroll; what a payroll employee's hours are is not in these records. */
const TYPES: Record<string, EmploymentType> = { external: 'contractor', formerExternal: 'contractor' };
/** "unknown" says Nmbrs does not know: null, not an unreadable value. */
const GENDERS: Record<string, Gender | 'unknown'> = { male: 'male', female: 'female', unspecified: 'not_specified', unknown: 'unknown' };

const periodKey = (p: NmbrsPeriod | null | undefined): number => (p?.year ?? 0) * 100 + (p?.period ?? 0);

/**
 * The version in force: Nmbrs keeps personal info, functions and departments as versions applying from a payroll
 * period; the latest period wins, then the latest created.
 */
export function current<T extends { period?: NmbrsPeriod | null; createdAt?: string | null }>(versions: readonly T[] | null | undefined): T | null {
  let best: T | null = null;
  for (const v of versions ?? []) {
    if (!best) best = v;
    else {
      const byPeriod = periodKey(v.period) - periodKey(best.period);
      if (byPeriod > 0 || (byPeriod === 0 && (v.createdAt ?? '') > (best.createdAt ?? ''))) best = v;
    }
  }
  return best;
}

/** The latest employment (by start date): a rehired employee has several. */
export function latestEmployment(employments: readonly NmbrsEmployment[] | null | undefined): NmbrsEmployment | null {
  let best: NmbrsEmployment | null = null;
  for (const e of employments ?? []) if (!best || (e.startDate ?? '') > (best.startDate ?? '')) best = e;
  return best;
}

export function toCompany(c: NmbrsCompany, read: Reader): RemoteCompany | null {
  const id = read.id(c.companyId);
  if (id === null) return read.skip('companyId', 'no company id');
  return namedCompany(id, str(c.name));
}

/** What the employee lists other than personal info say of one employee, found by employeeId. */
export interface EmployeeDetails {
  employments: ReadonlyMap<string, NmbrsEmployeeEmployments>;
  functions: ReadonlyMap<string, NmbrsEmployeeFunctions>;
  departments: ReadonlyMap<string, NmbrsEmployeeDepartments>;
}

export function byEmployee<T extends { employeeId?: string | null }>(rows: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) {
    const id = str(row.employeeId);
    if (id !== null) map.set(id, row);
  }
  return map;
}

const joinName = (...parts: unknown[]): string | null => {
  const words = parts.map(str).filter((p): p is string => p !== null);
  return words.length > 0 ? words.join(' ') : null;
};

/** An employee from its personal info versions and the other lists; null (skipped, counted) without an id. */
export function toEmployee(row: NmbrsEmployeePersonalInfo, details: EmployeeDetails, read: Reader): RemoteEmployee | null {
  const id = read.id(row.employeeId);
  if (id === null) return read.skip('employeeId', 'no employee id');
  const info: NmbrsPersonalInfo = current(row.info) ?? {};
  const basic = info.basicInfo ?? {};
  const type = str(basic.employeeType);
  if (type !== null && NOT_EMPLOYEES.has(type.toLowerCase())) return null;
  const birth = info.birthInfo ?? {};
  const contact = info.contactInfo ?? {};
  const employment = latestEmployment(details.employments.get(id)?.employments);
  const fn: NmbrsFunction | null = current(details.functions.get(id)?.functions);
  const department: NmbrsDepartment | null = current(details.departments.get(id)?.departments);
  const firstName = str(basic.firstName) ?? str(basic.firstNameInFull);
  const lastName = joinName(basic.prefix, basic.lastName);
  const gender = read.enum(birth.gender, GENDERS, 'birthInfo.gender');
  const departmentId = str(department?.departmentId);
  return {
    ...blankEmployee(id),
    employee_number: str(basic.employeeNumber),
    first_name: firstName,
    last_name: lastName,
    display_full_name: joinName(firstName, lastName),
    nationality: str(birth.nationality?.codeISO) ?? str(birth.nationalityCodeISO),
    job_title: str(fn?.description),
    work_email: str(contact.businessEmail),
    personal_email: str(contact.privateEmail),
    mobile_phone_number: str(contact.privateMobilePhone) ?? str(contact.businessMobilePhone),
    gender: gender === 'unknown' ? null : gender,
    date_of_birth: read.date(birth.birthDate, 'birthInfo.birthDate'),
    employment_status: read.enum(type, STATUSES, 'basicInfo.employeeType'),
    employment_type: type === null ? null : (TYPES[type] ?? null),
    start_date: read.date(employment?.startDate, 'employments.startDate'),
    termination_date: read.date(employment?.endDate, 'employments.endDate'),
    group_remote_ids: knownIds(departmentId),
  };
}

/** The departments the employees' department versions name (Nmbrs lists no departments per company). */
export function toGroups(rows: readonly NmbrsEmployeeDepartments[], read: Reader): RemoteGroup[] {
  const versions = new Map<string, NmbrsDepartment[]>();
  for (const row of rows) {
    for (const d of row.departments ?? []) {
      const id = str(d.departmentId);
      if (id === null) read.skip('departments.departmentId', 'department without an id');
      else versions.set(id, [...(versions.get(id) ?? []), d]);
    }
  }
  // The version in force names the department as it is called now.
  return [...versions].map(([id, named]) => ({ remote_id: id, name: str(current(named)?.description), type: 'department' }));
}
