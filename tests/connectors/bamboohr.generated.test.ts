// BambooHR's first sync through the real server against answers generated from its description alone.
import { BAMBOOHR_BASE, BAMBOOHR_DOMAIN, BAMBOOHR_KEY } from '../fakes/bamboohr/server';
import { describeGeneratedSync } from '../fakes/described-sync';

describeGeneratedSync({
  provider: 'bamboohr',
  basePath: BAMBOOHR_BASE,
  baseUrl: (url) => `${url}/{domain}`,
  signIn: { domain: BAMBOOHR_DOMAIN, api_key: BAMBOOHR_KEY },
  emptyOnExamples: {
    groups: 'GET /api/v1/meta/lists has no example: a list field is a department or division by its alias, which no generated field has',
    'work-locations': 'GET /api/v1/meta/lists has no example: locations are the list field aliased "location", which no generated field is',
    'time-off-entries': "the time off request's example employeeId is 5; the custom report's employees have no example ids (generated: 1 and 2)",
  },
});
