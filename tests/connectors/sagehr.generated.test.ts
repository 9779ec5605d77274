// Sage HR's first sync through the real server against answers generated from its description alone: the
// document shows answers by example only, so they follow the examples' shapes (described.ts, generate.ts).
import { describeGeneratedSync } from '../fakes/described-sync';
import { SAGE_BASE, SAGE_DOMAIN, SAGE_KEY, sageBaseUrl } from '../fakes/sagehr/server';

describeGeneratedSync({
  provider: 'sagehr',
  basePath: SAGE_BASE,
  baseUrl: sageBaseUrl,
  signIn: { domain: SAGE_DOMAIN, api_key: SAGE_KEY },
  emptyOnExamples: {
    'time-off-entries': "the example leave request is employee 1's; the example employee is 19",
  },
});
