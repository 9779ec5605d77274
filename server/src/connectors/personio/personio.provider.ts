// Personio, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createPersonioConnector } from './personio.connector';

export const personioProvider = defineProvider({
  id: 'personio.de',
  brand: { displayName: 'Personio', color: '#1D1D1B', tags: ['eu', 'europe', 'hr'], mark: 'personio' },
  signIn: {
    official: { placeholders: { clientId: 'Personio API client ID', clientSecret: 'Personio API client secret' } },
    xhr: { placeholders: { domain: 'yourcompany', user: 'name@yourcompany.de' } },
  },
  api: {
    baseUrl: 'https://api.personio.de/v1',
    docs: 'https://developer.personio.de/v1.0/reference',
  },
  connector: officialConnector(createPersonioConnector, {
    auth: 'username = API client id, password = client secret; exchanged at POST /v1/auth for a bearer token (rotated tokens from answers are followed)',
    resources: ['employees', 'groups', 'time-off-entries', 'time-off-balances', 'timesheets', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'employee_number', 'nationality', 'personal_email', 'mobile_phone_number', 'tax_id', 'ethnicity',
      'marital_status', 'date_of_birth', 'home_location', 'bank_account', 'employment_history', 'custom_fields',
      'dependents', 'emergency_contacts',
    ),
    notes: [
      'Employees: GET /v1/company/employees with offset and limit (100 a page, the maximum Personio allows), fetched once per sync and shared by employees, groups, work locations and balances.',
      'Groups are the distinct departments, teams and cost centres of the employees (v1 has no group listing); their remote ids carry the kind ("department:12").',
      'Work locations are the distinct offices of the employees: the published description has no office listing (GET /company/offices is not in it), only each employee\'s office (id and name, no address).',
      'Time off: GET /v1/company/time-offs (day-based absences; "offset" is the page number there). Hour-based absence periods are not fetched. Paid vacation is vacation, sick leave sick; other categories are judged by the type\'s name (annual leave, Urlaub, Holiday: vacation).',
      'Timesheets: GET /v1/company/attendances (confirmed ones); Personio gives local wall-clock times without a timezone, so start_time/end_time stay null and only hours_worked is derived.',
      'Balances: one call per employee (GET /v1/company/employees/{id}/absences/balance); used is not reported.',
      'employment_type is only known for external staff (contractor): "internal" does not say full or part time.',
      'Not offered by the v1 API: company details, identity; payroll is not part of the public API.',
    ],
  }),
  description: {
    file: 'personio/personio-personnel-data-api-oa3.yaml',
    parts: ['personio/personio-auth-api.yaml'],
    version: '1.0',
    source: "vendor: personio/api-docs (published to developer.personio.de), Personnel Data and Authentication v1",
    undocumented: [],
  },
});
