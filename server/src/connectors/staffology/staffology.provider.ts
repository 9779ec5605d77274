// Staffology, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createStaffologyConnector } from './staffology.connector';

export const staffologyProvider = defineProvider({
  id: 'staffology',
  brand: { displayName: 'Staffology', color: '#2F6FD6', tags: ['uk', 'payroll'] },
  signIn: {
    // The domain input holds the Staffology Employer Id.
    official: { placeholders: { employerId: 'Employer Id, e.g. 3fa85f64-5717-4562-b3fc-2c963f66afa6', apiKey: 'Staffology API key' } },
  },
  api: {
    baseUrl: 'https://api.staffology.co.uk',
    docs: 'https://app.staffology.co.uk/api/docs/',
  },
  connector: officialConnector(createStaffologyConnector, {
    auth: 'api_key as the HTTP Basic password (any username); domain may name the employer id, otherwise CHOOSE lists the employers',
    resources: ['company', 'employees', 'groups', 'time-off-balances', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'nationality', 'work_email', 'ethnicity', 'remote_created_at', 'work_location_remote_id',
      'manager_remote_id', 'employment_history', 'custom_fields', 'dependents', 'emergency_contacts',
    ),
    notes: [
      'One connection is one employer. The employee list (pageNum/pageSize, 100 a page) only holds references, so each employee is read on its own (four at a time), once per sync for employees, groups and balances. A reference without a (uuid) id is skipped and counted.',
      'Groups are the departments the employees name (code and title, keyed by code as employees refer to them): the department list answers bare references without the code.',
      'Balances are the holiday allowance kept on each employee (leaveSettings: remaining and used), policy "Holiday": UK annual leave, so vacation.',
      'Addresses are five free lines: they all go to street_address, with the postcode and the UK nation (GB) or the foreign country.',
      'employment_type is contractor for CIS subcontractors; Staffology does not say full or part time.',
      'Create employee needs date_of_birth, gender (male or female) and employee_number (the payroll code), as Staffology requires; the marital status is sent as Unknown unless given, and a start date goes with the starter declaration Unknown.',
      'Not mapped: time off entries (only per employee), work locations (Staffology has none), identity; payruns are out of official scope here.',
    ],
  }),
  description: {
    file: 'staffology/swagger.json',
    version: 'v1',
    source: "other: SynergiTech/staffology-swagger, a mirror of Staffology's live swagger (api.staffology.co.uk/swagger/v1/swagger.json)",
    undocumented: [],
  },
});
