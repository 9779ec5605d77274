// Each provider is declared once (server/src/connectors/<id>/<id>.provider.ts); this keeps the declarations
// honest: resources match the connector's fetchers, employee fields match the golden outputs, descriptions
// exist at the declared version, and docs/providers.md is rendered from them (WRITE=1 rewrites it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_PROVIDER_IDS, XHR_PROVIDER_IDS } from '../../server/src/connectors/catalogue';
import type { Connector, Resource } from '../../server/src/connectors/connector';
import { CONNECTED_PROVIDERS, PROVIDERS } from '../../server/src/connectors/providers';
import { renderProvidersDoc } from '../../server/src/connectors/providers-doc';
import { declaredConnectors } from '../../server/src/connectors/registry';
import { loadDescription, SHARED_PROVIDERS } from '../fakes/described';

const DOC = path.join(__dirname, '..', '..', 'docs', 'providers.md');

const FETCHERS: Record<Resource, keyof Connector> = {
  company: 'fetchCompany',
  employees: 'fetchEmployees',
  groups: 'fetchGroups',
  identity: 'fetchIdentity',
  'time-off-entries': 'fetchTimeOffEntries',
  'time-off-balances': 'fetchTimeOffBalances',
  timesheets: 'fetchTimesheets',
  'work-locations': 'fetchWorkLocations',
  payruns: 'fetchPayruns',
  employee: 'createEmployee',
};

// The sandbox needs a store to be built; its shape is checked by the API tests.
const connectors = declaredConnectors({}, CONNECTED_PROVIDERS.filter((p) => p.id !== 'sandbox'));

describe('provider declarations', () => {
  it('declare every SPEC §3 id exactly once', () => {
    const specIds = new Set<string>([...OFFICIAL_PROVIDER_IDS, ...XHR_PROVIDER_IDS]);
    expect(PROVIDERS.map((p) => p.id).sort()).toStrictEqual([...specIds].sort());
  });

  it('declare exactly the resources each connector implements', () => {
    for (const { provider, connector } of connectors) {
      const declared = CONNECTED_PROVIDERS.find((p) => p.id === provider)!.connector!;
      const implemented = (Object.entries(FETCHERS) as Array<[Resource, keyof Connector]>)
        .filter(([, method]) => typeof connector[method] === 'function')
        .map(([resource]) => resource)
        .sort();
      expect([...declared.resources].sort(), provider).toStrictEqual(implemented);
    }
  });

  it('declare exactly the employee fields the golden outputs fill', () => {
    for (const { provider } of connectors) {
      const declared = CONNECTED_PROVIDERS.find((p) => p.id === provider)!.connector!;
      const prefix = provider.replace(/\.de$/, '').replace(/\s+/g, '-');
      const rows = ['employees', 'created-employee']
        .map((kind) => path.join(__dirname, 'golden', `${prefix}.${kind}.json`))
        .filter((file) => existsSync(file))
        .flatMap((file) => {
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
      expect([...filled].sort(), provider).toStrictEqual([...declared.employeeFields].sort());
    }
  });

  it.skipIf(!existsSync(SHARED_PROVIDERS))('name published descriptions that exist, at their version', async () => {
    for (const p of PROVIDERS.filter((d) => d.description)) {
      const document = await loadDescription(p.description!.file);
      expect(document.info.version, p.id).toBe(p.description!.version);
    }
  });

  it('docs/providers.md is up to date (WRITE=1 rewrites it)', () => {
    const rendered = renderProvidersDoc(PROVIDERS);
    if (process.env.WRITE === '1') writeFileSync(DOC, rendered);
    expect(readFileSync(DOC, 'utf8')).toBe(rendered);
  });
});
