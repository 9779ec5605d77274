// Employment Hero's first sync through the real server, after the real OAuth popup, on odd records (no ids,
// unreadable dates, unknown values): it completes and reports them in Employment Hero's field names.
import { describeOddRecordsSync } from '../fakes/documented-sync';
import { EH_BASE, EH_OAUTH, EH_ODD_ANSWERS, startEmploymentHeroFake } from '../fakes/employment-hero/server';
import { popupSignIn } from '../fakes/oauth-popup';

describeOddRecordsSync({
  provider: 'employment hero',
  start: () => startEmploymentHeroFake(EH_ODD_ANSWERS),
  baseUrl: (url) => `${url}${EH_BASE}`,
  ...popupSignIn('employment hero', EH_OAUTH),
  expected: {
    skipped: ['id: no employee id', 'id: no leave request id', 'employee_id: no employee id'],
    nulled: ['start_date: not a date', 'date_of_birth: not a date', 'status: unknown value'],
  },
});
