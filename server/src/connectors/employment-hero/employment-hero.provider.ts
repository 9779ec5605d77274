// Employment Hero, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, oauthKeySignIn, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createEmploymentHeroConnector } from './employment-hero.connector';

const DOCS = 'https://developer.employmenthero.com/api-references/';
const SDK = 'https://github.com/Thinkei/employmenthero-go';

// The reference's Authentication section: authorization code at oauth.employmenthero.com, client id and secret in
// the token request's form body (as the vendor's Go client sends them), no PKCE. Scopes are chosen once on the app
// in Employment Hero's developer portal, so none are sent.
const OAUTH: ProviderOAuthEndpoints = {
  authorizeUrl: 'https://oauth.employmenthero.com/oauth2/authorize',
  tokenUrl: 'https://oauth.employmenthero.com/oauth2/token',
  scopes: [],
  clientAuth: 'post',
  pkce: false,
};

export const employmentHeroProvider = defineProvider({
  id: 'employment hero',
  brand: { displayName: 'Employment Hero', color: '#7622D7', tags: ['global', 'uk', 'hr+payroll'] },
  signIn: oauthKeySignIn(),
  api: {
    baseUrl: 'https://api.employmenthero.com',
    docs: DOCS,
    oauth: OAUTH,
  },
  connector: officialConnector(createEmploymentHeroConnector, {
    auth: oauthPopupAuth('employment hero', OAUTH, "The app is made in Employment Hero's developer portal, where its scopes are picked (once)."),
    resources: ['company', 'employees', 'groups', 'time-off-entries', 'timesheets'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'tax_id', 'ethnicity', 'employment_status', 'employment_type', 'remote_created_at',
      'work_location_remote_id', 'bank_account', 'employment_history', 'compensation_history', 'custom_fields',
      'dependents', 'emergency_contacts',
    ),
    notes: [
      'The entity is the Employment Hero organisation the token reaches (GET /api/v1/organisations); several give a CHOOSE step.',
      'Access tokens live 15 minutes: they are refreshed with the refresh token when they expire (or after a 401), and the new tokens are stored on the connection.',
      'Lists are read with page_index and item_per_page (100 asked for), following total_pages.',
      'Groups are the organisation\'s teams ("team:<id>") and the cost centres its employees name ("cost_centre:<id>"; there is no cost centre list). Team membership needs one call per team and is not fetched, so employees list only their cost centres.',
      'employee_number is the employee code; the work email is company_email (account_email is the login); mobile is the personal mobile, else the company mobile. The address is one free-text line, kept as street_address with the country.',
      'Not filled: employment_status and employment_type (the employee record carries neither; employment type is in per-employee employment history), work location (a name only, with no location list), compensation and bank accounts (per-employee calls), emergency contacts, identity, balances, payroll.',
      'Time off: every leave request of the organisation (the reference shows no date filter), in hours; Approved, Pending and Declined map to approved, pending and rejected. Timesheets: every entry (GET …/employees/-/timesheet_entries), hours from the seconds in `time`.',
    ],
  }),
  reference: {
    sources: [DOCS, `${SDK} (the vendor's Go client, types.go and its tests)`],
    calls: [
      { method: 'GET', path: '/api/v1/organisations', docs: `${DOCS}#get-all-organisations`, why: 'the organisations the token reaches (sign-in)' },
      { method: 'GET', path: '/api/v1/organisations/{organisation_id}', docs: `${DOCS}#get-an-organisation` },
      { method: 'GET', path: '/api/v1/organisations/{organisation_id}/employees', docs: `${DOCS}#get-employees` },
      { method: 'GET', path: '/api/v1/organisations/{organisation_id}/teams', docs: `${DOCS}#get-all-teams` },
      { method: 'GET', path: '/api/v1/organisations/{organisation_id}/leave_requests', docs: `${DOCS}#get-leave-requests` },
      {
        method: 'GET',
        path: '/api/v1/organisations/{organisation_id}/employees/{employee_id}/timesheet_entries',
        docs: `${DOCS}#get-timesheet-entries`,
        why: 'employee_id "-" for every employee',
      },
    ],
  },
});
