// Oyster HR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, oauthKeySignIn, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createOysterhrConnector } from './oysterhr.connector';

// https://docs.oysterhr.com/docs/partner-guide-to-authorizing-access-to-developer-application: the consent page is each
// developer app's own "Authorization URL" (https://app.oysterhr.com/oauth/authorize/<app>), so the operator sets it;
// the token endpoint is in the description. Scopes are chosen on the app, none are sent.
const OAUTH: ProviderOAuthEndpoints = {
  tokenUrl: 'https://api.oysterhr.com/oauth2/token',
  scopes: [],
  clientAuth: 'post',
  pkce: false,
};

export const oysterhrProvider = defineProvider({
  id: 'oysterhr',
  brand: { displayName: 'Oyster HR', color: '#2B2E4A', tags: ['global', 'hr+payroll'] },
  signIn: oauthKeySignIn(),
  api: {
    baseUrl: 'https://api.oysterhr.com',
    docs: 'https://docs.oysterhr.com/reference',
    oauth: OAUTH,
  },
  connector: officialConnector(createOysterhrConnector, {
    auth: oauthPopupAuth(
      'oysterhr',
      OAUTH,
      "The consent page is the developer app's Authorization URL, on Oyster's Developer tab; the app needs the read permission.",
    ),
    resources: ['company', 'employees', 'groups', 'time-off-entries', 'time-off-balances'],
    employeeFields: [
      'display_full_name', 'nationality', 'job_title', 'work_email', 'mobile_phone_number', 'tax_id', 'date_of_birth',
      'employment_status', 'employment_type', 'start_date', 'termination_date', 'home_location',
      'compensation_history', 'group_remote_ids',
    ],
    notes: [
      'The entity is the company of the tokens (GET /v1/company); a partner app may be authorized by several companies, one connection each. Oyster rotates the refresh token at each refresh; the new one is stored.',
      'Employees are the engagements (GET /v1/engagements): EOR employments and contractors\' contracts. Oyster keeps one name per person (display_full_name; first and last name stay null) and one email (reported as work_email); a contract engagement is a contractor, and its taxIdNumber is tax_id. The termination date is the employment\'s lastDayOn (contracts have none); terminations (state, proposedDate) are not read, their states being undocumented. The employment\'s salary is a compensation entry without a period (Oyster does not say one).',
      'Employment status is known only for DRAFT engagements (pending: Oyster\'s hiring guide creates an employment as a draft before it is submitted for onboarding). IN_PROGRESS, the only other state the description shows, is not explained, so it and any other state are nulled and counted. employment_type is contractor for CONTRACT engagements; the description shows employment.employmentType only as null, so any value it has is nulled and counted.',
      'Groups: the departments (GET /v1/departments).',
      'Time off: GET /v1/time_off/requests (the API has no date filter: every request is read); the type is the policy, the amount periodInHours. Statuses come from the documented states only: SUBMITTED (pending), APPROVED and REJECTED; the only documented type is VACATION (vacation). Other states and types (Oyster documents no API value for sick or unpaid leave) are nulled and counted; the type still names the policy. Balances: the annual leave entitlements (GET /v1/time_off/entitlements), available and taken, in days, as vacation.',
      'Lists are paged with page and per_page (100) until meta.pages.',
      'Not offered: work locations, timesheets, identity, manager, employee numbers. Payroll exists (GET /v1/payroll), but pay runs and payslips are xhr-mode resources in the spec.',
    ],
  }),
  description: {
    file: 'oyster-hr/oysterhr.com.yaml',
    version: 'v1',
    source: "konfig: konfig-dev/konfig sdks/db/custom-request-specs/oysterhr.com.yaml, merged from Oyster's ReadMe reference (docs.oysterhr.com/reference)",
    undocumented: [],
  },
});
