// What SPEC §2 and §3 fix word for word: the provider ids per mode, the tags and the SIGN_IN field-set rule
// tables. Provider declarations (provider.ts) add to these; they never replace them.
import type { Mode } from '../model';

export type ProviderTag = 'global' | 'uk' | 'ie' | 'eu' | 'europe' | 'us' | 'fr' | 'hr' | 'payroll' | 'hr+payroll';
export const PROVIDER_TAGS: readonly ProviderTag[] = [
  'global', 'uk', 'ie', 'eu', 'europe', 'us', 'fr', 'hr', 'payroll', 'hr+payroll',
];

export type SignInField = 'domain' | 'username' | 'password' | 'api_key' | 'client_id' | 'client_secret' | 'employer_id';
export type SignInKind = 'credentials' | 'oauth' | 'assisted';

// ---------------------------------------------------------------------------------------------
// SPEC §3 provider ids, word for word and in the spec's order.
// `{host}` (xhr) is kept literally: it is the id of a templated, self-hosted provider whose sign-in
// host is the customer's own installation. It has to exist so that the id list (and the
// "invalid provider: {id}" check) matches the spec; it signs in like any other xhr provider.

export const OFFICIAL_PROVIDER_IDS = [
  'bamboohr', 'breathe', 'cezanne', 'deel', 'employment hero', 'iris cascade', 'humaans', 'factorialhr',
  'hibob', 'hailyhr', 'nmbrs', 'oysterhr', 'saplinghr', 'staffology', 'simplepay.ie', 'moorepay', 'peoplehr',
  'sagehr', 'parolla.ie', 'payfit', 'personio.de', 'xero uk', 'sandbox',
] as const;

export const XHR_PROVIDER_IDS = [
  'bamboohr', 'brightpay connect', 'deel', 'factorialhr', 'hibob', 'gusto', 'quickbooks online', 'iris cascade',
  'onpay', 'oysterhr', 'fourthhr', 'pento.io', 'peoplehr', 'personio.de', 'planday', 'justworks', 'rippling',
  'parolla.ie', '{host}', 'simplepay.ie', 'sageone', 'itrent', 'employment hero', 'paycircle', 'brain payroll',
  'deputy', 'breathe', 'zoho', 'sandbox',
] as const;

export type ProviderId = (typeof OFFICIAL_PROVIDER_IDS)[number] | (typeof XHR_PROVIDER_IDS)[number];

export const PROVIDER_IDS: Record<Mode, readonly ProviderId[]> = {
  official: OFFICIAL_PROVIDER_IDS,
  xhr: XHR_PROVIDER_IDS,
};

// ---------------------------------------------------------------------------------------------
// SPEC §2 SIGN_IN field sets as rule tables; the first rule naming a provider wins, else the fallback.
// The official table also names itrent and fourthhr (assisted) although neither is an official id
// today: the rule is the spec's, and applies if they are ever offered there.

export interface FormRule {
  ids: readonly string[];
  kind: SignInKind;
  fields: readonly SignInField[];
  passwordInput?: 'text';
}

export const SIGN_IN_RULES: Record<Mode, { rules: readonly FormRule[]; fallback: Omit<FormRule, 'ids'> }> = {
  official: {
    rules: [
      {
        ids: ['cezanne', 'deel', 'xero uk', 'employment hero', 'oysterhr', 'parolla.ie', 'payfit'],
        kind: 'oauth',
        fields: ['api_key'],
      },
      { ids: ['iris cascade', 'personio.de'], kind: 'credentials', fields: ['username', 'password'], passwordInput: 'text' },
      { ids: ['hibob'], kind: 'credentials', fields: ['username', 'api_key'] },
      { ids: ['bamboohr', 'staffology'], kind: 'credentials', fields: ['domain', 'api_key'] },
      { ids: ['itrent', 'fourthhr'], kind: 'assisted', fields: [] },
    ],
    fallback: { kind: 'credentials', fields: ['api_key'] },
  },
  xhr: {
    rules: [
      {
        ids: ['bamboohr', 'iris cascade', 'itrent', 'peoplehr', 'personio.de'],
        kind: 'credentials',
        fields: ['domain', 'username', 'password'],
      },
      { ids: ['fourthhr'], kind: 'assisted', fields: [] },
    ],
    fallback: { kind: 'credentials', fields: ['username', 'password'] },
  },
};
