// Employees (SPEC §3): the record and the value objects it carries (stored as JSONB, read whole with it).
// Manager, work location and groups are references: the provider's ids from a connector, ours in the store
// and in the create input, the records themselves in what the doors return.
import { boolean, cents, date, dateTime, defineObject, email, json, list, object, oneOf, ref, refs, remoteId, text, uuid } from '../declare';
import { CURRENCY, EMPLOYMENT_STATUS, EMPLOYMENT_TYPE, ETHNICITY, GENDER, MARITAL_STATUS, PAY_FREQUENCY } from '../enums';
import { ADDRESS, GROUP, IDS, WORK_LOCATION } from './org';

export const BANK_ACCOUNT = defineObject(
  'BankAccount',
  {
    account_number: text(),
    bank_name: text(),
    bic: text(),
    holder_name: text(),
    iban: text(),
  },
  { inputName: 'BankAccountInput' },
);

/** Stored resolved: group_id, group_name and manager_id are ours, found through the provider's ids. */
export const EMPLOYMENT_ENTRY = defineObject(
  'EmploymentEntry',
  {
    job_title: text(),
    effective_date: date(),
    group_id: uuid({ own: true, input: true }),
    group_remote_id: remoteId({ nullable: true }),
    group_name: text({ own: true }),
    manager_id: uuid({ own: true, input: true }),
    manager_remote_id: remoteId({ nullable: true }),
  },
  { inputName: 'EmploymentEntryInput', inputDescription: 'groupId and managerId are our ids.' },
);

export const COMPENSATION_ENTRY = defineObject(
  'CompensationEntry',
  {
    pay_rate: cents(),
    pay_period: text(),
    pay_frequency: oneOf(PAY_FREQUENCY),
    employment_type: oneOf(EMPLOYMENT_TYPE),
    currency: oneOf(CURRENCY),
    effective_date: date(),
    notes: text(),
  },
  { inputName: 'CompensationEntryInput' },
);

export const DEPENDENT = defineObject('Dependent', { name: text(), relationship: text() }, { inputName: 'DependentInput' });

export const EMERGENCY_CONTACT = defineObject(
  'EmergencyContact',
  {
    first_name: text(),
    last_name: text(),
    relationship: text(),
    mobile_phone_number: text(),
    primary_contact: boolean(),
  },
  { inputName: 'EmergencyContactInput' },
);

/** An employee's manager as the API shows it: a few fields of that employee's own record. */
export const EMPLOYEE_MANAGER = defineObject('EmployeeManager', {
  first_name: text(),
  last_name: text(),
  id: IDS.id,
  work_email: text(),
  remote_id: IDS.remote_id,
});

export const EMPLOYEE = defineObject(
  'Employee',
  {
    ...IDS,
    employee_number: text(),
    first_name: text({ required: true }),
    last_name: text({ required: true }),
    display_full_name: text(),
    nationality: text(),
    job_title: text(),
    work_email: email(),
    personal_email: email(),
    mobile_phone_number: text(),
    tax_id: text(),
    gender: oneOf(GENDER),
    ethnicity: oneOf(ETHNICITY),
    marital_status: oneOf(MARITAL_STATUS),
    date_of_birth: date(),
    employment_status: oneOf(EMPLOYMENT_STATUS),
    employment_type: oneOf(EMPLOYMENT_TYPE),
    start_date: date(),
    remote_created_at: dateTime(),
    termination_date: date(),
    avatar: text({ description: 'URL of the employee’s picture' }),
    home_location: object(ADDRESS),
    work_location: ref(WORK_LOCATION, { remote: 'work_location_remote_id', column: 'work_location_id', input: 'work_location_id' }),
    manager: ref(EMPLOYEE_MANAGER, { remote: 'manager_remote_id', column: 'manager_id', input: 'manager_id' }),
    bank_account: object(BANK_ACCOUNT),
    employment_history: list(EMPLOYMENT_ENTRY),
    compensation_history: list(COMPENSATION_ENTRY),
    custom_fields: json({ description: 'Provider-specific fields.' }),
    // Kept in hr_employee_group, in the provider's order.
    groups: refs(GROUP, { remote: 'group_remote_ids', input: 'group_ids' }),
    dependents: list(DEPENDENT),
    emergency_contacts: list(EMERGENCY_CONTACT),
  },
  {
    description: 'An employee (SPEC §3).',
    table: { name: 'hr_employee' },
    inputName: 'CreateEmployeeInput',
    inputDescription: 'A new employee. References (managerId, groupIds, workLocationId) are our ids.',
  },
);
