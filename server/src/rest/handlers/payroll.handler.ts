// REST adapters of pay runs and payslips (xhr only: /xhr/payruns, /xhr/payruns/{payrun_id}).
import { queryString, type RestHandler } from '../request';

export const listPayruns: RestHandler = async ({ c, caller, services }) => ({
  body: await services.hr.payroll.payruns(caller, { startDate: queryString(c, 'start_date'), endDate: queryString(c, 'end_date') }),
});

export const getPayrun: RestHandler = async ({ c, caller, services }) => ({
  body: await services.hr.payroll.payslips(caller, String(c.request.params?.payrun_id ?? '')),
});
