// BambooHR, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createBamboohrConnector } from './bamboohr.connector';

export const bamboohrProvider = defineProvider({
  id: 'bamboohr',
  brand: { displayName: 'BambooHR', color: '#5A9E14', tags: ['global', 'us', 'hr'] },
  signIn: {
    official: { placeholders: { domain: 'yourcompany', apiKey: 'BambooHR API key' } },
    xhr: { placeholders: { domain: 'yourcompany', user: 'name@yourcompany.com' } },
  },
  api: {
    // The server of BambooHR's published description (and its Python SDK): the company's own subdomain, paths
    // under /api/v1. The older gateway (api.bamboohr.com/api/gateway.php/{domain}/v1) is not in it.
    baseUrl: 'https://{domain}.bamboohr.com',
    docs: 'https://documentation.bamboohr.com/reference',
  },
  connector: officialConnector(createBamboohrConnector, {
    auth: 'domain (company subdomain) and api_key; HTTP Basic with the key as username and "x" as password',
    resources: [
      'company', 'employees', 'groups', 'identity', 'time-off-entries', 'time-off-balances', 'timesheets',
      'work-locations', 'employee',
    ],
    employeeFields: employeeFieldsBut(
      'remote_created_at', 'avatar', 'bank_account', 'employment_history', 'custom_fields', 'dependents',
      'emergency_contacts',
    ),
    notes: [
      'The company domain from sign-in fills the base URL template; a configured base (PROVIDER_BAMBOOHR_BASE_URL) may carry `{domain}` too.',
      'Employees come from one custom report (POST /api/v1/reports/custom?format=json, current values), fetched once per sync and shared with the balances; BambooHR does not paginate it. BambooHR marks the report deprecated in favour of datasets.',
      'The list fields (GET /api/v1/meta/lists) are fetched once per sync: departments and divisions are groups (divisions without a group type); locations are work locations, without addresses (the list field has none).',
      'Identity is the employee record of the API key owner (GET /api/v1/employees/0); null when the key belongs to a user without one.',
      'Time off: requests with status approved, denied or requested; canceled and superseded requests are not time off and are skipped. A type named "Holiday" (UK annual leave) is vacation; "Bank holiday" and "Public holiday" are holiday.',
      'Time off balances cost one call per employee (GET /api/v1/employees/{employeeId}/time_off/calculator).',
      'Timesheets: the last 365 days (the endpoint refuses longer ranges).',
      'Not fetched: job, compensation and emergency-contact history tables (one call per employee each), dependents, bank accounts, avatars, remote_created_at.',
      'Time off requests carry calendar dates only, so remote_created_at/remote_modified_at stay null.',
      'Payruns and payslips are not offered by the API.',
    ],
  }),
  description: {
    file: 'bamboohr/public.yaml',
    version: '1.0',
    source: "vendor: BambooHR/bhr-api-python specs/public.yaml, generated 2026-04-27 from BambooHR's public OpenAPI",
    undocumented: [],
  },
});
