// BambooHR's first sync through the real server against answers generated from its description alone.
import { BAMBOOHR_BASE, BAMBOOHR_DOMAIN, BAMBOOHR_KEY } from '../fakes/bamboohr/server';
import { describeGeneratedSync } from '../fakes/described-sync';

describeGeneratedSync({
  provider: 'bamboohr',
  basePath: BAMBOOHR_BASE,
  baseUrl: (url) => `${url}/{domain}`,
  signIn: { domain: BAMBOOHR_DOMAIN, api_key: BAMBOOHR_KEY },
});
