// People HR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createPeoplehrConnector } from './peoplehr.connector';

export const peoplehrProvider = defineProvider({
  id: 'peoplehr',
  brand: { displayName: 'People HR', color: '#1E8C6E', tags: ['uk', 'hr'] },
  signIn: {
    official: { placeholders: { apiKey: 'People HR API key' } },
    xhr: { placeholders: { domain: 'yourcompany' } },
  },
  api: {
    baseUrl: 'https://api.peoplehr.net',
    docs: 'https://apidocs.peoplehr.com/',
  },
  connector: officialConnector(createPeoplehrConnector, {
    auth: 'api_key, sent as APIKey in the body of every POST',
    resources: ['employees', 'groups', 'time-off-entries', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'ethnicity', 'marital_status', 'remote_created_at', 'employment_history',
      'compensation_history', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'Every call is a POST with { APIKey, Action } to /Employee or /Holiday; the description keys each action as a path of its own ("/Employee  -  GetAllEmployeeDetail"). Errors come back as HTTP 200 with isError, so the envelope is checked on each answer; one that is neither about the key nor "no records" leaves the resource as stored, with a warning.',
      'Nothing is paginated: GetAllEmployeeDetail returns everyone (leavers included); it is fetched once per sync and shared by employees, groups, work locations and holidays.',
      'Departments and locations have no ids in People HR: groups are "department:<name>" and work locations use the location name as id.',
      'Time off entries are holidays (People HR\'s annual leave, so vacation; TOIL bookings have no policy type), read per employee (Holiday/GetHolidayDetail). Their remote id is the booking\'s AnnualLeaveTxnId, which the description\'s introduction offers for this; without one, the key it names for a calendar event (employee, start and end date).',
      'People HR allows 30 calls a minute per IP address: holidays cost one call per employee.',
      'The employee remote id is People HR\'s employee id (company-assigned), which is also the employee number.',
      'Creating an employee needs employee_number, start_date, job_title, work_location_remote_id (the location name) and a department group, as CreateNewEmployee requires.',
      'Not offered: company details and identity; balances (only the yearly allowance is exposed), timesheets, sickness and other absences are not fetched.',
    ],
  }),
  description: {
    file: 'peoplehr/peoplehr.com.yaml',
    version: '3.1',
    source: "konfig: konfig-dev/konfig custom-request-specs, People HR's published demo swagger (apidocs.peoplehr.com)",
    undocumented: [],
  },
});
