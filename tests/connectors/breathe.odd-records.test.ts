// Breathe's first sync through the real server on odd records (no ids, unreadable dates, an unknown status): it
// completes and reports them in Breathe's field names.
import { describeOddRecordsSync } from '../fakes/documented-sync';
import { BREATHE_KEY, BREATHE_ODD_FIXTURES, startBreatheFake } from '../fakes/breathe/server';

describeOddRecordsSync({
  provider: 'breathe',
  start: () => startBreatheFake(BREATHE_ODD_FIXTURES),
  baseUrl: (url) => `${url}/v1`,
  signIn: { api_key: BREATHE_KEY },
  expected: {
    skipped: ['id: no employee id', 'id: no absence id'],
    nulled: ['dob: not a date', 'join_date: not a date', 'status: unknown value', 'start_date: not a date'],
  },
});
