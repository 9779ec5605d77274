// Visma Nmbrs, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, OAUTH_KEY_PLACEHOLDER, oauthPopupAuth, officialConnector, type ProviderOAuthEndpoints } from '../provider';
import { createNmbrsConnector } from './nmbrs.connector';

const DOCS = 'https://nmbrs.stoplight.io/docs/nmbrs-restapi';
/** Nmbrs' own OpenAPI document behind that reference; only its head (GET /api/companies, pagination) could be read. */
const OPENAPI = 'https://stoplight.io/api/v1/projects/nmbrs/nmbrs-restapi/nodes/api-design/nmbrs-api-Global.v1.yaml';
const BRYNQ = 'https://pypi.org/project/brynq-sdk-nmbrs/';
const PER_EMPLOYEE = `the company-wide list, one item per employee; path and record shape as BrynQ's Nmbrs REST client reads them (${BRYNQ})`;

// The reference's Authentication page (e9e0f5292b4a1-authentication): authorization code, access tokens for an hour,
// refresh tokens for 30 days. Scopes as Nmbrs' OpenID discovery document names them (Rebels-io/nmbrs-mcp
// src/auth/oauth.ts checked them there); PKCE as that client sends it.
const OAUTH: ProviderOAuthEndpoints = {
  authorizeUrl: 'https://identityservice.nmbrs.com/connect/authorize',
  tokenUrl: 'https://identityservice.nmbrs.com/connect/token',
  scopes: ['company.info.read', 'employee.info.read', 'employee.employment.read', 'employee.orgstructure.read', 'offline_access'],
  clientAuth: 'post',
  pkce: true,
  settings: [
    {
      name: 'SUBSCRIPTION_KEY',
      why:
        'every call carries X-Subscription-Key, the key of the product subscription made in the Nmbrs developer portal ' +
        '(https://developer.nmbrs.com/products) by whoever registered the app, i.e. the operator, like the client id and ' +
        'secret; the end customer has none, so it is a server setting and not a sign-in field',
    },
  ],
};

export const nmbrsProvider = defineProvider({
  id: 'nmbrs',
  brand: { displayName: 'Nmbrs', color: '#0077C8', tags: ['eu', 'europe', 'hr+payroll'] },
  signIn: {
    official: {
      placeholders: { apiKey: OAUTH_KEY_PLACEHOLDER },
      oauthPopup:
        "Nmbrs' REST API takes only OAuth 2.0 authorization-code access tokens, granted by a user of the customer's Nmbrs " +
        '(identityservice.nmbrs.com); its API tokens belong to the SOAP API, which Nmbrs retires on 1 March 2027',
    },
  },
  api: {
    baseUrl: 'https://api.nmbrsapp.com',
    docs: DOCS,
    oauth: OAUTH,
  },
  connector: officialConnector(createNmbrsConnector, {
    auth: oauthPopupAuth('nmbrs', OAUTH, "The app is made in Nmbrs' partner portal."),
    resources: ['company', 'employees', 'groups'],
    employeeFields: employeeFieldsBut(
      'tax_id', 'ethnicity', 'marital_status', 'remote_created_at', 'avatar', 'home_location',
      'work_location_remote_id', 'manager_remote_id', 'bank_account', 'employment_history', 'compensation_history',
      'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'The entity is a Nmbrs company the grant reaches (GET /api/companies); several give a CHOOSE step. The company resource is that list entry: its name only (no legal name, tax id or address there).',
      'Access tokens last an hour: they are refreshed with the refresh token when they expire (or after a 401), and the new tokens are stored on the connection.',
      'Lists are read with pageNumber and pageSize (100 asked for), while the pagination names a next page.',
      'Employees join four company-wide lists, each fetched once per sync: personal info, employments, functions and departments. Nmbrs keeps personal info, functions and departments as versions applying from a payroll period; the latest period (then the latest created) is taken as current, so a version entered ahead for a later period already shows.',
      'Applicants and rejected applicants (employeeType) are not employees and are left out. employment_status follows employeeType (payroll and external: active, newHire: pending, former…: inactive); employment_type is only known for externals (contractor).',
      'last_name keeps the Dutch name prefix ("van der Berg"); first_name is the name the employee is called by, else the full first names. mobile is the private mobile, else the business mobile. start_date and termination_date come from the latest employment.',
      'Groups are the departments the employees\' department versions name ("departmentId"); Nmbrs lists departments per debtor, not per company.',
      'Not fetched: addresses, bank accounts, salaries, contracts, schedules, managers (each a further company-wide list), leave and absence (their record shapes could not be read from the reference), identity, payroll.',
      "Shapes: Nmbrs publishes its reference as a Stoplight project whose pages could not be read; GET /api/companies and the pagination come from Nmbrs' own OpenAPI document and a published example, the company-wide employee lists from BrynQ's Nmbrs REST client. The reference page of each list is linked where its id is known, else the reference itself.",
    ],
  }),
  reference: {
    sources: [
      DOCS,
      `${OPENAPI} (Nmbrs' OpenAPI document: GET /api/companies and its pagination)`,
      `${BRYNQ} (BrynQ's Nmbrs REST client: employees.py, function.py, department.py, employment.py and their schemas)`,
      'https://github.com/Rebels-io/nmbrs-mcp (src/auth/oauth.ts and src/nmbrs/client.ts at 807937588893: OpenID endpoints, scopes, X-Subscription-Key on every call)',
    ],
    calls: [
      { method: 'GET', path: '/api/companies', docs: `${DOCS}/5fad7a8461a01-get-company-list`, why: 'the companies the grant reaches (sign-in) and the company' },
      {
        method: 'GET',
        path: '/api/companies/{companyId}/employees/personalinfo',
        docs: `${DOCS}/6a4f20c9f65fd-personal-info-object`,
        why: `every version of each employee's personal info object; ${PER_EMPLOYEE}`,
      },
      { method: 'GET', path: '/api/companies/{companyId}/employees/employments', docs: DOCS, why: `employments; ${PER_EMPLOYEE}` },
      { method: 'GET', path: '/api/companies/{companyId}/employees/functions', docs: DOCS, why: `function (job title) versions; ${PER_EMPLOYEE}` },
      { method: 'GET', path: '/api/companies/{companyId}/employees/departments', docs: DOCS, why: `department versions; ${PER_EMPLOYEE}` },
    ],
  },
});
