// REST adapters of pay runs and payslips (xhr only: /xhr/payruns, /xhr/payruns/{payrun_id}).
import { queryString, type RestHandler } from '../request';

export const listPayruns: RestHandler = async ({ c, req, services }) => ({
  body: await services.hr.payroll.payruns(req.header('authorization'), {
    start_date: queryString(c, 'start_date'),
    end_date: queryString(c, 'end_date'),
  }),
});

export const getPayrun: RestHandler = async ({ c, req, services }) => ({
  body: await services.hr.payroll.payslips(req.header('authorization'), c.request.params?.payrun_id),
});
