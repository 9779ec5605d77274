// Pay runs and payslips (SPEC §3, xhr mode only). Money is integer cents; payslip lines are JSONB, always
// read with their payslip, ordered, without identity of their own.
import { boolean, cents, date, decimal, defineObject, id, list, oneOf, remoteId, text } from '../declare';
import { CURRENCY, PAYRUN_STATE, PAYRUN_TYPE } from '../enums';
import { IDS } from './org';
import { OF_EMPLOYEE } from './time';

export const PAYRUN = defineObject(
  'Payrun',
  {
    ...IDS,
    state: oneOf(PAYRUN_STATE),
    type: oneOf(PAYRUN_TYPE),
    start_date: date(),
    end_date: date(),
    payment_date: date(),
  },
  { description: 'A pay run (xhr mode only).', table: { name: 'hr_payrun' } },
);

export const PAYSLIP_LINE = defineObject('PayslipLine', { name: text(), amount: cents() });

export const PAYSLIP_EARNING = defineObject('PayslipEarning', {
  name: text(),
  amount: cents(),
  hours: decimal({ description: 'Hours paid, when the provider reports them.' }),
});

export const PAYSLIP_TAX = defineObject('PayslipTax', {
  name: text(),
  amount: cents(),
  employer_tax: boolean({ description: 'True when the employer pays the tax.' }),
});

export const PAYSLIP = defineObject(
  'Payslip',
  {
    ...IDS,
    ...OF_EMPLOYEE,
    payrun_id: id(),
    payrun_remote_id: remoteId(),
    payrun_type: oneOf(PAYRUN_TYPE),
    currency: oneOf(CURRENCY),
    gross_pay: cents(),
    net_pay: cents(),
    start_date: date(),
    end_date: date(),
    payment_date: date(),
    earnings: list(PAYSLIP_EARNING),
    contributions: list(PAYSLIP_LINE, { description: 'Employer-paid, not part of gross pay.' }),
    deductions: list(PAYSLIP_LINE),
    taxes: list(PAYSLIP_TAX),
    reimbursements: list(PAYSLIP_LINE),
  },
  { description: 'One employee’s pay in a pay run (xhr mode only).', table: { name: 'hr_payslip', textJson: true } },
);
