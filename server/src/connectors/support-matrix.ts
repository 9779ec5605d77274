// Renders the connectors' support declarations as Markdown (docs/providers.md).
// Deterministic output: providers in the given order, resources and fields in a fixed order.
import type { Resource } from './connector';
import type { ConnectorSupport, EmployeeField } from './support';

const RESOURCE_COLUMNS: ReadonlyArray<[Resource, string]> = [
  ['company', 'company'],
  ['employees', 'employees'],
  ['groups', 'groups'],
  ['identity', 'identity'],
  ['time-off-entries', 'time off entries'],
  ['time-off-balances', 'time off balances'],
  ['timesheets', 'timesheets'],
  ['work-locations', 'work locations'],
  ['payruns', 'payruns'],
  ['employee', 'create employee'],
];

const EMPLOYEE_FIELDS: readonly EmployeeField[] = [
  'employee_number',
  'first_name',
  'last_name',
  'display_full_name',
  'nationality',
  'job_title',
  'work_email',
  'personal_email',
  'mobile_phone_number',
  'tax_id',
  'gender',
  'ethnicity',
  'marital_status',
  'date_of_birth',
  'employment_status',
  'employment_type',
  'start_date',
  'remote_created_at',
  'termination_date',
  'avatar',
  'home_location',
  'work_location_remote_id',
  'manager_remote_id',
  'bank_account',
  'employment_history',
  'compensation_history',
  'custom_fields',
  'group_remote_ids',
  'dependents',
  'emergency_contacts',
];

const YES = '✓';
const NO = '—';

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function row(cells: readonly string[]): string {
  return `| ${cells.map(escapeCell).join(' | ')} |`;
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

/** Markdown for docs/providers.md; takes the list or the officialSupport record (in its key order). */
export function renderSupportMatrix(
  input: readonly ConnectorSupport[] | Readonly<Record<string, ConnectorSupport>>,
): string {
  const supports: readonly ConnectorSupport[] = Array.isArray(input)
    ? (input as readonly ConnectorSupport[])
    : Object.values(input as Readonly<Record<string, ConnectorSupport>>);
  const out: string[] = [];
  out.push('# Providers (official mode)');
  out.push('');
  out.push('Generated from each connector\'s `ConnectorSupport` declaration by');
  out.push('`server/src/connectors/support-matrix.ts`; do not edit by hand. Rewrite it with');
  out.push('`WRITE=1 npx vitest run tests/connectors/support-matrix.test.ts`.');
  out.push('');
  out.push('## Resources');
  out.push('');
  out.push(
    table(
      ['provider', ...RESOURCE_COLUMNS.map(([, label]) => label)],
      supports.map((s) => [s.provider, ...RESOURCE_COLUMNS.map(([r]) => (s.resources.includes(r) ? YES : NO))]),
    ),
  );
  out.push('');
  out.push('## Employee fields');
  out.push('');
  out.push(
    table(
      ['field', ...supports.map((s) => s.provider)],
      EMPLOYEE_FIELDS.map((f) => [f, ...supports.map((s) => (s.employeeFields.includes(f) ? YES : NO))]),
    ),
  );
  out.push('');
  out.push('## Details');
  for (const s of supports) {
    out.push('');
    out.push(`### ${s.displayName} (\`${s.provider}\`)`);
    out.push('');
    out.push(`- API reference: ${s.reference}`);
    out.push(`- Default base URL: \`${s.defaultBaseUrl}\``);
    out.push(`- Sign-in: ${s.auth}`);
    for (const note of s.notes) out.push(`- ${note}`);
  }
  out.push('');
  return out.join('\n');
}
