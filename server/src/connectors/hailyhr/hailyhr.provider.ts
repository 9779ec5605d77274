// Hailey HR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { apiKeySignIn, defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createHailyhrConnector } from './hailyhr.connector';

const DOCS = 'https://api.haileyhr.app/docs/index.html';

export const hailyhrProvider = defineProvider({
  id: 'hailyhr',
  brand: { displayName: 'Hailey HR', color: '#E0592A', tags: ['eu', 'europe', 'hr'] },
  signIn: apiKeySignIn('Hailey HR personal access token'),
  api: { baseUrl: 'https://api.haileyhr.app', docs: DOCS },
  connector: officialConnector(createHailyhrConnector, {
    auth: 'api_key is a Hailey HR personal access token (profile menu, Access tokens; valid one year, with the rights of the account that made it), sent as a Bearer token',
    resources: ['employees', 'groups', 'time-off-entries', 'work-locations'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'nationality', 'mobile_phone_number', 'tax_id', 'ethnicity', 'marital_status',
      'remote_created_at', 'avatar', 'employment_history', 'compensation_history', 'custom_fields', 'dependents',
      'emergency_contacts',
    ),
    notes: [
      'The API is not paginated: GET /Employees and GET /TimeOff answer the whole company at once.',
      'GET /Company carries the reference lists (departments, teams, locations, titles, legal entities) but no id or name of the company itself, so company is not offered; it is fetched once per sync for groups, work locations and job title names (employees carry title ids).',
      'Groups are departments and teams ("department:<id>", "team:<id>"); legal entities are not groups.',
      'employment_status: "In service" is active, "Will join" pending; other statuses are nulled and counted. employment_type comes from the scope of employment (100% full time, less part time): the type ("Permanent", "Fixed term") says nothing about hours.',
      'Time off: Hailey lists one row per employee and day without an id, so each day is an entry "<employee>:<date>:<reason>" of the minutes off (in hours), kept when it falls in the sync window; approved when isApproved, otherwise unknown (pending and declined look the same). Reason names give the policy type ("Holiday" is vacation).',
      'Not filled: mobile phone (Hailey has a private and a work phone, neither said to be mobile), tax id (the personal identity number is not a tax id everywhere), emergency contact (one free-text name), compensation (per-employee salaries need one call each), custom fields, identity, balances, timesheets, payroll.',
      'Creating employees is not offered: POST /Employee answers 201 without the new employee or its id.',
    ],
  }),
  reference: {
    sources: [DOCS, 'https://api.haileyhr.app/docs/v1/docs.json (read through bcc-code/hailey-client-dotnet, generated from it)'],
    calls: [
      { method: 'GET', path: '/Company', docs: DOCS, why: 'sign-in check; departments, teams, locations, titles' },
      { method: 'GET', path: '/Employees', docs: DOCS },
      { method: 'GET', path: '/TimeOff', docs: DOCS },
    ],
  },
});
