// Sapling, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, officialConnector, subdomainApiKeySignIn } from '../provider';
import { createSaplinghrConnector } from './saplinghr.connector';

const BASE_URL = 'https://{domain}.saplingapp.io/api/v1/beta';
const REFERENCE = 'https://kallidus.readme.io/reference/welcome-to-the-sapling-api';

export const saplinghrProvider = defineProvider({
  id: 'saplinghr',
  brand: { displayName: 'Sapling', color: '#1F9D6B', tags: ['us', 'hr'] },
  signIn: subdomainApiKeySignIn(
    'Sapling API key',
    "Sapling serves each company's API from its own subdomain (https://<subdomain>.saplingapp.io/api/v1/beta, or <subdomain>.kallidus-suite.com/hr/api/v1/beta for UK-hosted accounts), and an API key alone does not say which",
  ),
  api: { baseUrl: BASE_URL, docs: REFERENCE },
  connector: officialConnector((options) => createSaplinghrConnector({ ...options, declaredBaseUrl: BASE_URL }), {
    auth: 'domain (the company subdomain, or <subdomain>.kallidus-suite.com for UK-hosted accounts) and api_key (Integrations, API Keys), sent as a Bearer token',
    resources: ['employees', 'groups', 'work-locations'],
    employeeFields: [
      'first_name', 'last_name', 'job_title', 'work_email', 'personal_email', 'employment_status', 'start_date',
      'work_location_remote_id', 'group_remote_ids',
    ],
    notes: [
      'Users come from GET /users ("Get all Users"), fetched once per sync; the fields read are those of the user schema the reference publishes (guid, names, job title, department, location, state, emails, start date). The reference we could read documents no paging for the list, so none is asked for.',
      'Departments and locations are names in the user record: groups are "department:<name>" and work locations use the location name as id.',
      'Not filled: employee number, termination date, manager, compensation and the other job details tables (per-user "Get a User" calls), identity, company, time off, timesheets, payroll; creating users is not offered.',
    ],
  }),
  reference: {
    sources: [REFERENCE, 'https://kallidus.readme.io/reference/getauser (the user schema)'],
    calls: [{ method: 'GET', path: '/users', docs: 'https://kallidus.readme.io/reference/getauser', why: '"Get all Users", whose records the Get a User page describes' }],
  },
});
