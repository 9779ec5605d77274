// Xero UK, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, oauthKeySignIn, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createXeroUkConnector } from './xero-uk.connector';

// XeroAPI/Xero-OpenAPI xero-identity.yaml; openid/profile/email give the id token (identity), offline_access the
// refresh token, accounting.settings.read the Organisation (company).
const OAUTH: ProviderOAuthEndpoints = {
  authorizeUrl: 'https://login.xero.com/identity/connect/authorize',
  tokenUrl: 'https://identity.xero.com/connect/token',
  scopes: ['openid', 'profile', 'email', 'offline_access', 'payroll.employees.read', 'accounting.settings.read'],
  clientAuth: 'basic',
  pkce: true,
};

export const xeroUkProvider = defineProvider({
  id: 'xero uk',
  brand: { displayName: 'Xero UK', color: '#1A8FC4', tags: ['uk', 'payroll'], mark: 'xero' },
  signIn: oauthKeySignIn(),
  api: {
    baseUrl: 'https://api.xero.com/payroll.xro/2.0',
    docs: 'https://developer.xero.com/documentation/api/payrolluk/overview',
    oauth: OAUTH,
  },
  connector: officialConnector(createXeroUkConnector, {
    auth: oauthPopupAuth('xero uk', OAUTH),
    resources: ['company', 'employees', 'identity'],
    employeeFields: [
      'first_name', 'last_name', 'personal_email', 'mobile_phone_number', 'tax_id', 'gender', 'date_of_birth',
      'employment_status', 'employment_type', 'start_date', 'remote_created_at', 'termination_date', 'home_location',
    ],
    notes: [
      'The entity is a Xero organisation (tenant) from GET /connections; several give a CHOOSE step. Calls carry it as Xero-Tenant-Id.',
      'Credentials are accessToken, refreshToken, expiresAt and idToken; the 30-minute access token is refreshed when it expires (Xero rotates the refresh token, which is stored back).',
      'Company: Accounting API GET /api.xro/2.0/Organisation (street address, else postal).',
      'Employees: Payroll UK GET /Employees, 100 a page. Xero keeps one email and phone number per employee (for payslips), reported as personal_email and mobile_phone_number; the National Insurance number is tax_id.',
      'employment_status comes from the dates, on the sync clock\'s UK calendar date: a start date still ahead is pending (a future starter), an end date already past inactive, anyone else active.',
      'employment_type: an off-payroll worker (IR35) is a contractor; otherwise the contract in force (Payroll UK contracts) says full_time, part_time or, for zero hours, other.',
      'Employees without an employeeID are skipped and counted in the sync report.',
      'Identity is read from the OpenID Connect id token received with the tokens (name and email; no phone).',
      'Not fetched: employee numbers, pay templates and leave (one call per employee each), payruns and payslips (xhr-only resources in the spec).',
    ],
  }),
  description: {
    file: 'xero-uk/xero-payroll-uk.yaml',
    version: '16.1.0',
    source: 'vendor: XeroAPI/Xero-OpenAPI xero-payroll-uk.yaml',
    undocumented: [
      {
        method: 'GET',
        path: '/connections',
        docs: 'https://developer.xero.com/documentation/guides/oauth2/tenants',
        why: "the organisations a grant reaches: Xero's identity API, whose xero-identity.yaml is not in ../shared/providers",
      },
      {
        method: 'GET',
        path: '/api.xro/2.0/Organisation',
        docs: 'https://developer.xero.com/documentation/api/accounting/organisation',
        why: "the company's names, tax number and address: Xero's Accounting API, whose xero_accounting.yaml is not in ../shared/providers",
      },
    ],
  },
});
