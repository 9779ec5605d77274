// Breathe, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { apiKeySignIn, defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createBreatheConnector } from './breathe.connector';

/**
 * Breathe's public API reference (Swagger UI); each operation has an anchor. Lists page with page/per_page and
 * a Link header: https://developer.breathehr.com/documentation/request_and_response/pagination
 */
const REFERENCE = 'https://developer.breathehr.com/examples#!/';

export const breatheProvider = defineProvider({
  id: 'breathe',
  brand: { displayName: 'Breathe', color: '#E5336F', tags: ['uk', 'hr'] },
  signIn: apiKeySignIn('Breathe API key'),
  api: {
    baseUrl: 'https://api.breathehr.com/v1',
    docs: 'https://developer.breathehr.com/',
  },
  connector: officialConnector(createBreatheConnector, {
    auth: 'api_key sent as the X-API-KEY header',
    resources: ['company', 'employees', 'groups', 'time-off-entries', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'nationality', 'tax_id', 'ethnicity', 'marital_status', 'home_location', 'bank_account',
      'employment_history', 'compensation_history', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'Lists are read 100 a page, following the Link header (rel="next"); links to another host are refused.',
      'The company is the Breathe account (GET /v1/account): name only.',
      'Groups are departments and divisions (separate id spaces, so ids read "department:<id>" and "division:<id>").',
      'Time off entries are the booked absences overlapping the window (GET /v1/absences), cancelled ones left out; amounts are the days deducted; status is approved when an approver is recorded, otherwise unknown. Breathe\'s "Holiday" (UK annual leave) is vacation; "OtherLeave" is named by its leave reason.',
      'Not fetched: sickness records, leave requests awaiting approval, balances, timesheets; identity is not offered.',
    ],
  }),
  reference: {
    sources: ['https://developer.breathehr.com/examples', 'https://developer.breathehr.com/documentation/request_and_response'],
    note: "Breathe publishes none; ../shared/providers/INDEX.md found only a reference to its legacy swagger 1.2 endpoint, never stored",
    calls: [
      { method: 'GET', path: '/account', docs: `${REFERENCE}account/GET_version_account_json`, why: 'sign-in and the company' },
      { method: 'GET', path: '/employees', docs: `${REFERENCE}employees/GET_version_employees_json` },
      { method: 'POST', path: '/employees', docs: `${REFERENCE}employees/POST_version_employees_json` },
      { method: 'GET', path: '/departments', docs: `${REFERENCE}departments/GET_version_departments_json` },
      { method: 'GET', path: '/divisions', docs: `${REFERENCE}divisions/GET_version_divisions_json` },
      { method: 'GET', path: '/locations', docs: `${REFERENCE}locations/GET_version_locations_json` },
      { method: 'GET', path: '/absences', docs: `${REFERENCE}absences/GET_version_absences_json` },
    ],
  },
});
