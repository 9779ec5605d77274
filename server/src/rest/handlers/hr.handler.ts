// REST adapters of the data API (SPEC §7): each passes the Bearer header, the path's mode and the raw
// input to the service both doors share; the service validates (same messages as GraphQL).
import type { DataCall } from '../../modules/hr/data-gate';
import { queryString, type RestCall, type RestHandler } from '../request';

const call = ({ c, req }: RestCall): DataCall => ({ authorization: req.header('authorization'), mode: c.request.params?.mode });
const range = ({ c }: RestCall) => ({ start_date: queryString(c, 'start_date'), end_date: queryString(c, 'end_date') });

export const getCompany: RestHandler = async (rc) => ({ body: await rc.services.hr.org.company(call(rc)) });

export const getIdentity: RestHandler = async (rc) => ({ body: await rc.services.hr.org.identity(call(rc)) });

export const listGroups: RestHandler = async (rc) => ({ body: await rc.services.hr.org.groups(call(rc)) });

export const listWorkLocations: RestHandler = async (rc) => ({ body: await rc.services.hr.org.workLocations(call(rc)) });

export const listEmployees: RestHandler = async (rc) => ({
  body: await rc.services.hr.employees.list(call(rc), { employment_status: queryString(rc.c, 'employment_status') }),
});

export const createEmployee: RestHandler = async (rc) => ({
  status: 201,
  body: await rc.services.hr.employeeCreate.create(call(rc), rc.req.body),
});

export const listTimeOffEntries: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timeOffEntries(call(rc), range(rc)) });

export const listTimeOffBalances: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timeOffBalances(call(rc)) });

export const listTimesheets: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timesheets(call(rc), range(rc)) });
