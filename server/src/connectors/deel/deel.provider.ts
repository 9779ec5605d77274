// Deel, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, oauthKeySignIn, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createDeelConnector } from './deel.connector';

// https://developer.deel.com/api/oauth ; tokens at /oauth2/tokens with HTTP Basic (changelog v1.27).
const OAUTH: ProviderOAuthEndpoints = {
  authorizeUrl: 'https://app.deel.com/oauth2/authorize',
  tokenUrl: 'https://app.deel.com/oauth2/tokens',
  scopes: ['organizations:read', 'people:read', 'time-off:read'],
  clientAuth: 'basic',
  pkce: false,
};

export const deelProvider = defineProvider({
  id: 'deel',
  brand: { displayName: 'Deel', color: '#15357A', tags: ['global', 'hr+payroll'] },
  signIn: oauthKeySignIn(),
  api: {
    baseUrl: 'https://api.letsdeel.com/rest/v2',
    docs: 'https://developer.deel.com/api',
    oauth: OAUTH,
  },
  connector: officialConnector(createDeelConnector, {
    auth: oauthPopupAuth('deel', OAUTH),
    resources: ['company', 'employees', 'groups', 'time-off-entries'],
    employeeFields: employeeFieldsBut(
      'mobile_phone_number', 'tax_id', 'gender', 'ethnicity', 'marital_status', 'avatar', 'work_location_remote_id',
      'bank_account', 'compensation_history', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'The entity is the Deel organization the token belongs to (GET /organizations); several give a CHOOSE step.',
      'Access tokens are refreshed with the refresh token when they expire (or after a 401), and the new tokens are stored on the connection.',
      'Employees: GET /people, paged with offset/limit (99 a page: the answer\'s items_per_page stops there), read once per sync for employees and groups; employee_number is Deel\'s worker id. People without an id are skipped and counted. Only the contractor hiring type maps to an employment type; hiring statuses other than active, inactive and onboarding stay null.',
      'Groups are the departments and teams the people list names (ids prefixed department: and team:, two id spaces in Deel; GET /departments answers numeric ids the people list does not use).',
      'Time off: GET /time_offs for the organization over the date window; cancelled requests are skipped and counted; the unit (days or hours) belongs to the policy and is left null, as are the policy name and type (the request names its type only by id).',
      'Not fetched: compensation, bank accounts, emergency contacts and dependents (per-person endpoints), time off balances, timesheets, identity.',
    ],
  }),
  description: {
    file: 'deel/openapi.yaml',
    version: '1.25.0',
    source: "vendor: letsdeel/deel-api-java-sdk api/openapi.yaml, the description Deel's Java SDK is generated from",
    undocumented: [],
  },
});
