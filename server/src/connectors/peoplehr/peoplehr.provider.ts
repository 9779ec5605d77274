// People HR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider } from '../provider';
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
  connector: {
    modes: ['official'],
    create: ({ options }) => createPeoplehrConnector(options),
    auth: 'api_key, sent as APIKey in the body of every POST',
    resources: ['employees', 'groups', 'time-off-entries', 'work-locations', 'employee'],
    employeeFields: [
      'employee_number', 'first_name', 'last_name', 'nationality', 'job_title', 'work_email', 'personal_email',
      'mobile_phone_number', 'tax_id', 'gender', 'date_of_birth', 'employment_status', 'employment_type',
      'start_date', 'termination_date', 'avatar', 'home_location', 'work_location_remote_id', 'manager_remote_id',
      'bank_account', 'group_remote_ids',
    ],
    notes: [
      'Every call is a POST with { APIKey, Action }; errors come back as HTTP 200 with isError, so the envelope is checked on each answer. Nothing is paginated: GetAllEmployeeDetail returns everyone (leavers included).',
      'Departments and locations have no ids in People HR: groups are "department:<name>" and work locations use the location name as id.',
      'Time off entries are holidays, read per employee (Holiday/GetHolidayDetail); they have no id, so the remote id is "<employee id>:<start>:<end>".',
      'The employee remote id is People HR\'s employee id (company-assigned), which is also the employee number.',
      'Not offered: company details and identity; balances (only the yearly allowance is exposed), timesheets and absences other than holidays are not fetched.',
    ],
  },
});
