// docs/providers.md is generated from the connectors' support declarations; this keeps it current.
// WRITE=1 rewrites it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { officialConnectors, officialSupport } from '../../server/src/connectors/official';
import { renderSupportMatrix } from '../../server/src/connectors/support-matrix';
import type { Resource } from '../../server/src/connectors/connector';

const DOC = path.join(__dirname, '..', '..', 'docs', 'providers.md');

const FETCHERS: Record<Exclude<Resource, 'payruns'>, keyof (typeof officialConnectors)[number]> = {
  company: 'fetchCompany',
  employees: 'fetchEmployees',
  groups: 'fetchGroups',
  identity: 'fetchIdentity',
  'time-off-entries': 'fetchTimeOffEntries',
  'time-off-balances': 'fetchTimeOffBalances',
  timesheets: 'fetchTimesheets',
  'work-locations': 'fetchWorkLocations',
  employee: 'createEmployee',
};

describe('support matrix', () => {
  it('declares exactly the resources each connector implements', () => {
    for (const connector of officialConnectors) {
      const support = officialSupport[connector.provider];
      expect(support, connector.provider).toBeDefined();
      expect(connector.modes).toStrictEqual(['official']);
      const implemented = Object.entries(FETCHERS)
        .filter(([, method]) => typeof connector[method] === 'function')
        .map(([resource]) => resource)
        .sort();
      expect([...(support?.resources ?? [])].sort(), connector.provider).toStrictEqual(implemented);
    }
    expect(Object.keys(officialSupport).sort()).toStrictEqual(officialConnectors.map((c) => c.provider).sort());
  });

  it('declares exactly the employee fields the golden outputs fill', () => {
    for (const connector of officialConnectors) {
      const support = officialSupport[connector.provider]!;
      const prefix = connector.provider.replace(/\.de$/, '').replace(/\s+/g, '-');
      const files = ['employees', 'created-employee']
        .map((kind) => path.join(__dirname, 'golden', `${prefix}.${kind}.json`))
        .filter((file) => existsSync(file));
      const rows = files.flatMap((file) => {
        const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>;
      });
      const filled = new Set<string>();
      for (const row of rows) {
        for (const [field, value] of Object.entries(row)) {
          const empty = value === null || (Array.isArray(value) && value.length === 0);
          if (field !== 'remote_id' && !empty) filled.add(field);
        }
      }
      expect([...filled].sort(), connector.provider).toStrictEqual([...support.employeeFields].sort());
    }
  });

  it('docs/providers.md is up to date (WRITE=1 rewrites it)', () => {
    const rendered = renderSupportMatrix(officialSupport);
    expect(renderSupportMatrix(officialConnectors.map((c) => officialSupport[c.provider]!))).toBe(rendered);
    if (process.env.WRITE === '1') writeFileSync(DOC, rendered);
    expect(readFileSync(DOC, 'utf8')).toBe(rendered);
  });
});
