// Renders docs/providers.md from the provider declarations (providers.ts). Deterministic output: providers
// in declaration order, resources and fields in a fixed order. tests/connectors/declarations.test.ts keeps
// the file current (WRITE=1 rewrites it).
import { providerEnvKey } from '../config';
import type { Mode } from '../model';
import { PROVIDER_IDS, SIGN_IN_RULES } from './catalogue-spec';
import { RESOURCES, type Resource } from './connector';
import { EMPLOYEE_FIELDS, type ProviderDeclaration } from './provider';

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

const YES = '✓';
const NO = '—';

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function row(cells: readonly string[]): string {
  return `| ${cells.map(escapeCell).join(' | ')} |`;
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

const offered = (p: ProviderDeclaration, mode: Mode): boolean => (PROVIDER_IDS[mode] as readonly string[]).includes(p.id);
const connects = (p: ProviderDeclaration, mode: Mode): boolean => p.connector?.modes.includes(mode) === true;
const isPopup = (p: ProviderDeclaration): boolean =>
  SIGN_IN_RULES.official.rules.some((r) => r.kind === 'oauth' && r.ids.includes(p.id)) || Boolean(p.signIn?.official?.oauthPopup);

/**
 * CONTRACT §6b as GET /providers applies it (modules/connect/providers.service.ts): a connector for the mode,
 * and for the OAuth popup providers the operator's app. Where nothing works, the declared reason.
 */
function availability(p: ProviderDeclaration, mode: Mode): string {
  if (!offered(p, mode)) return NO;
  if (connects(p, mode)) {
    if (mode !== 'official' || !isPopup(p)) return 'yes';
    const key = `PROVIDER_${providerEnvKey(p.id)}`;
    const oauth = p.api?.oauth;
    const endpoints = !oauth ? ` (and ${key}_AUTHORIZE_URL, _TOKEN_URL)` : oauth.authorizeUrl ? '' : `, and ${key}_AUTHORIZE_URL (the app's own consent page)`;
    const settings = (oauth?.settings ?? []).map((s) => `_${s.name}`);
    const names = [`${key}_CLIENT_ID`, '_CLIENT_SECRET', ...settings];
    return `yes, once the operator sets ${names.slice(0, -1).join(', ')} and ${names.at(-1)}${endpoints}`;
  }
  const declared = p.unavailable?.[mode];
  if (declared) return declared;
  if (mode === 'xhr') {
    return connects(p, 'official')
      ? 'No credential (xhr) sign-in yet; official mode is the supported route'
      : 'No credential (xhr) sign-in yet';
  }
  return p.api ? `No connector yet (API reference: ${p.api.docs})` : 'No connector yet';
}

function availabilitySection(declarations: readonly ProviderDeclaration[]): string[] {
  const listed = declarations.filter((p) => p.id !== 'sandbox');
  const count = (mode: Mode, test: (p: ProviderDeclaration) => boolean) =>
    listed.filter((p) => offered(p, mode) && connects(p, mode) && test(p)).length;
  const total = (mode: Mode) => listed.filter((p) => offered(p, mode)).length;
  const supported = listed.filter((p) => offered(p, 'xhr') && connects(p, 'official') && !connects(p, 'xhr'));
  return [
    '## Availability',
    '',
    'Each entry of `GET /providers` (and the GraphQL `providers` field) carries `available` for its mode',
    '(CONTRACT §6b): true when a connector serves that mode and, for the OAuth popup providers, the operator has',
    'configured the app on this server (`PROVIDER_<ID>_CLIENT_ID` and `_CLIENT_SECRET`; `_AUTHORIZE_URL` and',
    '`_TOKEN_URL` where the provider publishes no endpoints). The connect widget shows the others as "Not yet',
    'available" and does not let them be chosen. The sandbox is always available.',
    '',
    `- official mode: ${count('official', (p) => !isPopup(p))} of ${total('official')} providers available on any server, ` +
      `${count('official', isPopup)} more once their OAuth apps are configured.`,
    `- xhr mode: ${count('xhr', () => true)} of ${total('xhr')}. xhr mode signs in with the customer's own username and ` +
      'password on the web app; Staffbridge has no such credential flow yet, so xhr sign-in stays unavailable.',
    '',
    `Official mode is the supported route for ${supported.map((p) => p.brand.displayName).join(', ')}: ` +
      "their official connectors read the same data through the provider's API.",
    '',
    'A cell is `yes`, or why nothing works in that mode; `—`: the provider is not offered in that mode (SPEC §3).',
    '',
    table(
      ['provider', 'name', 'official', 'xhr'],
      listed.map((p) => [p.id, p.brand.displayName, availability(p, 'official'), availability(p, 'xhr')]),
    ),
    '',
  ];
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
    if (signIn.oauthPopup) out.push(`- Sign-in uses the OAuth popup (${mode}) where SPEC §2 shows an API key only: ${signIn.oauthPopup}`);
    for (const extra of signIn.extraFields ?? []) out.push(`- Sign-in adds \`${extra.field}\` (${mode}): ${extra.why}`);
  }
  for (const setting of p.api?.oauth?.settings ?? []) {
    out.push(`- The operator also sets \`PROVIDER_${providerEnvKey(p.id)}_${setting.name}\`: ${setting.why}`);
  }
  const d = p.description;
  if (d) {
    const parts = (d.parts ?? []).map((part) => ` with \`${part}\``).join('');
    out.push(`- Proven against: \`${d.file}\`${parts} version ${d.version} (${d.source}), in ../shared/providers`);
    const calls = d.undocumented ?? [];
    if (calls.length === 0) out.push('- Every call it makes is in that description.');
    for (const call of calls) out.push(`- Not in the description: \`${call.method} ${call.path}\`, documented at ${call.docs}${call.why ? ` (${call.why})` : ''}`);
  } else if (p.reference) {
    const note = p.reference.note ? ` (${p.reference.note})` : '';
    out.push(`- Proven against: no published description${note}; a fake that answers only the calls below, written from ${p.reference.sources.join(', ')}`);
    for (const call of p.reference.calls) out.push(`- Calls \`${call.method} ${call.path}\`, documented at ${call.docs}${call.why ? ` (${call.why})` : ''}`);
  } else {
    out.push('- Proven against: no published description (tests use fakes written from the public reference).');
  }
  for (const note of c.notes) out.push(`- ${note}`);
  return out;
}

/** Markdown for docs/providers.md. */
export function renderProvidersDoc(declarations: readonly ProviderDeclaration[]): string {
  const connected = declarations.filter((p) => p.connector && p.id !== 'sandbox');
  const out: string[] = [];
  out.push('# Providers');
  out.push('');
  out.push("Generated from the providers' declarations (`server/src/connectors/<id>/<id>.provider.ts`, listed in");
  out.push('`server/src/connectors/providers.ts`) by `server/src/connectors/providers-doc.ts`; do not edit by hand.');
  out.push('Rewrite it with `WRITE=1 npx vitest run tests/connectors/declarations.test.ts`.');
  out.push('');
  out.push(...availabilitySection(declarations));
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
  return out.join('\n');
}
