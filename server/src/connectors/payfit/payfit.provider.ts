// PayFit, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, oauthKeySignIn, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createPayfitConnector } from './payfit.connector';

/** The description's authorizationCode flow (https://developers.payfit.io/docs/authentication-with-oauth2). */
const OAUTH: ProviderOAuthEndpoints = {
  authorizeUrl: 'https://oauth.payfit.com/authorize',
  tokenUrl: 'https://oauth.payfit.com/token',
  // What the connector reads, nothing more (https://developers.payfit.io/docs/scopes-for-partners).
  scopes: [
    'collaborators:read',
    'collaborators:contracts:read',
    'collaborators:management:read',
    'collaborators:personal:read',
    'collaborators:legal-identity:read',
    'contracts:read',
    'contracts:time-information:read',
  ],
  clientAuth: 'post',
  pkce: false,
};

export const payfitProvider = defineProvider({
  id: 'payfit',
  brand: { displayName: 'PayFit', color: '#0F5FD6', tags: ['fr', 'uk', 'eu', 'europe', 'payroll'] },
  signIn: oauthKeySignIn(),
  api: {
    baseUrl: 'https://partner-api.payfit.com',
    docs: 'https://developers.payfit.io',
    oauth: OAUTH,
  },
  connector: officialConnector(createPayfitConnector, {
    auth: oauthPopupAuth('payfit', OAUTH, 'Only PayFit partners get a client id and secret.'),
    resources: ['company', 'employees', 'groups'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'tax_id', 'ethnicity', 'marital_status', 'remote_created_at', 'avatar',
      'work_location_remote_id', 'bank_account', 'compensation_history', 'custom_fields', 'dependents',
      'emergency_contacts',
    ),
    notes: [
      'The Partner API is PayFit\'s "semi-private" API: an operator needs a PayFit partnership (client id and secret) before any customer can connect.',
      'The entity is the company of the tokens, read from PayFit\'s introspection endpoint (POST https://oauth.payfit.com/introspect, derived from the token URL) at sign-in; its name from GET /companies/{companyId}.',
      'Employees: the collaborators (GET /companies/{companyId}/collaborators, once per sync, shared with the groups) with the contracts (GET /companies/{companyId}/contracts: job name, full or part time), both 50 a page by nextPageToken. The start date is the first contract\'s; employment_status is active with an active contract, else pending, else inactive. PayFit lists personal phone numbers without saying which kind: the first is reported as mobile_phone_number. A gender of "other" has no counterpart and stays null.',
      'Groups: the team names the collaborators carry (PayFit has no team listing), as teams with ids prefixed team:.',
      'The contract list holds active, pending and last year\'s archived contracts only: older jobs are missing from employment_history.',
      'Not offered by the Partner API: time off (no absence endpoint in it), timesheets, work locations, identity. Payslips exist, but pay runs and payslips are xhr-mode resources in the spec. Not asked for: social security numbers and bank details (scopes of their own).',
    ],
  }),
  description: {
    file: 'payfit/payfit.com.yaml',
    version: '1.0.0',
    source: "konfig: konfig-dev/konfig sdks/db/custom-request-specs/payfit.com.yaml, PayFit's Partner API description linked from developers.payfit.io/openapi",
    undocumented: [
      {
        method: 'POST',
        path: '/introspect',
        docs: 'https://developers.payfit.io/docs/authentication-via-api-key',
        why: 'the company id of the tokens, on oauth.payfit.com beside the token endpoint',
      },
    ],
  },
});
