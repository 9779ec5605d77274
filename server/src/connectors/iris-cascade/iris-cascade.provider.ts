// IRIS Cascade, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createIrisCascadeConnector } from './iris-cascade.connector';

export const irisCascadeProvider = defineProvider({
  id: 'iris cascade',
  brand: { displayName: 'IRIS Cascade', color: '#6D2077', tags: ['uk', 'hr+payroll'], mark: 'iris' },
  signIn: {
    // SPEC §2: username and a text password, which carry the API client key and secret here.
    official: { placeholders: { clientId: 'IRIS Cascade API client key', clientSecret: 'IRIS Cascade API client secret' } },
    xhr: { placeholders: { domain: 'yourcompany' } },
  },
  api: {
    baseUrl: 'https://api.iris.co.uk/hr/v2',
    docs: 'https://help.iris.co.uk/hr/cascade/api/',
  },
  connector: officialConnector(createIrisCascadeConnector, {
    auth:
      'username = API client key, password = client secret (shown as text); exchanged for a one-hour bearer token with the OAuth 2 ' +
      'client-credentials grant at https://api.iris.co.uk/oauth2/v1/token (HTTP Basic), fetched again when it expires',
    resources: ['employees', 'groups', 'time-off-entries', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'avatar', 'work_location_remote_id', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'The entity is the API key\'s Cascade tenant; the API has no company endpoint, so company details are not offered.',
      'Every list is OData, paged with $top (250, the maximum) and $skip; the employee list is fetched once per sync and shared with the groups.',
      'Employees: GET /employees with GET /jobs (job title, line manager, hierarchy node, contract type and salary history) and GET /bankdetails. employment_status is derived from the start and left dates (Cascade\'s WorkingStatus says where someone is today, not their employment). The National Insurance number is tax_id.',
      'Classifications (gender, ethnicity, marital status, contract type, pay frequency) come from each customer\'s Cascade system lists: only entries whose meaning is plain are mapped, others stay null. The salary\'s currency is not in the API (null); the sort code has no field in our model.',
      'Groups: the hierarchy nodes (GET /hierarchy), without a group type since which level is a department is each customer\'s own, and the employees\' cost centres (type cost_centre, ids prefixed cost-centre:).',
      'Time off: GET /attendance/absences overlapping the window ($filter), with their reasons (GET /attendance/absencereasons): a reason flagged Holiday is annual leave (vacation), Sick is sick. The amount is the sum of the absence days (GET /attendance/absencedays) for absences inside the window, in days. The API has no approval state, so status is null. The description types the absence list alone as a list of lists (Value: AbsenceModel[][]); both that and a flat list are read.',
      'Not offered by the API: work locations, timesheets, identity (a client-credentials key belongs to no person). Entitlements are listed without what was taken, so time off balances are not derived from them.',
    ],
  }),
  description: {
    file: 'iris-cascade/iris.co.uk_Cascade.yaml',
    version: '2',
    source: "konfig: konfig-dev/konfig sdks/db/custom-request-specs/iris.co.uk_Cascade.yaml, a copy of IRIS's swagger (swagger.hrapi.co.uk)",
    undocumented: [
      {
        method: 'POST',
        path: '/oauth2/v1/token',
        docs: 'https://help.iris.co.uk/hr/cascade/api/getstart/request-an-access-token.htm',
        why: 'the description names it only as the tokenUrl of its client-credentials security scheme',
      },
    ],
  },
});
