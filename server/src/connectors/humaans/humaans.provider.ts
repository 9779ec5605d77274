// Humaans, declared once: brand, sign-in, API, connector and what it supports (see ../provider.ts).
import { apiKeySignIn, defineProvider, employeeFieldsBut, officialConnector } from '../provider';
import { createHumaansConnector } from './humaans.connector';

export const humaansProvider = defineProvider({
  id: 'humaans',
  brand: { displayName: 'Humaans', color: '#1B1F3B', tags: ['uk', 'europe', 'hr'] },
  signIn: apiKeySignIn('Humaans API access token'),
  api: {
    baseUrl: 'https://app.humaans.io/api',
    docs: 'https://docs.humaans.io/api/',
  },
  connector: officialConnector(createHumaansConnector, {
    auth: "api_key = a Humaans API access token, sent as a Bearer token (the outline's bearerAuth scheme)",
    resources: ['company', 'employees', 'groups', 'identity', 'time-off-entries', 'timesheets', 'work-locations', 'employee'],
    employeeFields: employeeFieldsBut(
      'display_full_name', 'ethnicity', 'marital_status', 'employment_type', 'avatar', 'custom_fields', 'dependents',
      'emergency_contacts',
    ),
    notes: [
      'Humaans publishes no OpenAPI description: the connector is proven against a third-party outline (API Evangelist) as far as it goes; it has schemas for people only, and the calls it lacks are listed below with Humaans\' docs.',
      'Every list is read with $limit=250 and $skip; a short page is the last. People, job roles, compensations, compensation types and bank accounts are each fetched once per sync.',
      'Employees join people with job roles (title, department, reporting line, history), compensations and bank accounts.',
      'Pay rates (compensation_history) are the compensations whose compensation type has baseType salary (annual or hourly, by period); bonuses, commissions, equity and custom types are left out. A token without compensations:read still syncs employees, without pay (a warning says so).',
      'Departments (on job roles) and teams (on people) are names in Humaans, so groups have ids "department:<name>" and "team:<name>".',
      'Identity is the person owning the token (GET /api/me); the company is the one of that person.',
      'Time away: entries that are time off (not working elsewhere); the type\'s name gives the policy type (Paid time off, Holiday, Annual leave: vacation).',
      'Timesheet start and end are local times without a timezone: only hours_worked is mapped.',
      'Not mapped: time away balances (Humaans exposes allocations, not balances), emergency contacts (one name field, no first/last split), avatars.',
    ],
  }),
  description: {
    file: 'humaans/humaans-api-openapi.yml',
    version: '1.0',
    source: 'other: api-evangelist/humaans-io, a third-party reconstruction from docs.humaans.io (Humaans publishes none; an unverified outline)',
    undocumented: [
      { method: 'GET', path: '/me', docs: 'https://docs.humaans.io/api/#me', why: 'the person owning the token: identity and the company id' },
      {
        method: 'GET',
        path: '/compensation-types',
        docs: 'https://docs.humaans.io/api/#compensation-types',
        why: 'baseType tells a salary from a bonus, commission or equity',
      },
    ],
  },
});
