// HiBob, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider } from '../provider';
import { createHibobConnector } from './hibob.connector';

export const hibobProvider = defineProvider({
  id: 'hibob',
  brand: { displayName: 'HiBob', color: '#D6245A', tags: ['global', 'hr'], mark: 'hibob' },
  signIn: { official: { placeholders: { user: 'Service user ID', apiKey: 'Service user token' } } },
  api: {
    baseUrl: 'https://api.hibob.com/v1',
    docs: 'https://apidocs.hibob.com/reference',
  },
  connector: {
    modes: ['official'],
    create: ({ options }) => createHibobConnector(options),
    auth: 'username = API service user id, api_key = its token; HTTP Basic',
    resources: ['employees', 'groups', 'time-off-entries', 'work-locations', 'employee'],
    employeeFields: [
      'employee_number', 'first_name', 'last_name', 'display_full_name', 'job_title', 'work_email', 'personal_email',
      'mobile_phone_number', 'gender', 'employment_status', 'start_date', 'termination_date', 'avatar',
      'work_location_remote_id', 'manager_remote_id', 'employment_history', 'group_remote_ids',
    ],
    notes: [
      'Employees: POST /v1/people/search (all employees in one answer, inactive included) plus the work table history from GET /v1/bulk/people/work (cursor pagination, 200 a page).',
      'Groups are the department named list; work locations the site named list (no addresses there).',
      'Time off entries come from the changes feed (GET /v1/timeoff/requests/changes), which reaches six months back and does not carry the approval status (status stays null).',
      'Not offered by the public API: company details, identity of the service user; balances only per employee and policy type, so not fetched; timesheets are not part of the public API.',
      'Create employee needs work_email, start_date and work_location_remote_id (Bob requires email, site and start date).',
    ],
  },
});
