// REST adapters of pay runs and payslips (xhr only: /xhr/payruns, /xhr/payruns/{payrun_id}).
import { dateRange, listed, paging, type RestHandler } from '../request';

export const listPayruns: RestHandler = (rc) =>
  listed(rc, rc.services.hr.payroll.payrunList(rc.caller, { ...dateRange(rc), ...paging(rc) }));

export const getPayrun: RestHandler = (rc) =>
  listed(rc, rc.services.hr.payroll.payslipList(rc.caller, String(rc.c.request.params?.payrun_id ?? ''), paging(rc)));
