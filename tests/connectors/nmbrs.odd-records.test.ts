// Nmbrs' first sync through the real server, after the real OAuth popup, on odd records (no ids, unreadable dates,
// unknown values): it completes and reports them in Nmbrs' field names.
import { describeOddRecordsSync } from '../fakes/documented-sync';
import { NMBRS_BASE, NMBRS_OAUTH, NMBRS_ODD_ANSWERS, NMBRS_SUBSCRIPTION_KEY, startNmbrsFake } from '../fakes/nmbrs/server';
import { popupSignIn } from '../fakes/oauth-popup';

const popup = popupSignIn('nmbrs', NMBRS_OAUTH);

describeOddRecordsSync({
  provider: 'nmbrs',
  start: () => startNmbrsFake(NMBRS_ODD_ANSWERS),
  baseUrl: (url) => `${url}${NMBRS_BASE}`,
  env: (url) => ({ ...popup.env(url), PROVIDER_NMBRS_SUBSCRIPTION_KEY: NMBRS_SUBSCRIPTION_KEY }),
  signIn: popup.signIn,
  expected: {
    skipped: ['employeeId: no employee id', 'departments.departmentId: department without an id'],
    nulled: ['birthInfo.birthDate: not a date', 'basicInfo.employeeType: unknown value', 'employments.startDate: not a date'],
  },
});
