// Time off policy names -> SPEC §3 policy types, for every connector whose provider names its leave types
// freely (BambooHR, PeopleHR, Personio, Factorial, Breathe, …). A name is a classification, not a value to
// parse: only names that say what they are get a type; any other name stays null, uncounted.
// UK accounts call annual leave "Holiday": that is `vacation`. Our `holiday` is public (bank) holidays.
import type { PolicyType, RemoteTimeOffBalance } from '../model';
import { mapEnum } from './map-utils';

/** Lower-case policy names (English, and the defaults of German and Spanish accounts) and their type. */
export const POLICY_NAMES: Readonly<Record<string, PolicyType>> = {
  // Annual leave
  vacation: 'vacation',
  vacations: 'vacation',
  'paid vacation': 'vacation',
  'paid time off': 'vacation',
  pto: 'vacation',
  'annual leave': 'vacation',
  holiday: 'vacation',
  holidays: 'vacation',
  'annual holiday': 'vacation',
  'holiday allowance': 'vacation',
  urlaub: 'vacation',
  'bezahlter urlaub': 'vacation',
  jahresurlaub: 'vacation',
  vacaciones: 'vacation',
  // Public holidays
  'public holiday': 'holiday',
  'public holidays': 'holiday',
  'bank holiday': 'holiday',
  'bank holidays': 'holiday',
  feiertag: 'holiday',
  feiertage: 'holiday',
  festivo: 'holiday',
  festivos: 'holiday',
  // Sickness
  sick: 'sick',
  'sick leave': 'sick',
  sickness: 'sick',
  'sickness absence': 'sick',
  'sick day': 'sick',
  'sick days': 'sick',
  sickday: 'sick', // Sage HR's default policy
  illness: 'sick',
  krankheit: 'sick',
  krankmeldung: 'sick',
  enfermedad: 'sick',
  'baja por enfermedad': 'sick',
  // The rest
  bereavement: 'bereavement',
  'bereavement leave': 'bereavement',
  'compassionate leave': 'bereavement',
  'jury duty': 'jury_duty',
  'jury service': 'jury_duty',
  personal: 'personal',
  'personal leave': 'personal',
  volunteer: 'volunteer',
  volunteering: 'volunteer',
};

/** The policy type a leave type's name says, or null. */
export function policyTypeOfName(name: unknown): PolicyType | null {
  return mapEnum(name, POLICY_NAMES);
}

/**
 * The policy of a time off entry or balance: the provider's id and name for it, and its type, which the name
 * says unless the provider classifies its policies itself.
 */
export function policyOf(
  remoteId: string | null,
  name: string | null,
  type: PolicyType | null = policyTypeOfName(name),
): Pick<RemoteTimeOffBalance, 'policy_remote_id' | 'policy_name' | 'policy_type'> {
  return { policy_remote_id: remoteId, policy_name: name, policy_type: type };
}
