// Factorial, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { apiKeySignIn, defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createFactorialConnector, FACTORIAL_API_VERSION } from './factorialhr.connector';

export const factorialhrProvider = defineProvider({
  id: 'factorialhr',
  brand: { displayName: 'Factorial', color: '#E51943', tags: ['eu', 'europe', 'hr'] },
  signIn: apiKeySignIn('Factorial API key'),
  api: {
    baseUrl: 'https://api.factorialhr.com/api',
    docs: 'https://apidoc.factorialhr.com/reference',
  },
  connector: officialConnector(createFactorialConnector, {
    auth: "api_key sent as the x-api-key header (the description's `apikey` security scheme; every operation used also accepts its `oauth2` scheme, meant for marketplace apps, which Staffbridge does not use); CHOOSE lists the legal entities when there are several",
    resources: ['company', 'employees', 'groups', 'time-off-entries', 'time-off-balances', 'timesheets', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'ethnicity', 'marital_status', 'employment_type', 'avatar', 'work_location_remote_id', 'compensation_history',
      'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      `Written against the dated API ${FACTORIAL_API_VERSION} (/api/${FACTORIAL_API_VERSION}/resources/...), the version of the description it is proven against; a configured base URL that already ends in /resources is used as it is.`,
      'Lists: the description answers bare arrays; Factorial\'s pagination guide (https://apidoc.factorialhr.com/docs/how-does-it-work) answers { data, meta } pages of at most 100 and the next page is asked for with after_id = meta.end_cursor. The connector reads both; after_id is the one parameter it sends that the description lacks.',
      'Each list is fetched once per sync (legal entities, employees, teams, locations, contract versions, leave types, allowances) and shared by every resource that needs it.',
      'The connection is one legal entity: employees are read with legal_entity_ids[] (terminated ones included: only_active=false); leaves and shifts are kept to those employees; teams and locations are company-wide.',
      'Job title, job history and the hire date (start_date) come from contract versions (starts_on of the version in force); an active employee whose contract starts later is pending. Salaries are not mapped: the description does not say whether salary_amount is in cents.',
      'The 2024-10-01 employee has no location, so work_location_remote_id stays null.',
      'Time off: leaves with include_pending (approved: false is a pending request; rejected requests are not listed). Only hour-based leaves carry an amount (hours_amount_in_cents); day-based ones keep amount null. A leave type\'s identifier or name gives the policy type (annual_leave, "Holiday", "Vacaciones": vacation).',
      'Balances: one allowance_stats call per current employee and allowance (available_days, used_days, in the allowance\'s units).',
      'Timesheets are shifts: clock_in/clock_out are wall-clock times on the shift\'s date, made instants with the timezone of the location worked at (workplace_id) and left null without one; hours_worked comes from minutes.',
      'Creating an employee uses POST employees/employees/create_with_contract (the company_id comes from the legal entity).',
      'Identity is not offered for API keys; payroll is not read.',
    ],
  }),
  description: {
    file: 'factorialhr/openapi.v2024-10-01.json',
    version: '2.0.0',
    source: "other: nye/fitxapp's copy of Factorial's ReadMe registry entry @factorial/v2024-10-01 (apidoc.factorialhr.com)",
    undocumented: [],
  },
});
