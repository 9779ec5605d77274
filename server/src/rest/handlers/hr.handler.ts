// REST adapters of the data API (SPEC §7): each passes the caller, the path's mode and the input as given
// to the service both doors share; the service validates (same messages as GraphQL).
import { parseMode } from '../../modules/connect/connect-input';
import type { DataCall } from '../../modules/hr/data-gate';
import { nextPageLink, queryString, type RestCall, type RestHandler } from '../request';

const call = ({ c, caller }: RestCall): DataCall => ({ caller, mode: parseMode(c.request.params?.mode) });
const range = ({ c }: RestCall) => ({ startDate: queryString(c, 'start_date'), endDate: queryString(c, 'end_date') });

export const getCompany: RestHandler = async (rc) => ({ body: await rc.services.hr.org.company(call(rc)) });

export const getIdentity: RestHandler = async (rc) => ({ body: await rc.services.hr.org.identity(call(rc)) });

export const listGroups: RestHandler = async (rc) => ({ body: await rc.services.hr.org.groups(call(rc)) });

export const listWorkLocations: RestHandler = async (rc) => ({ body: await rc.services.hr.org.workLocations(call(rc)) });

export const listEmployees: RestHandler = async (rc) => {
  const list = await rc.services.hr.employees.list(call(rc), {
    employmentStatus: queryString(rc.c, 'employment_status'),
    limit: queryString(rc.c, 'limit'),
    cursor: queryString(rc.c, 'cursor'),
  });
  return { body: list, headers: nextPageLink(rc, list.nextCursor) };
};

export const createEmployee: RestHandler = async (rc) => ({
  status: 201,
  body: await rc.services.hr.employeeCreate.create(call(rc), rc.req.body),
});

export const listTimeOffEntries: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timeOffEntries(call(rc), range(rc)) });

export const listTimeOffBalances: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timeOffBalances(call(rc)) });

export const listTimesheets: RestHandler = async (rc) => ({ body: await rc.services.hr.time.timesheets(call(rc), range(rc)) });
