// The provider fakes' own checks, proven against real declarations: the description-driven fake (described.ts) on
// BambooHR's published description, the fake of declared calls (documented.ts) on Hailey HR's reference, and the
// examples gate of the generated-answers test (described-sync.ts). Each refusal must be a violation that
// assertClean() throws on, or a connector test could pass while the connector breaks its provider's contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncReportData } from '../../server/src/connectors/sync-report';
import { expectStoredOnExamples } from '../fakes/described-sync';
import { hasDescriptions, SKIP_REASON, startDescribedFake, type DescribedFake } from '../fakes/described';
import { startDocumentedFake, type DocumentedFake } from '../fakes/documented';
import { basicCredentials, json } from '../fakes/fake-server';

const KEY = 'self-test-key';
const BASIC = `Basic ${Buffer.from(`${KEY}:x`).toString('base64')}`;
const REPORT = { title: 'Report', fields: [{ id: 'firstName', type: 'text', name: 'First Name' }], employees: [{ id: '1', firstName: 'Ada' }] };

describe.skipIf(!hasDescriptions)(hasDescriptions ? 'the described fake on bamboohr/public.yaml' : `the described fake (${SKIP_REASON})`, () => {
  let fake: DescribedFake;
  beforeAll(async () => {
    fake = await startDescribedFake({
      provider: 'bamboohr',
      basePath: '/acme',
      answers: {
        'request-custom-report': () => json(REPORT),
        // Drifted: entry ids are integers and hours a number in the description.
        'list-timesheet-entries': () => json([{ id: 'one', hours: 'seven' }]),
      },
      authenticate: (req) => basicCredentials(req)?.user === KEY,
    });
  });
  afterAll(() => fake?.close());

  const send = (method: string, path: string, options: { auth?: boolean; body?: unknown } = {}) =>
    fetch(`${fake.url}/acme${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(options.auth === false ? {} : { authorization: BASIC }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  /** assertClean() throws naming the violation, and the violation is then consumed. */
  const expectViolation = (pattern: RegExp) => {
    expect(fake.violations.join('\n')).toMatch(pattern);
    expect(() => fake.assertClean()).toThrow(/the connector broke bamboohr\/public\.yaml/);
    expect(() => fake.assertClean()).not.toThrow();
  };

  it('answers a documented request from its fixture and finds nothing to report', async () => {
    const res = await send('POST', '/api/v1/reports/custom?format=json', { body: { fields: ['firstName'] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toStrictEqual(REPORT);
    expect(fake.violations).toStrictEqual([]);
    expect(() => fake.assertClean()).not.toThrow();
  });

  it('refuses a path the description lacks with 501 and a violation', async () => {
    const res = await send('GET', '/api/v1/payroll/runs');
    expect(res.status).toBe(501);
    expectViolation(/GET \/acme\/api\/v1\/payroll\/runs: no documented operation matches/);
  });

  it('refuses a documented path with an undocumented method', async () => {
    const res = await send('DELETE', '/api/v1/reports/custom?format=json');
    expect(res.status).toBe(501);
    expectViolation(/DELETE \/acme\/api\/v1\/reports\/custom: no documented operation matches/);
  });

  it('refuses a request missing a required parameter', async () => {
    const res = await send('GET', '/api/v1/time_tracking/timesheet_entries?start=2024-06-01');
    expect(res.status).toBe(400);
    expectViolation(/does not match list-timesheet-entries: .*must have required property 'end'/);
  });

  it('refuses a parameter value outside its enum (format=JSON; the enum is json, xml, csv, xls, pdf)', async () => {
    const res = await send('POST', '/api/v1/reports/custom?format=JSON', { body: { fields: ['firstName'] } });
    expect(res.status).toBe(400);
    expectViolation(/does not match request-custom-report: \/query\/format must be equal to one of the allowed values.*"json","xml","csv","xls","pdf"/);
  });

  it('refuses a request body the operation does not accept', async () => {
    const res = await send('POST', '/api/v1/reports/custom?format=json', { body: { fields: 'firstName' } });
    expect(res.status).toBe(400);
    expectViolation(/does not match request-custom-report: \/requestBody\/fields must be array/);
  });

  it('refuses a request without the credentials of any security requirement', async () => {
    const res = await send('POST', '/api/v1/reports/custom?format=json', { auth: false, body: { fields: ['firstName'] } });
    expect(res.status).toBe(401);
    expectViolation(/request-custom-report: no credentials for any of its security requirements \[\["basic"\],\["oauth"\]\]/);
  });

  it('flags a fixture that drifts from the response schema', async () => {
    const res = await send('GET', '/api/v1/time_tracking/timesheet_entries?start=2024-06-01&end=2024-06-15');
    expect(res.status).toBe(200);
    expectViolation(/the fixture answering list-timesheet-entries drifted from its response schema: \/0\/id must be integer/);
  });

  it('refuses a documented operation the test gave no answer', async () => {
    const res = await send('GET', '/api/v1/meta/lists');
    expect(res.status).toBe(501);
    expectViolation(/no answer \(fixture\) for list-list-fields/);
  });
});

describe('the documented fake on hailyhr’s declared calls', () => {
  const TOKEN = 'hly_self_test';
  const answers = { 'GET /Company': () => json({}), 'GET /Employees': () => json([]), 'GET /TimeOff': () => json([]) };
  let fake: DocumentedFake;
  beforeAll(async () => {
    fake = await startDocumentedFake({ provider: 'hailyhr', basePath: '/hailey', answers, authenticate: (req) => req.headers.authorization === `Bearer ${TOKEN}` });
  });
  afterAll(() => fake?.close());

  const send = (method: string, path: string, token = TOKEN) => fetch(`${fake.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const expectViolation = (pattern: RegExp) => {
    expect(fake.violations.join('\n')).toMatch(pattern);
    expect(() => fake.assertClean()).toThrow(/the connector sent calls hailyhr's declaration does not document/);
    expect(() => fake.assertClean()).not.toThrow();
  };

  it('answers a declared call and lists it with its docs', async () => {
    const res = await send('GET', '/hailey/Employees');
    expect(res.status).toBe(200);
    expect(fake.documentedCalls()).toStrictEqual(['GET /Employees (https://api.haileyhr.app/docs/index.html)']);
    expect(() => fake.assertClean()).not.toThrow();
  });

  it('refuses an undeclared path with 501 and a violation', async () => {
    const res = await send('GET', '/hailey/Payroll');
    expect(res.status).toBe(501);
    expectViolation(/GET \/hailey\/Payroll: no declared call/);
  });

  it('refuses a declared path with an undeclared method', async () => {
    const res = await send('POST', '/hailey/Employees');
    expect(res.status).toBe(501);
    expectViolation(/POST \/hailey\/Employees: no declared call/);
  });

  it('refuses a declared path outside the base path', async () => {
    const res = await send('GET', '/Employees');
    expect(res.status).toBe(501);
    expectViolation(/GET \/Employees: no declared call/);
  });

  it("answers wrong credentials with the provider's 401 (a sign-in outcome, not a broken contract)", async () => {
    const res = await send('GET', '/hailey/Employees', 'wrong');
    expect(res.status).toBe(401);
    expect(() => fake.assertClean()).not.toThrow();
  });

  it('refuses to start with answers that differ from the declared calls, either way', async () => {
    const { 'GET /TimeOff': _, ...missing } = answers;
    await expect(startDocumentedFake({ provider: 'hailyhr', basePath: '/hailey', answers: missing })).rejects.toThrow(/no answer for GET \/TimeOff/);
    await expect(startDocumentedFake({ provider: 'hailyhr', basePath: '/hailey', answers: { ...answers, 'GET /Payroll': () => json([]) } })).rejects.toThrow(
      /GET \/Payroll is answered but not declared with its docs/,
    );
  });

  it('matches declared calls from the root when it has no base path', async () => {
    const bare = await startDocumentedFake({ provider: 'hailyhr', answers });
    try {
      expect((await fetch(`${bare.url}/Company`)).status).toBe(200);
      expect(() => bare.assertClean()).not.toThrow();
    } finally {
      await bare.close();
    }
  });
});

describe('the examples gate of the generated-answers test', () => {
  const report = (stored: Record<string, number>): SyncReportData => {
    const none = { total: 0, omitted: 0, entries: [] };
    const resources = Object.entries(stored).map(([resource, count]) => ({ resource, stored: count, skipped: 0 }));
    return { started_at: '', finished_at: '', outcome: 'completed', resources, skipped: none, nulled: none, warnings: none };
  };
  // BambooHR declares these (its `employee` is creating one, not a synced resource).
  const all = { company: 1, employees: 2, groups: 1, identity: 1, 'time-off-entries': 1, 'time-off-balances': 4, timesheets: 1, 'work-locations': 1 };

  it('passes when every declared resource stored a record', () => {
    expect(() => expectStoredOnExamples('bamboohr', report(all), {})).not.toThrow();
  });

  it('fails when a connector skipped every record of a resource', () => {
    expect(() => expectStoredOnExamples('bamboohr', report({ ...all, employees: 0 }), {})).toThrow(/stored no employees/);
  });

  it('fails when a resource was left as stored (absent from the report)', () => {
    const { timesheets: _, ...rest } = all;
    expect(() => expectStoredOnExamples('bamboohr', report(rest), {})).toThrow(/stored no timesheets/);
  });

  it('accepts a named exception, and fails once the exception no longer holds', () => {
    const because = { groups: 'the examples name no department' };
    expect(() => expectStoredOnExamples('bamboohr', report({ ...all, groups: 0 }), because)).not.toThrow();
    expect(() => expectStoredOnExamples('bamboohr', report(all), because)).toThrow(/groups is excepted \(the examples name no department\) yet stored 1/);
  });

  it('fails on an exception for a resource the provider does not declare', () => {
    expect(() => expectStoredOnExamples('bamboohr', report(all), { payruns: 'not offered' })).toThrow(/the exception payruns names no declared resource/);
  });
});
