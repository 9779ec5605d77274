// The scope catalogue (SPEC §3 "Scope entry", §6 grants and provider-side permissions).
// A scope is `2023-03-01/{mode}/{resource}`. All are read only except employee (write only);
// payruns and payruns/{payrun_id} exist in xhr mode only.
import type { Mode } from '../../model';

export const API_VERSION = '2023-03-01';

export type ScopeResource =
  | 'company'
  | 'employee'
  | 'employees'
  | 'groups'
  | 'identity'
  | 'time-off-balances'
  | 'time-off-entries'
  | 'timesheets'
  | 'work-locations'
  | 'payruns'
  | 'payruns/{payrun_id}';

export type ScopeAccess = 'read' | 'write';

export interface ScopeEntry {
  /** `2023-03-01/{mode}/{resource}` */
  name: string;
  resource: ScopeResource;
  displayName: string;
  /** The scopeText shown on SCOPES: what the client can read or do. */
  description: string;
  /** URL path: `/icons/<name>.svg`. */
  icon: string;
  access: ScopeAccess;
  /** Provider-side permission names the path needs (SPEC §6). */
  providerPermissions: string[];
}

interface ScopeDef {
  resource: ScopeResource;
  modes: readonly Mode[];
  displayName: string;
  description: string;
  iconName: string;
  access: ScopeAccess;
  providerPermissions: readonly string[];
}

const BOTH: readonly Mode[] = ['official', 'xhr'];
const XHR_ONLY: readonly Mode[] = ['xhr'];

// SPEC §6 has no permission list for payruns/{payrun_id}; as the payslips of a pay run it needs
// what payruns needs. Time-off balances and entries list none.
const SCOPE_DEFS: readonly ScopeDef[] = [
  {
    resource: 'company',
    modes: BOTH,
    displayName: 'Company',
    description: "Read your company's legal and display name, tax ID and registered address.",
    iconName: 'company',
    access: 'read',
    providerPermissions: ['organizations:read'],
  },
  {
    resource: 'employee',
    modes: BOTH,
    displayName: 'Create and update employees',
    description: 'Create new employees and update existing employee records in your HR system.',
    iconName: 'employee',
    access: 'write',
    providerPermissions: ['contracts:write', 'Users:write', 'people:write'],
  },
  {
    resource: 'employees',
    modes: BOTH,
    displayName: 'Employees',
    description:
      'Read employee profiles, including job titles, employment status, managers, contact details, compensation and bank details.',
    iconName: 'employees',
    access: 'read',
    providerPermissions: ['contracts:read', 'Users:read', 'people:read'],
  },
  {
    resource: 'groups',
    modes: BOTH,
    displayName: 'Groups',
    description: 'Read the departments, teams, cost centres and pay groups your employees belong to.',
    iconName: 'groups',
    access: 'read',
    providerPermissions: ['Users:read', 'people:read'],
  },
  {
    resource: 'identity',
    modes: BOTH,
    displayName: 'Identity',
    description: 'Read the name, email address and phone number of the account used to connect.',
    iconName: 'identity',
    access: 'read',
    providerPermissions: ['profile:read'],
  },
  {
    resource: 'time-off-balances',
    modes: BOTH,
    displayName: 'Time off balances',
    description: "Read each employee's used and remaining time off for every leave policy.",
    iconName: 'time-off-balances',
    access: 'read',
    providerPermissions: [],
  },
  {
    resource: 'time-off-entries',
    modes: BOTH,
    displayName: 'Time off entries',
    description: "Read employees' time off with dates, amounts, approval status and leave policy.",
    iconName: 'time-off-entries',
    access: 'read',
    providerPermissions: [],
  },
  {
    resource: 'timesheets',
    modes: BOTH,
    displayName: 'Timesheets',
    description: "Read employees' recorded working time with start and end times and hours worked.",
    iconName: 'timesheets',
    access: 'read',
    providerPermissions: ['timesheets:read'],
  },
  {
    resource: 'work-locations',
    modes: BOTH,
    displayName: 'Work locations',
    description: 'Read the offices and other places your employees work from, with their addresses.',
    iconName: 'work-locations',
    access: 'read',
    providerPermissions: ['contracts:read'],
  },
  {
    resource: 'payruns',
    modes: XHR_ONLY,
    displayName: 'Pay runs',
    description: 'Read your pay runs with their type, state, pay period and payment date.',
    iconName: 'payruns',
    access: 'read',
    providerPermissions: ['off-cycle-payments:read'],
  },
  {
    resource: 'payruns/{payrun_id}',
    modes: XHR_ONLY,
    displayName: 'Payslips',
    description:
      'Read the payslips of each pay run, with gross and net pay, earnings, deductions, taxes, contributions and reimbursements.',
    iconName: 'payslips',
    access: 'read',
    providerPermissions: ['off-cycle-payments:read'],
  },
];

export function scopeName(mode: Mode, resource: ScopeResource): string {
  return `${API_VERSION}/${mode}/${resource}`;
}

function toEntry(mode: Mode, def: ScopeDef): ScopeEntry {
  return Object.freeze({
    name: scopeName(mode, def.resource),
    resource: def.resource,
    displayName: def.displayName,
    description: def.description,
    icon: `/icons/${def.iconName}.svg`,
    access: def.access,
    providerPermissions: Object.freeze([...def.providerPermissions]) as string[],
  });
}

const SCOPES: Readonly<Record<Mode, readonly ScopeEntry[]>> = Object.freeze({
  official: Object.freeze(SCOPE_DEFS.filter((d) => d.modes.includes('official')).map((d) => toEntry('official', d))),
  xhr: Object.freeze(SCOPE_DEFS.filter((d) => d.modes.includes('xhr')).map((d) => toEntry('xhr', d))),
});

/** Every scope a client may request in a mode, in catalogue order. */
export function scopesFor(mode: Mode): readonly ScopeEntry[] {
  return SCOPES[mode] ?? [];
}

/** Exact match against the mode's scope names (SPEC §5: "{scope} is an invalid scope" otherwise). */
export function isValidScope(mode: Mode, scope: string): boolean {
  return scopesFor(mode).some((s) => s.name === scope);
}

export function scopeFor(mode: Mode, resource: string): ScopeEntry | undefined {
  return scopesFor(mode).find((s) => s.resource === resource);
}

/** The entry for a full scope name, in whichever mode it names. */
export function findScope(scope: string): ScopeEntry | undefined {
  for (const entries of Object.values(SCOPES)) {
    const hit = entries.find((s) => s.name === scope);
    if (hit) return hit;
  }
  return undefined;
}

const VERSION_AND_MODE = /^\d{4}-\d{2}-\d{2}\/[^/]+\//;

/**
 * A readable name for any scope string, known or not: drop the `{version}/{mode}/` prefix,
 * turn separators into spaces and capitalise the first letter.
 * '2023-03-01/xhr/time-off-entries' -> 'Time off entries'; 'payruns/{payrun_id}' -> 'Payruns payrun id'.
 */
export function humaniseScope(scope: string): string {
  const words = scope
    .trim()
    .replace(VERSION_AND_MODE, '')
    .replace(/[{}]/g, '')
    .split(/[\s/_-]+/)
    .filter((w) => w.length > 0)
    .join(' ')
    .toLowerCase();
  return words.length === 0 ? '' : words[0]!.toUpperCase() + words.slice(1);
}
