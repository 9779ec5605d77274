// Factorial, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider } from '../provider';
import { createFactorialConnector, FACTORIAL_API_VERSION } from './factorialhr.connector';

export const factorialhrProvider = defineProvider({
  id: 'factorialhr',
  brand: { displayName: 'Factorial', color: '#E51943', tags: ['eu', 'europe', 'hr'] },
  signIn: { official: { placeholders: { apiKey: 'Factorial API key' } } },
  api: {
    baseUrl: 'https://api.factorialhr.com/api',
    docs: 'https://apidoc.factorialhr.com/reference',
  },
  connector: {
    modes: ['official'],
    create: ({ options }) => createFactorialConnector(options),
    auth: 'api_key sent as the x-api-key header; CHOOSE lists the legal entities when there are several',
    resources: ['company', 'employees', 'groups', 'time-off-entries', 'time-off-balances', 'timesheets', 'work-locations', 'employee'],
    employeeFields: [
      'employee_number', 'first_name', 'last_name', 'display_full_name', 'nationality', 'job_title', 'work_email',
      'personal_email', 'mobile_phone_number', 'tax_id', 'gender', 'date_of_birth', 'employment_status',
      'start_date', 'remote_created_at', 'termination_date', 'home_location', 'work_location_remote_id',
      'manager_remote_id', 'bank_account', 'employment_history', 'group_remote_ids',
    ],
    notes: [
      `Written against API version ${FACTORIAL_API_VERSION}: the connector appends /${FACTORIAL_API_VERSION}/resources to a base URL that does not already end in /resources.`,
      'Every list is read 100 a page (page + limit) while meta.has_next_page is true.',
      'The connection is one legal entity: employees are those with its legal_entity_id; time off, balances and shifts are kept to them; teams and locations are company-wide.',
      'Job title and history come from contract versions; start_date is Factorial\'s seniority date.',
      'Salaries (contract versions) are not mapped: the unit of salary_amount is not stated in the reference.',
      'Identity is not offered for API keys.',
    ],
  },
});
