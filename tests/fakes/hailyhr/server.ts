// Hailey HR stand-in, written from its public reference (fixtures/README.md): the calls hailyhr.provider.ts
// declares with their docs, a Bearer personal access token, bare JSON bodies as the Swagger document shows.
import { fixture, json } from '../fake-server';
import { startDocumentedFake, type DocumentedAnswer, type DocumentedFake } from '../documented';

export const HAILEY_TOKEN = 'hly_pat_5f2c9a7e41';

const f = (name: string) => fixture('hailyhr', name);

export const HAILEY_ANSWERS: Record<string, DocumentedAnswer> = {
  'GET /Company': () => json(f('company')),
  'GET /Employees': () => json(f('employees')),
  'GET /TimeOff': () => json(f('time_off')),
};

/** The same calls answered with odd records (no ids, unreadable dates), for the first-sync test. */
export const HAILEY_ODD_ANSWERS: Record<string, DocumentedAnswer> = {
  ...HAILEY_ANSWERS,
  'GET /Employees': () => json(f('employees_odd')),
  'GET /TimeOff': () => json(f('time_off_odd')),
};


export const startHailyhrFake = (answers = HAILEY_ANSWERS): Promise<DocumentedFake> =>
  startDocumentedFake({
    provider: 'hailyhr',
    basePath: '/hailey',
    answers,
    authenticate: (req) => req.headers.authorization === `Bearer ${HAILEY_TOKEN}`,
  });
