// Factorial's first sync through the real server against answers generated from its dated description
// (2024-10-01) alone: bare arrays, as it documents them.
import { describeGeneratedSync } from '../fakes/described-sync';
import { FACTORIAL_KEY } from '../fakes/factorialhr/server';

describeGeneratedSync({
  provider: 'factorialhr',
  // The catalogue's base ends in /api; the description's paths start there.
  baseUrl: (url) => `${url}/api`,
  signIn: { api_key: FACTORIAL_KEY },
});
