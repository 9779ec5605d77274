// Sage HR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector, subdomainApiKeySignIn } from '../provider';
import { createSagehrConnector } from './sagehr.connector';

export const sagehrProvider = defineProvider({
  id: 'sagehr',
  brand: { displayName: 'Sage HR', color: '#00A233', tags: ['uk', 'europe', 'hr'], mark: 'sage' },
  signIn: subdomainApiKeySignIn(
    'Sage HR API key',
    "Sage HR serves its API from each company's own subdomain (https://yourcompany.sage.hr/api) and the API key works only there; SPEC §2's form for it has the API key alone",
  ),
  api: {
    // The description's server is https://subdomain.sage.hr/api: the company's subdomain fills {domain}; a
    // configured base (PROVIDER_SAGEHR_BASE_URL) may carry {domain} too.
    baseUrl: 'https://{domain}.sage.hr/api',
    docs: 'https://developer.sage.com/hr/',
  },
  connector: officialConnector(createSagehrConnector, {
    auth: 'domain (company subdomain, added to the form) and api_key, sent as the X-Auth-Token header',
    resources: ['employees', 'groups', 'time-off-entries', 'time-off-balances', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'nationality', 'personal_email', 'tax_id', 'ethnicity', 'marital_status',
      'remote_created_at', 'work_location_remote_id', 'bank_account', 'compensation_history', 'custom_fields',
      'dependents', 'emergency_contacts',
    ),
    notes: [
      'The entity is the company subdomain; the API names no company, so company details are not offered.',
      'Employees: GET /employees (with team and position history) and GET /terminated-employees (inactive, with their termination date), both paged by page number until meta.next_page is null. The active list is fetched once per sync and shared with the balances. Sage HR\'s "employment status" is the kind of contract (Full-time, Part-time, ...): it fills employment_type; employment_status is active (pending before the start date) or, for the terminated list, inactive.',
      'Groups: the teams (GET /teams). Positions are job titles, not groups.',
      'Time off: GET /leave-management/requests, asked in spans of 64 days (the API refuses longer ones) across the window; cancelled requests are skipped. The amount is the request\'s hours; the policy (GET /leave-management/policies, once per sync) names the type.',
      'Time off balances cost one call per active employee (GET /employees/{id}/leave-management/balances): available and used, in the policy\'s unit.',
      'Creating an employee needs work_email (Sage HR requires an email); the start date is sent only when given (Sage HR would otherwise use the day of the call).',
      'Not fetched: compensation (one call per employee), custom fields, identity (an API key belongs to no person in the API), work locations (no endpoint), timesheets (the API only clocks in).',
    ],
  }),
  description: {
    file: 'sage-hr/sage.com.yaml',
    version: '1.0',
    source: "konfig: konfig-dev/konfig sdks/db/custom-request-specs/sage.com.yaml, a copy of Sage's sage-hr-v1.0.swagger.yml (developer.sage.com/hr)",
    undocumented: [],
  },
});
