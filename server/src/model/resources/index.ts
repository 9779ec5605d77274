// Every declaration of the HR model, by resource. See ../declare.ts for what is derived from them.
import { BANK_ACCOUNT, COMPENSATION_ENTRY, DEPENDENT, EMERGENCY_CONTACT, EMPLOYEE, EMPLOYEE_MANAGER, EMPLOYMENT_ENTRY } from './employee';
import { ADDRESS, COMPANY, GROUP, IDENTITY, WORK_LOCATION } from './org';
import { PAYRUN, PAYSLIP, PAYSLIP_EARNING, PAYSLIP_LINE, PAYSLIP_TAX } from './payroll';
import { TIME_OFF_BALANCE, TIME_OFF_ENTRY, TIME_OFF_POLICY, TIMESHEET } from './time';

export * from './employee';
export * from './org';
export * from './payroll';
export * from './time';

/** The records a sync stores, each in a table of its own (hr_*). */
export const STORED = [COMPANY, IDENTITY, WORK_LOCATION, GROUP, EMPLOYEE, TIME_OFF_POLICY, TIME_OFF_ENTRY, TIME_OFF_BALANCE, TIMESHEET, PAYRUN, PAYSLIP] as const;

/** Every object the doors return (GraphQL types, OpenAPI components), nested ones included. */
export const WIRE_OBJECTS = [
  ADDRESS,
  COMPANY,
  IDENTITY,
  GROUP,
  WORK_LOCATION,
  EMPLOYEE_MANAGER,
  BANK_ACCOUNT,
  EMPLOYMENT_ENTRY,
  COMPENSATION_ENTRY,
  DEPENDENT,
  EMERGENCY_CONTACT,
  EMPLOYEE,
  TIME_OFF_ENTRY,
  TIME_OFF_BALANCE,
  TIMESHEET,
  PAYRUN,
  PAYSLIP_LINE,
  PAYSLIP_EARNING,
  PAYSLIP_TAX,
  PAYSLIP,
] as const;
