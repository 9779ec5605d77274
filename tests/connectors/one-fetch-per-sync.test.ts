// One fetch of each list per sync, counted in a real first sync: a server, a connection made through the authorize
// and token doors, the sync job run to the end against each provider's description-driven fake, then the fake's
// requests counted per path (the sign-in's calls included, and said so). Personio, People HR and Factorial used
// to fetch the same employee list up to four times per sync.
import { describe, expect, it } from 'vitest';
import { hasDescriptions, SKIP_REASON, type DescribedFake } from '../fakes/described';
import type { FakeRequest } from '../fakes/fake-server';
import { firstSyncServer } from '../fakes/first-sync';
import { FACTORIAL_KEY, RESOURCES, startFactorialFake } from '../fakes/factorialhr/server';
import { PEOPLEHR_KEY, startPeoplehrFake } from '../fakes/peoplehr/server';
import { PERSONIO_BASE, PERSONIO_CLIENT_ID, PERSONIO_SECRET, startPersonioFake } from '../fakes/personio/server';

interface Case {
  provider: string;
  start: () => Promise<DescribedFake>;
  baseUrl: (fakeUrl: string) => string;
  signIn: Record<string, string>;
  /** What a request counts as: its path, or for RPC-style APIs the action it posts. */
  key: (req: FakeRequest) => string;
  expected: Record<string, number>;
}

const action = (req: FakeRequest): string => {
  const body = JSON.parse(req.body || '{}') as { Action?: string; IncludeLeavers?: boolean };
  return `${req.path} ${body.Action}${body.IncludeLeavers === undefined ? '' : ` IncludeLeavers=${body.IncludeLeavers}`}`;
};

const CASES: Case[] = [
  {
    provider: 'personio.de',
    start: startPersonioFake,
    baseUrl: (url) => `${url}${PERSONIO_BASE}`,
    signIn: { username: PERSONIO_CLIENT_ID, password: PERSONIO_SECRET },
    key: (req) => `${req.method} ${req.path.replace(/\/employees\/\d+\//, '/employees/{id}/')}`,
    expected: {
      // Sign-in, then one token for the whole sync (each answer hands out the next).
      'POST /v1/auth': 2,
      'GET /v1/company/employees': 1,
      'GET /v1/company/time-offs': 1,
      'GET /v1/company/attendances': 1,
      'GET /v1/company/employees/{id}/absences/balance': 3, // one per employee
    },
  },
  {
    provider: 'peoplehr',
    start: startPeoplehrFake,
    baseUrl: (url) => url,
    signIn: { api_key: PEOPLEHR_KEY },
    key: action,
    expected: {
      '/Employee GetAllEmployeeDetail IncludeLeavers=false': 1, // sign-in
      '/Employee GetAllEmployeeDetail IncludeLeavers=true': 1,
      '/Holiday GetHolidayDetail': 3, // one per employee
    },
  },
  {
    provider: 'factorialhr',
    start: startFactorialFake,
    baseUrl: (url) => `${url}/api`,
    signIn: { api_key: FACTORIAL_KEY },
    key: (req) => `${req.method} ${req.path.slice(RESOURCES.length + 1)}`,
    expected: {
      'GET companies/legal_entities': 2, // sign-in, then the company
      'GET employees/employees': 1,
      'GET contracts/contract_versions': 1,
      'GET teams/teams': 1,
      'GET locations/locations': 1,
      'GET timeoff/leave_types': 1,
      'GET timeoff/leaves': 1,
      'GET timeoff/allowances': 1,
      'GET timeoff/allowance_stats': 6, // one per current employee and allowance
      'GET attendance/shifts': 1,
    },
  },
];

for (const c of CASES) {
  const title = `${c.provider}: one fetch of each list in a real first sync`;
  describe.skipIf(!hasDescriptions)(hasDescriptions ? title : `${title} (${SKIP_REASON})`, () => {
    const t = firstSyncServer(c);

    it('counts the requests per path', async () => {
      await t.firstSync();
      const counts: Record<string, number> = {};
      for (const req of t.fake.requests) counts[c.key(req)] = (counts[c.key(req)] ?? 0) + 1;
      expect(counts).toStrictEqual(c.expected);
    });
  });
}
