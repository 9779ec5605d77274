// Humaans, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { defineProvider } from '../provider';
import { createHumaansConnector } from './humaans.connector';

export const humaansProvider = defineProvider({
  id: 'humaans',
  brand: { displayName: 'Humaans', color: '#1B1F3B', tags: ['uk', 'europe', 'hr'] },
  signIn: { official: { placeholders: { apiKey: 'Humaans API access token' } } },
  api: {
    baseUrl: 'https://app.humaans.io/api',
    docs: 'https://docs.humaans.io/api/',
  },
  connector: {
    modes: ['official'],
    create: ({ options }) => createHumaansConnector(options),
    auth: 'api_key = a Humaans API access token (Bearer)',
    resources: ['company', 'employees', 'groups', 'identity', 'time-off-entries', 'timesheets', 'work-locations', 'employee'],
    employeeFields: [
      'employee_number', 'first_name', 'last_name', 'nationality', 'job_title', 'work_email', 'personal_email',
      'mobile_phone_number', 'tax_id', 'gender', 'date_of_birth', 'employment_status', 'start_date',
      'remote_created_at', 'termination_date', 'home_location', 'work_location_remote_id', 'manager_remote_id',
      'bank_account', 'employment_history', 'compensation_history', 'group_remote_ids',
    ],
    notes: [
      'Every list is read with $limit=250 and $skip until total.',
      'Employees join people with job roles (title, department, reporting line, history), compensations and bank accounts.',
      'Departments (on job roles) and teams (on people) are names in Humaans, so groups have ids "department:<name>" and "team:<name>".',
      'Identity is the person owning the token (GET /api/me); the company is the one of that person.',
      'Timesheet start and end are local times without a timezone: only hours_worked is mapped.',
      'Not mapped: time away balances (Humaans exposes allocations, not balances), emergency contacts (one name field, no first/last split), avatars.',
    ],
  },
});
