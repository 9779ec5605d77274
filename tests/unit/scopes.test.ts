import { describe, expect, it } from 'vitest';
import {
  findScope,
  humaniseScope,
  isValidScope,
  scopeFor,
  scopesFor,
} from '../../server/src/modules/connect/scopes';

const BOTH = [
  'company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries', 'timesheets',
  'work-locations',
];

describe('scope catalogue (SPEC §3)', () => {
  it('official mode has the nine shared resources', () => {
    expect(scopesFor('official').map((s) => s.name)).toStrictEqual(BOTH.map((r) => `2023-03-01/official/${r}`));
  });

  it('xhr mode adds payruns and payruns/{payrun_id}', () => {
    expect(scopesFor('xhr').map((s) => s.name)).toStrictEqual(
      [...BOTH, 'payruns', 'payruns/{payrun_id}'].map((r) => `2023-03-01/xhr/${r}`),
    );
  });

  it('all are read only except employee, which is write only', () => {
    for (const mode of ['official', 'xhr'] as const) {
      for (const s of scopesFor(mode)) expect(s.access, s.name).toBe(s.resource === 'employee' ? 'write' : 'read');
    }
  });

  it('entries have a display name, a one-sentence description and an icon path', () => {
    for (const s of scopesFor('xhr')) {
      expect(s.displayName.length).toBeGreaterThan(0);
      expect(s.description).toMatch(/^[A-Z].+\.$/);
      expect(s.description.split('. ').length).toBe(1);
      expect(s.icon).toMatch(/^\/icons\/[a-z-]+\.svg$/);
    }
    expect(scopeFor('xhr', 'payruns/{payrun_id}')?.icon).toBe('/icons/payslips.svg');
    expect(scopeFor('official', 'time-off-entries')?.icon).toBe('/icons/time-off-entries.svg');
  });

  it('carries the provider permissions of SPEC §6', () => {
    const perms = (r: string) => scopeFor('xhr', r)?.providerPermissions;
    expect(perms('company')).toStrictEqual(['organizations:read']);
    expect(perms('employees')).toStrictEqual(['contracts:read', 'Users:read', 'people:read']);
    expect(perms('employee')).toStrictEqual(['contracts:write', 'Users:write', 'people:write']);
    expect(perms('identity')).toStrictEqual(['profile:read']);
    expect(perms('timesheets')).toStrictEqual(['timesheets:read']);
    expect(perms('work-locations')).toStrictEqual(['contracts:read']);
    expect(perms('payruns')).toStrictEqual(['off-cycle-payments:read']);
    expect(perms('groups')).toStrictEqual(['Users:read', 'people:read']);
    expect(perms('time-off-balances')).toStrictEqual([]);
    expect(perms('time-off-entries')).toStrictEqual([]);
  });
});

describe('isValidScope', () => {
  it('accepts the mode scopes', () => {
    expect(isValidScope('official', '2023-03-01/official/employees')).toBe(true);
    expect(isValidScope('xhr', '2023-03-01/xhr/employee')).toBe(true);
    expect(isValidScope('xhr', '2023-03-01/xhr/payruns/{payrun_id}')).toBe(true);
  });

  it('payruns are xhr only', () => {
    expect(isValidScope('xhr', '2023-03-01/xhr/payruns')).toBe(true);
    expect(isValidScope('official', '2023-03-01/official/payruns')).toBe(false);
    expect(isValidScope('official', '2023-03-01/official/payruns/{payrun_id}')).toBe(false);
    expect(scopeFor('official', 'payruns')).toBeUndefined();
  });

  it('rejects another mode, another version, near misses', () => {
    expect(isValidScope('official', '2023-03-01/xhr/employees')).toBe(false);
    expect(isValidScope('xhr', '2023-03-01/official/employees')).toBe(false);
    expect(isValidScope('xhr', '2024-01-01/xhr/employees')).toBe(false);
    expect(isValidScope('xhr', '2023-03-01/xhr/employees ')).toBe(false);
    expect(isValidScope('xhr', '2023-03-01/xhr/Employees')).toBe(false);
    expect(isValidScope('xhr', 'employees')).toBe(false);
    expect(isValidScope('xhr', '')).toBe(false);
  });

  it('findScope resolves a full name in its own mode', () => {
    expect(findScope('2023-03-01/official/company')?.resource).toBe('company');
    expect(findScope('2023-03-01/official/payruns')).toBeUndefined();
  });
});

describe('humaniseScope', () => {
  it('turns scope names into words', () => {
    const words = {
      '2023-03-01/xhr/time-off-entries': 'Time off entries',
      '2023-03-01/official/work-locations': 'Work locations',
      '2023-03-01/official/company': 'Company',
      '2023-03-01/xhr/payruns/{payrun_id}': 'Payruns payrun id',
      'time-off-balances': 'Time off balances',
      '': '',
    };
    for (const [scope, text] of Object.entries(words)) expect(humaniseScope(scope), scope).toBe(text);
  });
});
