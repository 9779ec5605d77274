// Renders docs/providers.md from the provider declarations (providers.ts). Deterministic output: providers
// in declaration order, resources and fields in a fixed order. tests/connectors/declarations.test.ts keeps
// the file current (WRITE=1 rewrites it).
import { OFFICIAL_PROVIDER_IDS, XHR_PROVIDER_IDS } from './catalogue-spec';
import { RESOURCES, type Resource } from './connector';
import type { EmployeeField, ProviderDeclaration } from './provider';

const RESOURCE_LABELS: Record<Resource, string> = {
  company: 'company',
  employees: 'employees',
  groups: 'groups',
  identity: 'identity',
  'time-off-entries': 'time off entries',
  'time-off-balances': 'time off balances',
  timesheets: 'timesheets',
  'work-locations': 'work locations',
  payruns: 'payruns',
  employee: 'create employee',
};

export const EMPLOYEE_FIELDS: readonly EmployeeField[] = [
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

function modesOf(id: string): string {
  const modes = [
    ...((OFFICIAL_PROVIDER_IDS as readonly string[]).includes(id) ? ['official'] : []),
    ...((XHR_PROVIDER_IDS as readonly string[]).includes(id) ? ['xhr'] : []),
  ];
  return modes.join(', ');
}

function details(p: ProviderDeclaration): string[] {
  const c = p.connector!;
  const out = ['', `### ${p.brand.displayName} (\`${p.id}\`)`, ''];
  if (p.api) {
    out.push(`- API reference: ${p.api.docs}`);
    out.push(`- Default base URL: \`${p.api.baseUrl}\``);
  }
  out.push(`- Sign-in: ${c.auth}`);
  for (const [mode, signIn] of Object.entries(p.signIn ?? {})) {
    for (const extra of signIn.extraFields ?? []) out.push(`- Sign-in adds \`${extra.field}\` (${mode}): ${extra.why}`);
  }
  const d = p.description;
  if (d) {
    const parts = (d.parts ?? []).map((part) => ` with \`${part}\``).join('');
    out.push(`- Proven against: \`${d.file}\`${parts} version ${d.version} (${d.source}), in ../shared/providers`);
    const calls = d.undocumented ?? [];
    if (calls.length === 0) out.push('- Every call it makes is in that description.');
    for (const call of calls) out.push(`- Not in the description: \`${call.method} ${call.path}\`, documented at ${call.docs}${call.why ? ` (${call.why})` : ''}`);
  } else {
    out.push('- Proven against: no published description (tests use fakes written from the public reference).');
  }
  for (const note of c.notes) out.push(`- ${note}`);
  return out;
}

/** Markdown for docs/providers.md. */
export function renderProvidersDoc(declarations: readonly ProviderDeclaration[]): string {
  const connected = declarations.filter((p) => p.connector && p.id !== 'sandbox');
  const brandOnly = declarations.filter((p) => !p.connector);
  const out: string[] = [];
  out.push('# Providers');
  out.push('');
  out.push("Generated from the providers' declarations (`server/src/connectors/<id>/<id>.provider.ts`, listed in");
  out.push('`server/src/connectors/providers.ts`) by `server/src/connectors/providers-doc.ts`; do not edit by hand.');
  out.push('Rewrite it with `WRITE=1 npx vitest run tests/connectors/declarations.test.ts`.');
  out.push('');
  out.push('## Resources (official mode)');
  out.push('');
  out.push(
    table(
      ['provider', ...RESOURCES.map((r) => RESOURCE_LABELS[r])],
      connected.map((p) => [p.id, ...RESOURCES.map((r) => (p.connector!.resources.includes(r) ? YES : NO))]),
    ),
  );
  out.push('');
  out.push('## Employee fields');
  out.push('');
  out.push(
    table(
      ['field', ...connected.map((p) => p.id)],
      EMPLOYEE_FIELDS.map((f) => [f, ...connected.map((p) => (p.connector!.employeeFields.includes(f) ? YES : NO))]),
    ),
  );
  out.push('');
  out.push('## Published descriptions');
  out.push('');
  out.push(
    table(
      ['provider', 'description', 'version', 'calls it lacks'],
      connected.map((p) =>
        p.description
          ? [p.id, [p.description.file, ...(p.description.parts ?? [])].map((f) => `\`${f}\``).join(' + '), p.description.version, String(p.description.undocumented?.length ?? 0)]
          : [p.id, 'none', NO, NO],
      ),
    ),
  );
  out.push('');
  out.push('## Details');
  for (const p of connected) out.push(...details(p));
  out.push('');
  out.push('## Not yet connectable');
  out.push('');
  out.push('Listed in the catalogue (SPEC §3) with their brand; signing in to them answers 501.');
  out.push('');
  out.push(table(['provider', 'name', 'modes'], brandOnly.map((p) => [p.id, p.brand.displayName, modesOf(p.id)])));
  out.push('');
  return out.join('\n');
}
