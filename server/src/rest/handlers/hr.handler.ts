// REST adapters of the data API (SPEC §7): each passes the caller, the path's mode and the input as given
// to the service both doors share; the service validates (same messages as GraphQL).
import { parseMode } from '../../modules/connect/connect-input';
import type { DataCall } from '../../modules/hr/data-gate';
import { dateRange, listed, paging, queryString, type RestCall, type RestHandler } from '../request';

const call = ({ c, caller }: RestCall): DataCall => ({ caller, mode: parseMode(c.request.params?.mode) });

export const getCompany: RestHandler = async (rc) => ({ body: await rc.services.hr.org.company(call(rc)) });

export const getIdentity: RestHandler = async (rc) => ({ body: await rc.services.hr.org.identity(call(rc)) });

export const listGroups: RestHandler = (rc) => listed(rc, rc.services.hr.org.groupsList(call(rc), paging(rc)));

export const listWorkLocations: RestHandler = (rc) => listed(rc, rc.services.hr.org.workLocationsList(call(rc), paging(rc)));

export const listEmployees: RestHandler = (rc) =>
  listed(rc, rc.services.hr.employees.list(call(rc), { employmentStatus: queryString(rc.c, 'employment_status'), ...paging(rc) }));

export const createEmployee: RestHandler = async (rc) => ({
  status: 201,
  body: await rc.services.hr.employeeCreate.create(call(rc), rc.req.body),
});

export const listTimeOffEntries: RestHandler = (rc) => listed(rc, rc.services.hr.time.list(call(rc), 'entries', { ...dateRange(rc), ...paging(rc) }));

export const listTimeOffBalances: RestHandler = (rc) => listed(rc, rc.services.hr.time.list(call(rc), 'balances', paging(rc)));

export const listTimesheets: RestHandler = (rc) => listed(rc, rc.services.hr.time.list(call(rc), 'timesheets', { ...dateRange(rc), ...paging(rc) }));
