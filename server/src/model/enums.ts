// The enums of SPEC §3, each once: its values as the wire writes them (GraphQL enum values are the same
// words, so both doors send the same strings) and its name in GraphQL and in schema/openapi.yaml.
import { defineEnum } from './declare';

export const MODE = defineEnum('Mode', ['official', 'xhr'], "official uses the provider's own API; xhr signs in with username and password.");
/** The connect flow's (SPEC §3 authorize response): what the widget shows next, and how the MFA code was sent. */
export const AUTHORIZE_NEXT = defineEnum('AuthorizeNext', ['MFA', 'CHOOSE', 'SIGN_IN'], 'The step the widget shows next; null when the flow is complete.');
export const MFA_TYPE = defineEnum('MfaType', ['phone', 'email', 'text_message', 'authenticator'], 'How the MFA code was sent.');
export const GENDER = defineEnum('Gender', ['male', 'female', 'not_specified'], 'An employee’s gender.');
export const ETHNICITY = defineEnum('Ethnicity', ['asian', 'black', 'hispanic', 'mixed', 'not_specified', 'other', 'white'], 'An employee’s ethnicity.');
export const MARITAL_STATUS = defineEnum('MaritalStatus', ['single', 'married', 'divorced', 'not_specified', 'other'], 'An employee’s marital status.');
export const EMPLOYMENT_STATUS = defineEnum('EmploymentStatus', ['active', 'inactive', 'pending', 'leave'], 'Where an employment stands.');
export const EMPLOYMENT_TYPE = defineEnum('EmploymentType', ['full_time', 'part_time', 'contractor', 'other'], 'The kind of employment.');
export const PAY_FREQUENCY = defineEnum('PayFrequency', ['year', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'other'], 'How often pay is paid.');
export const CURRENCY = defineEnum('Currency', ['usd', 'gbp', 'eur'], 'Currency of an amount in cents.');
export const GROUP_TYPE = defineEnum('GroupType', ['department', 'team', 'cost_centre', 'pay_group'], 'The kind of group.');
export const TIME_OFF_UNIT = defineEnum('TimeOffUnit', ['hours', 'days', 'months'], 'The unit of a time off amount.');
export const TIME_OFF_STATUS = defineEnum('TimeOffStatus', ['approved', 'pending', 'rejected'], 'Where a time off request stands.');
export const POLICY_TYPE = defineEnum(
  'PolicyType',
  ['bereavement', 'holiday', 'jury_duty', 'personal', 'sick', 'vacation', 'volunteer'],
  'The kind of time off policy.',
);
export const PAYRUN_STATE = defineEnum('PayrunState', ['paid', 'pending'], 'Whether a pay run is paid.');
export const PAYRUN_TYPE = defineEnum('PayrunType', ['regular', 'one_time', 'off_cycle', 'correction', 'reversal'], 'The kind of pay run.');

/** Every enum of the HR model (GraphQL registers each once; the tests compare each with the documents). */
export const MODEL_ENUMS = [
  GENDER,
  ETHNICITY,
  MARITAL_STATUS,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  PAY_FREQUENCY,
  CURRENCY,
  GROUP_TYPE,
  TIME_OFF_UNIT,
  TIME_OFF_STATUS,
  POLICY_TYPE,
  PAYRUN_STATE,
  PAYRUN_TYPE,
] as const;
