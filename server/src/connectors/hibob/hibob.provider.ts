// HiBob, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createHibobConnector } from './hibob.connector';

export const hibobProvider = defineProvider({
  id: 'hibob',
  brand: { displayName: 'HiBob', color: '#D6245A', tags: ['global', 'hr'], mark: 'hibob' },
  signIn: { official: { placeholders: { user: 'Service user ID', apiKey: 'Service user token' } } },
  api: {
    baseUrl: 'https://api.hibob.com/v1',
    docs: 'https://apidocs.hibob.com/reference',
  },
  connector: officialConnector(createHibobConnector, {
    auth: 'username = API service user id, api_key = its token; HTTP Basic',
    resources: ['employees', 'groups', 'time-off-entries', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'nationality', 'tax_id', 'ethnicity', 'marital_status', 'date_of_birth', 'employment_type', 'remote_created_at',
      'home_location', 'bank_account', 'compensation_history', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'Employees: POST /v1/people/search once per sync (everyone in one answer, inactive included) with humanReadable=APPEND: list fields keep their item ids (departments and sites are keyed by them) and the job title is read from the humanReadable node.',
      'Job history: the work table of everyone, GET /v1/bulk/people/work (cursor pagination, 200 a page; not in the published description, see below). Its job titles are list item ids, named through the title list.',
      'Groups are the items of the department list, work locations those of the site list (no addresses there); the field metadata (GET /v1/company/people/fields) names each list, and each list is read once per sync. Items may nest; archived items are kept (past employees may still name them).',
      'Time off entries come from the changes feed (GET /v1/timeoff/requests/changes with includePending=true), which reaches six months back: Created requests are approved, Pending ones pending; cancelled and deleted ones are skipped. A "Holiday" policy type (UK annual leave) is vacation.',
      'Not offered by the public API: company details, identity of the service user; balances only per employee and policy type, so not fetched; timesheets are not part of the public API.',
      'Create employee needs work_email, start_date and work_location_remote_id (Bob requires email, site and start date); the job title is a list field Bob does not take as text here.',
    ],
  }),
  description: {
    file: 'hibob/openapi.yaml',
    version: '1.0.0',
    source: "konfig: konfig-sdks/hi-bob-java-sdk api/openapi.yaml, Konfig's copy of HiBob's per-endpoint OpenAPI (apidocs.hibob.com)",
    undocumented: [
      {
        method: 'GET',
        path: '/bulk/people/work',
        docs: 'https://apidocs.hibob.com/reference/get_bulk-people-work',
        why: "the work table of every employee in pages; the Konfig copy predates it, while HiBob's own per-endpoint OpenAPI, hibob/hibob-public-api.generated.yml, has it",
      },
    ],
  },
});
