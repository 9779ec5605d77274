// Sapling's first sync through the real server on odd records (no guids, unreadable dates, unknown values): it
// completes and reports them in Sapling's field names.
import { describeOddRecordsSync } from '../fakes/documented-sync';
import { SAPLING_DOMAIN, SAPLING_KEY, SAPLING_ODD_ANSWERS, startSaplingFake } from '../fakes/saplinghr/server';

describeOddRecordsSync({
  provider: 'saplinghr',
  start: () => startSaplingFake(SAPLING_ODD_ANSWERS),
  baseUrl: (url) => `${url}/{domain}`,
  signIn: { api_key: SAPLING_KEY, domain: SAPLING_DOMAIN },
  expected: { skipped: ['guid: no user guid'], nulled: ['start_date: not a date', 'state: unknown value'] },
});
