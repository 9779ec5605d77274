// Hailey HR's first sync through the real server on odd records (no ids, unreadable dates, unknown values): it
// completes and reports them in Hailey's field names.
import { describeOddRecordsSync } from '../fakes/documented-sync';
import { HAILEY_ODD_ANSWERS, HAILEY_TOKEN, startHailyhrFake } from '../fakes/hailyhr/server';

describeOddRecordsSync({
  provider: 'hailyhr',
  start: () => startHailyhrFake(HAILEY_ODD_ANSWERS),
  baseUrl: (url) => `${url}/hailey`,
  signIn: { api_key: HAILEY_TOKEN },
  expected: {
    skipped: ['employeeId: no employee id', 'timeOffDates.date: time off day without a readable date'],
    nulled: ['dateOfJoining: not a date', 'dateOfBirth: not a date', 'employmentStatus: unknown value'],
  },
});
