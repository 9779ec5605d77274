// Country profiles for the sandbox generator: the countries of SPEC §3 (US, CA, GB, IE, DE, FR, AU, NZ) with
// cities and post codes, street formats, phone numbers, banks, personal and company tax ids and time zones.
// Where a country reserves numbers for fiction (NANP 555-01xx, Ofcom 07700 900xxx, ARCEP 06 39 98 xx xx)
// the phone numbers come from those ranges.
import type { BankAccount, Currency, PayFrequency } from '../../../model';
import { nthWeekdayOfMonth, type Rng } from './random';
import {
  gs1CheckDigit,
  iso7064Mod1110,
  irdCheckDigit,
  luhnDigit,
  makeIban,
  ppsnCheckLetter,
  ribKey,
  tfnLastDigit,
} from './checks';

export const COUNTRY_CODES = ['US', 'CA', 'GB', 'IE', 'DE', 'FR', 'AU', 'NZ'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export type DstRule = 'us' | 'eu' | 'au' | 'nz' | 'none';

export interface City {
  name: string;
  area: string;
  /** Standard UTC offset in minutes and the daylight-saving rule. */
  tz: number;
  dst: DstRule;
  post: (rng: Rng) => string;
  /** NANP area codes (US, CA). */
  areaCodes?: readonly string[];
}

export interface TaxIdInput {
  gender: 'male' | 'female' | 'not_specified';
  birthYear: number;
  birthMonth: number;
  bornHere: boolean;
}

export interface CountryProfile {
  code: CountryCode;
  name: string;
  /** The currency of pay (the model has only usd, gbp and eur; CA, AU and NZ staff are paid in usd). */
  currency: Currency;
  companySuffix: string;
  cities: readonly City[];
  cityWeights: readonly number[];
  /** Street address of the office, which is in the first city. */
  officeStreet: string;
  street: (rng: Rng) => string;
  phone: (rng: Rng, city: City) => string;
  bankAccount: (rng: Rng, holder: string) => BankAccount;
  taxId: (rng: Rng, input: TaxIdInput) => string;
  companyTaxId: (rng: Rng) => string;
  /** Salary level relative to the US, in the country's pay currency. */
  salaryFactor: number;
  payFrequencies: readonly PayFrequency[];
  payFrequencyWeights: readonly number[];
  /** Paid annual leave days (full time) and sick days of the sandbox policies. */
  vacationDays: number;
  sickDays: number;
}

const fromList =
  (codes: readonly string[]) =>
  (rng: Rng): string =>
    rng.pick(codes);

const range =
  (from: number, to: number, width = 5) =>
  (rng: Rng): string =>
    String(rng.int(from, to)).padStart(width, '0');

const GB_INWARD = 'ABDEFGHJLNPQRSTUWXYZ';
const gbPost =
  (outward: readonly string[]) =>
  (rng: Rng): string =>
    `${rng.pick(outward)} ${rng.int(1, 9)}${rng.letters(2, GB_INWARD)}`;

const EIRCODE_CHARS = 'ACDEFHKNPRTVWXY0123456789';
const eircode =
  (keys: readonly string[]) =>
  (rng: Rng): string =>
    `${rng.pick(keys)} ${rng.letters(1, 'ACDEFHKNPRTVWXY')}${rng.letters(3, EIRCODE_CHARS)}`;

const CA_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
const caPost =
  (fsas: readonly string[]) =>
  (rng: Rng): string =>
    `${rng.pick(fsas)} ${rng.int(0, 9)}${rng.letters(1, CA_LETTERS)}${rng.int(0, 9)}`;

interface Bank {
  name: string;
  bic: string;
  /** National bank identifier: sort code prefix, BLZ, bank code, routing number, institution, BSB or bank prefix. */
  code: string;
}

function pickBank(rng: Rng, banks: readonly Bank[]): Bank {
  return rng.pick(banks);
}

// ---- Streets -------------------------------------------------------------------------------

const EN_STREETS = ['Oak', 'Maple', 'Cedar', 'Elm', 'Willow', 'Park', 'Lake', 'Hill', 'Church', 'Mill', 'Station', 'Victoria', 'King', 'Queen', 'Highland', 'Riverside', 'Chestnut', 'Birch', 'Spring', 'Meadow', 'Forest', 'Harbour', 'Sunset', 'Orchard'] as const;
const US_SUFFIX = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Boulevard', 'Court', 'Place', 'Way'] as const;
const GB_SUFFIX = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Gardens', 'Crescent', 'Grove', 'Terrace', 'Way'] as const;
const IE_STREETS = ['Ashgrove', 'Beechwood', 'Castle', 'Glenview', 'Hazelbrook', 'Oakpark', 'Riverview', 'Seafield', 'Woodlands', 'Cypress', 'Abbey', 'Clontarf', 'Rathgar', 'Ballymun', 'Grange'] as const;
const IE_SUFFIX = ['Road', 'Park', 'Avenue', 'Drive', 'Court', 'Lawn', 'Grove', 'Heights', 'Close'] as const;
const DE_STREETS = ['Hauptstraße', 'Lindenstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße', 'Goethestraße', 'Bergstraße', 'Kirchweg', 'Ringstraße', 'Mozartstraße', 'Am Markt', 'Friedrichstraße', 'Kastanienallee', 'Rosenweg', 'Uhlandstraße', 'Eichendorffstraße', 'Parkstraße', 'Brunnenstraße'] as const;
const FR_STREETS = ['rue de la République', 'rue des Lilas', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue du Moulin', 'rue de la Paix', 'avenue Jean Jaurès', 'rue Pasteur', 'rue de la Gare', 'place de la Mairie', 'rue des Écoles', 'allée des Tilleuls', 'rue Gambetta', 'avenue de la Liberté', 'rue Saint-Michel', 'quai des Chartrons'] as const;
const AU_STREETS = ['Wattle', 'Banksia', 'Acacia', 'Bottlebrush', 'Jacaranda', 'Beach', 'George', 'Bay', 'Ocean', 'Eucalyptus', 'Kookaburra', 'Waratah', 'Station', 'High', 'Hill'] as const;
const AU_SUFFIX = ['Street', 'Road', 'Avenue', 'Parade', 'Crescent', 'Place', 'Drive', 'Terrace'] as const;
const NZ_STREETS = ['Kowhai', 'Tui', 'Rimu', 'Totara', 'Pohutukawa', 'Kauri', 'Matai', 'Karaka', 'Nikau', 'Ponsonby', 'Dominion', 'Hill', 'Beach', 'Harbour', 'Victoria'] as const;
const NZ_SUFFIX = ['Road', 'Street', 'Avenue', 'Terrace', 'Crescent', 'Place', 'Drive'] as const;
const CA_SUFFIX = ['Street', 'Avenue', 'Road', 'Crescent', 'Drive', 'Boulevard', 'Court'] as const;

// ---- Tax ids -------------------------------------------------------------------------------

function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

function luhnNumber(rng: Rng, first: string, length: number): string {
  const body = first + rng.digits(length - 1 - first.length);
  return body + String(luhnDigit(body));
}

function sin(rng: Rng): string {
  const n = luhnNumber(rng, String(rng.int(1, 7)), 9);
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_BANNED = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

function nino(rng: Rng): string {
  let prefix = rng.letters(1, NINO_FIRST) + rng.letters(1, NINO_SECOND);
  while (NINO_BANNED.has(prefix)) prefix = rng.letters(1, NINO_FIRST) + rng.letters(1, NINO_SECOND);
  return `${prefix}${rng.digits(6)}${rng.letters(1, 'ABCD')}`;
}

function ppsn(rng: Rng): string {
  const digits = String(rng.int(1, 9)) + rng.digits(6);
  const second = rng.chance(0.4) ? 'A' : '';
  return digits + ppsnCheckLetter(digits, second) + second;
}

/** German Steuer-IdNr: ten digits where exactly one digit repeats and one is missing, then MOD 11,10. */
function steuerId(rng: Rng): string {
  const pool = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = pool[i] as string;
    pool[i] = pool[j] as string;
    pool[j] = t;
  }
  pool[9] = pool[rng.int(1, 8)] as string;
  if (pool[0] === '0') {
    const swap = pool.findIndex((d, idx) => idx > 0 && d !== '0');
    pool[0] = pool[swap] as string;
    pool[swap] = '0';
  }
  const body = pool.join('');
  return body + String(iso7064Mod1110(body));
}

const FR_DEPARTMENTS = ['75', '69', '13', '33', '31', '59', '44', '67', '06', '92', '93', '94'];

/** French NIR: sex, birth year and month, place of birth, order, and the 97 key. */
function nir(rng: Rng, input: TaxIdInput): string {
  const sex = input.gender === 'male' ? '1' : input.gender === 'female' ? '2' : rng.pick(['1', '2']);
  const place = input.bornHere ? rng.pick(FR_DEPARTMENTS) + String(rng.int(1, 400)).padStart(3, '0') : '99' + String(rng.int(100, 499));
  const body = `${sex}${String(input.birthYear % 100).padStart(2, '0')}${String(input.birthMonth).padStart(2, '0')}${place}${String(rng.int(1, 999)).padStart(3, '0')}`;
  const key = 97 - (Number(body) % 97);
  return body + String(key).padStart(2, '0');
}

function tfn(rng: Rng): string {
  for (;;) {
    const eight = String(rng.int(1, 9)) + rng.digits(7);
    const last = tfnLastDigit(eight);
    if (last >= 0) {
      const n = eight + String(last);
      return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
    }
  }
}

function ird(rng: Rng): string {
  for (;;) {
    const base = String(rng.int(10_000_000, 14_999_999));
    const check = irdCheckDigit(base);
    if (check >= 0) {
      const n = base + String(check);
      return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
    }
  }
}

function gbVat(rng: Rng): string {
  const seven = String(rng.int(1, 9)) + rng.digits(6);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (seven.charCodeAt(i) - 48) * (8 - i);
  const check = (97 - (sum % 97)) % 97;
  return `GB${seven}${String(check).padStart(2, '0')}`;
}

function frVat(rng: Rng): string {
  const siren = luhnNumber(rng, String(rng.int(3, 9)), 9);
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

function abn(rng: Rng): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const tail = rng.digits(9);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (tail.charCodeAt(i) - 48) * (weights[i + 2] as number);
  const v = (89 - (sum % 89)) % 89;
  const n = `${Math.floor(v / 10) + 1}${v % 10}${tail}`;
  return `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8)}`;
}

// ---- Profiles ------------------------------------------------------------------------------

const US_BANKS: readonly Bank[] = [
  { name: 'JPMorgan Chase Bank', bic: 'CHASUS33', code: '021000021' },
  { name: 'Bank of America', bic: 'BOFAUS3N', code: '026009593' },
  { name: 'Wells Fargo Bank', bic: 'WFBIUS6S', code: '121000248' },
  { name: 'Citibank', bic: 'CITIUS33', code: '021000089' },
];
const CA_BANKS: readonly Bank[] = [
  { name: 'Royal Bank of Canada', bic: 'ROYCCAT2', code: '003' },
  { name: 'TD Canada Trust', bic: 'TDOMCATTTOR', code: '004' },
  { name: 'Scotiabank', bic: 'NOSCCATT', code: '002' },
  { name: 'BMO Bank of Montreal', bic: 'BOFMCAM2', code: '001' },
  { name: 'CIBC', bic: 'CIBCCATT', code: '010' },
];
const GB_BANKS: readonly Bank[] = [
  { name: 'Barclays Bank', bic: 'BARCGB22', code: 'BARC20' },
  { name: 'HSBC UK Bank', bic: 'HBUKGB4B', code: 'HBUK40' },
  { name: 'Lloyds Bank', bic: 'LOYDGB2L', code: 'LOYD30' },
  { name: 'NatWest', bic: 'NWBKGB2L', code: 'NWBK60' },
  { name: 'Santander UK', bic: 'ABBYGB2L', code: 'ABBY09' },
  { name: 'Monzo Bank', bic: 'MONZGB2L', code: 'MONZ04' },
];
const IE_BANKS: readonly Bank[] = [
  { name: 'Allied Irish Banks', bic: 'AIBKIE2D', code: 'AIBK93' },
  { name: 'Bank of Ireland', bic: 'BOFIIE2D', code: 'BOFI90' },
  { name: 'Permanent TSB', bic: 'IPBSIE2D', code: 'IPBS99' },
];
const DE_BANKS: readonly Bank[] = [
  { name: 'Deutsche Bank', bic: 'DEUTDEBBXXX', code: '10070000' },
  { name: 'Commerzbank', bic: 'COBADEBBXXX', code: '10040000' },
  { name: 'Berliner Sparkasse', bic: 'BELADEBEXXX', code: '10050000' },
  { name: 'ING-DiBa', bic: 'INGDDEFFXXX', code: '50010517' },
  { name: 'Stadtsparkasse München', bic: 'SSKMDEMMXXX', code: '70150000' },
  { name: 'Hamburger Sparkasse', bic: 'HASPDEHHXXX', code: '20050550' },
];
const FR_BANKS: readonly Bank[] = [
  { name: 'BNP Paribas', bic: 'BNPAFRPPXXX', code: '30004' },
  { name: 'Société Générale', bic: 'SOGEFRPPXXX', code: '30003' },
  { name: 'LCL', bic: 'CRLYFRPPXXX', code: '30002' },
  { name: 'La Banque Postale', bic: 'PSSTFRPPPAR', code: '20041' },
  { name: 'CIC', bic: 'CMCIFRPPXXX', code: '30066' },
];
const AU_BANKS: readonly Bank[] = [
  { name: 'Commonwealth Bank of Australia', bic: 'CTBAAU2S', code: '06' },
  { name: 'Westpac Banking Corporation', bic: 'WPACAU2S', code: '03' },
  { name: 'ANZ', bic: 'ANZBAU3M', code: '01' },
  { name: 'National Australia Bank', bic: 'NATAAU33', code: '08' },
];
const NZ_BANKS: readonly Bank[] = [
  { name: 'ANZ Bank New Zealand', bic: 'ANZBNZ22', code: '01' },
  { name: 'ASB Bank', bic: 'ASBBNZ2A', code: '12' },
  { name: 'Bank of New Zealand', bic: 'BKNZNZ22', code: '02' },
  { name: 'Westpac New Zealand', bic: 'WPACNZ2W', code: '03' },
  { name: 'Kiwibank', bic: 'KIWINZ22', code: '38' },
];

/** GB and IE share the BBAN layout: 4-letter bank code, 6-digit sort code, 8-digit account. */
function sortCodeAccount(country: 'GB' | 'IE', banks: readonly Bank[]) {
  return (rng: Rng, holder: string): BankAccount => {
    const bank = pickBank(rng, banks);
    const sortCode = bank.code.slice(4) + rng.digits(4);
    const account = rng.digits(8);
    return { account_number: account, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: makeIban(country, bank.code.slice(0, 4) + sortCode + account) };
  };
}

const usCity = (name: string, area: string, tz: number, zip: readonly string[], areaCodes: readonly string[]): City => ({
  name,
  area,
  tz,
  dst: 'us',
  post: fromList(zip),
  areaCodes,
});

const nanpPhone = (rng: Rng, city: City): string => `+1${rng.pick(city.areaCodes ?? ['212'])}55501${rng.digits(2)}`;

export const COUNTRIES: Readonly<Record<CountryCode, CountryProfile>> = {
  US: {
    code: 'US',
    name: 'United States',
    currency: 'usd',
    companySuffix: 'Inc.',
    cities: [
      usCity('New York', 'NY', -300, ['10001', '10003', '10011', '10013', '10016', '10024', '10027', '10036', '11201', '11211', '11215'], ['212', '646', '917']),
      usCity('San Francisco', 'CA', -480, ['94102', '94103', '94107', '94110', '94114', '94117', '94122', '94131'], ['415', '628']),
      usCity('Austin', 'TX', -360, ['78701', '78702', '78704', '78723', '78731', '78745', '78751'], ['512', '737']),
      usCity('Chicago', 'IL', -360, ['60601', '60607', '60611', '60614', '60618', '60622', '60640', '60657'], ['312', '773']),
      usCity('Seattle', 'WA', -480, ['98101', '98103', '98105', '98107', '98109', '98115', '98122'], ['206']),
      usCity('Boston', 'MA', -300, ['02108', '02110', '02115', '02116', '02118', '02127', '02130'], ['617', '857']),
      usCity('Denver', 'CO', -420, ['80202', '80203', '80205', '80206', '80210', '80218', '80220'], ['303', '720']),
      usCity('Atlanta', 'GA', -300, ['30303', '30306', '30307', '30308', '30309', '30312', '30318'], ['404', '470']),
    ],
    cityWeights: [30, 20, 12, 10, 10, 8, 5, 5],
    officeStreet: '120 Maple Avenue, Floor 9',
    street: (rng) => {
      const base = `${rng.int(10, 9899)} ${rng.pick(EN_STREETS)} ${rng.pick(US_SUFFIX)}`;
      return rng.chance(0.35) ? `${base}, Apt ${rng.int(1, 30)}${rng.letters(1, 'ABCDEF')}` : base;
    },
    phone: nanpPhone,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, US_BANKS);
      return { account_number: rng.digits(rng.int(10, 12)), bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: null };
    },
    taxId: (rng) => ssn(rng),
    companyTaxId: (rng) => `${rng.pick(['20', '26', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93'])}-${rng.digits(7)}`,
    salaryFactor: 1,
    payFrequencies: ['monthly', 'semimonthly', 'biweekly', 'weekly'],
    payFrequencyWeights: [55, 20, 20, 5],
    vacationDays: 15,
    sickDays: 6,
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    currency: 'usd',
    companySuffix: 'Inc.',
    cities: [
      { name: 'Toronto', area: 'ON', tz: -300, dst: 'us', post: caPost(['M4C', 'M4L', 'M4Y', 'M5A', 'M5V', 'M6G', 'M6J', 'M6K']), areaCodes: ['416', '647', '437'] },
      { name: 'Vancouver', area: 'BC', tz: -480, dst: 'us', post: caPost(['V5K', 'V5L', 'V5N', 'V6A', 'V6B', 'V6G', 'V6J', 'V6K']), areaCodes: ['604', '778'] },
      { name: 'Montréal', area: 'QC', tz: -300, dst: 'us', post: caPost(['H2J', 'H2T', 'H2V', 'H2X', 'H3A', 'H3H', 'H4C']), areaCodes: ['514', '438'] },
      { name: 'Calgary', area: 'AB', tz: -420, dst: 'us', post: caPost(['T2P', 'T2R', 'T2S', 'T3A', 'T3E']), areaCodes: ['403', '587'] },
      { name: 'Ottawa', area: 'ON', tz: -300, dst: 'us', post: caPost(['K1N', 'K1P', 'K1R', 'K1S', 'K1Y', 'K2P']), areaCodes: ['613', '343'] },
    ],
    cityWeights: [40, 25, 15, 10, 10],
    officeStreet: '88 Harbour Street, Suite 2300',
    street: (rng) => {
      const base = `${rng.int(10, 3999)} ${rng.pick(EN_STREETS)} ${rng.pick(CA_SUFFIX)}`;
      return rng.chance(0.3) ? `${rng.int(101, 2810)}-${base}` : base;
    },
    phone: nanpPhone,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, CA_BANKS);
      return { account_number: `${rng.digits(5)}-${bank.code}-${rng.digits(7)}`, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: null };
    },
    taxId: (rng) => sin(rng),
    companyTaxId: (rng) => `${luhnNumber(rng, String(rng.int(1, 9)), 9)}RP0001`,
    salaryFactor: 0.78,
    payFrequencies: ['monthly', 'biweekly', 'semimonthly'],
    payFrequencyWeights: [40, 45, 15],
    vacationDays: 15,
    sickDays: 5,
  },
  GB: {
    code: 'GB',
    name: 'United Kingdom',
    currency: 'gbp',
    companySuffix: 'Ltd',
    cities: [
      { name: 'London', area: 'Greater London', tz: 0, dst: 'eu', post: gbPost(['E1', 'E2', 'E14', 'EC1V', 'N1', 'N7', 'NW1', 'NW3', 'SE1', 'SE15', 'SW4', 'SW11', 'W2', 'W12', 'WC2H']) },
      { name: 'Manchester', area: 'Greater Manchester', tz: 0, dst: 'eu', post: gbPost(['M1', 'M3', 'M4', 'M14', 'M20', 'M21']) },
      { name: 'Bristol', area: 'Bristol', tz: 0, dst: 'eu', post: gbPost(['BS1', 'BS2', 'BS6', 'BS7', 'BS8']) },
      { name: 'Edinburgh', area: 'City of Edinburgh', tz: 0, dst: 'eu', post: gbPost(['EH1', 'EH3', 'EH6', 'EH7', 'EH10']) },
      { name: 'Leeds', area: 'West Yorkshire', tz: 0, dst: 'eu', post: gbPost(['LS1', 'LS2', 'LS6', 'LS8']) },
      { name: 'Cardiff', area: 'Cardiff', tz: 0, dst: 'eu', post: gbPost(['CF10', 'CF11', 'CF14', 'CF24']) },
      { name: 'Birmingham', area: 'West Midlands', tz: 0, dst: 'eu', post: gbPost(['B1', 'B5', 'B13', 'B15', 'B29']) },
    ],
    cityWeights: [45, 15, 10, 10, 8, 5, 7],
    officeStreet: '1 Orchard Place',
    street: (rng) => {
      const base = `${rng.int(1, 240)} ${rng.pick(EN_STREETS)} ${rng.pick(GB_SUFFIX)}`;
      return rng.chance(0.3) ? `Flat ${rng.int(1, 40)}, ${base}` : base;
    },
    phone: (rng) => `+447700900${rng.digits(3)}`,
    bankAccount: sortCodeAccount('GB', GB_BANKS),
    taxId: (rng) => nino(rng),
    companyTaxId: gbVat,
    salaryFactor: 0.62,
    payFrequencies: ['monthly', 'weekly'],
    payFrequencyWeights: [92, 8],
    vacationDays: 25,
    sickDays: 10,
  },
  IE: {
    code: 'IE',
    name: 'Ireland',
    currency: 'eur',
    companySuffix: 'Limited',
    cities: [
      { name: 'Dublin', area: 'County Dublin', tz: 0, dst: 'eu', post: eircode(['D01', 'D02', 'D04', 'D06', 'D6W', 'D07', 'D08', 'D09', 'D12', 'D15', 'D18']) },
      { name: 'Cork', area: 'County Cork', tz: 0, dst: 'eu', post: eircode(['T12', 'T23']) },
      { name: 'Galway', area: 'County Galway', tz: 0, dst: 'eu', post: eircode(['H91']) },
      { name: 'Limerick', area: 'County Limerick', tz: 0, dst: 'eu', post: eircode(['V94']) },
      { name: 'Naas', area: 'County Kildare', tz: 0, dst: 'eu', post: eircode(['W91']) },
    ],
    cityWeights: [60, 15, 10, 10, 5],
    officeStreet: '2 Riverside Quay',
    street: (rng) => {
      const base = `${rng.int(1, 180)} ${rng.pick(IE_STREETS)} ${rng.pick(IE_SUFFIX)}`;
      return rng.chance(0.25) ? `Apartment ${rng.int(1, 60)}, ${base}` : base;
    },
    phone: (rng) => `+3538${rng.pick(['3', '5', '6', '7', '9'])}${rng.digits(7)}`,
    bankAccount: sortCodeAccount('IE', IE_BANKS),
    taxId: (rng) => ppsn(rng),
    companyTaxId: (rng) => {
      const digits = String(rng.int(1, 9)) + rng.digits(6);
      return `IE${digits}${ppsnCheckLetter(digits)}`;
    },
    salaryFactor: 0.72,
    payFrequencies: ['monthly', 'weekly', 'biweekly'],
    payFrequencyWeights: [80, 12, 8],
    vacationDays: 22,
    sickDays: 5,
  },
  DE: {
    code: 'DE',
    name: 'Germany',
    currency: 'eur',
    companySuffix: 'GmbH',
    cities: [
      { name: 'Berlin', area: 'Berlin', tz: 60, dst: 'eu', post: fromList(['10115', '10178', '10243', '10405', '10437', '10551', '10623', '10785', '10961', '10999', '12043', '12047', '13347']) },
      { name: 'München', area: 'Bayern', tz: 60, dst: 'eu', post: fromList(['80331', '80333', '80469', '80539', '80796', '80802', '81369', '81541', '81667']) },
      { name: 'Hamburg', area: 'Hamburg', tz: 60, dst: 'eu', post: fromList(['20095', '20099', '20249', '20354', '20357', '22041', '22765', '22767']) },
      { name: 'Frankfurt am Main', area: 'Hessen', tz: 60, dst: 'eu', post: fromList(['60311', '60313', '60316', '60322', '60386', '60431', '60486', '60594']) },
      { name: 'Köln', area: 'Nordrhein-Westfalen', tz: 60, dst: 'eu', post: fromList(['50667', '50670', '50672', '50674', '50677', '50733', '50823', '51063']) },
      { name: 'Leipzig', area: 'Sachsen', tz: 60, dst: 'eu', post: fromList(['04103', '04109', '04155', '04275', '04315']) },
    ],
    cityWeights: [40, 20, 15, 10, 10, 5],
    officeStreet: 'Lindenstraße 68',
    street: (rng) => `${rng.pick(DE_STREETS)} ${rng.int(1, 160)}${rng.chance(0.12) ? rng.letters(1, 'abc') : ''}`,
    phone: (rng) => `+49${rng.pick(['151', '152', '157', '160', '162', '170', '171', '172', '173', '175', '176', '177', '178', '179'])}${rng.digits(rng.chance(0.5) ? 7 : 8)}`,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, DE_BANKS);
      const account = rng.digits(10);
      return { account_number: account, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: makeIban('DE', bank.code + account) };
    },
    taxId: (rng) => steuerId(rng),
    companyTaxId: (rng) => {
      const body = String(rng.int(1, 3)) + rng.digits(7);
      return `DE${body}${iso7064Mod1110(body)}`;
    },
    salaryFactor: 0.7,
    payFrequencies: ['monthly'],
    payFrequencyWeights: [1],
    vacationDays: 28,
    sickDays: 30,
  },
  FR: {
    code: 'FR',
    name: 'France',
    currency: 'eur',
    companySuffix: 'SAS',
    cities: [
      { name: 'Paris', area: 'Île-de-France', tz: 60, dst: 'eu', post: range(75001, 75020) },
      { name: 'Lyon', area: 'Auvergne-Rhône-Alpes', tz: 60, dst: 'eu', post: range(69001, 69009) },
      { name: 'Marseille', area: "Provence-Alpes-Côte d'Azur", tz: 60, dst: 'eu', post: range(13001, 13016) },
      { name: 'Toulouse', area: 'Occitanie', tz: 60, dst: 'eu', post: fromList(['31000', '31100', '31200', '31300', '31400', '31500']) },
      { name: 'Bordeaux', area: 'Nouvelle-Aquitaine', tz: 60, dst: 'eu', post: fromList(['33000', '33100', '33200', '33300', '33800']) },
      { name: 'Lille', area: 'Hauts-de-France', tz: 60, dst: 'eu', post: fromList(['59000', '59160', '59260', '59777', '59800']) },
      { name: 'Nantes', area: 'Pays de la Loire', tz: 60, dst: 'eu', post: fromList(['44000', '44100', '44200', '44300']) },
    ],
    cityWeights: [50, 12, 8, 8, 8, 7, 7],
    officeStreet: '24 rue des Lilas',
    street: (rng) => `${rng.int(1, 140)}${rng.chance(0.08) ? ' bis' : ''} ${rng.pick(FR_STREETS)}`,
    phone: (rng) => `+3363998${rng.digits(4)}`,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, FR_BANKS);
      const branch = rng.digits(5);
      const account = rng.digits(11);
      const key = ribKey(bank.code, branch, account);
      return { account_number: account, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: makeIban('FR', bank.code + branch + account + key) };
    },
    taxId: nir,
    companyTaxId: frVat,
    salaryFactor: 0.62,
    payFrequencies: ['monthly'],
    payFrequencyWeights: [1],
    vacationDays: 25,
    sickDays: 10,
  },
  AU: {
    code: 'AU',
    name: 'Australia',
    currency: 'usd',
    companySuffix: 'Pty Ltd',
    cities: [
      { name: 'Sydney', area: 'NSW', tz: 600, dst: 'au', post: fromList(['2000', '2010', '2011', '2017', '2021', '2026', '2040', '2060', '2065', '2088', '2095', '2122', '2150']) },
      { name: 'Melbourne', area: 'VIC', tz: 600, dst: 'au', post: fromList(['3000', '3004', '3031', '3051', '3056', '3065', '3101', '3121', '3141', '3181', '3182']) },
      { name: 'Brisbane', area: 'QLD', tz: 600, dst: 'none', post: fromList(['4000', '4005', '4006', '4064', '4101', '4169']) },
      { name: 'Perth', area: 'WA', tz: 480, dst: 'none', post: fromList(['6000', '6003', '6008', '6050', '6151']) },
      { name: 'Adelaide', area: 'SA', tz: 570, dst: 'au', post: fromList(['5000', '5006', '5034', '5067']) },
      { name: 'Canberra', area: 'ACT', tz: 600, dst: 'au', post: fromList(['2600', '2601', '2602', '2612']) },
    ],
    cityWeights: [40, 30, 12, 8, 5, 5],
    officeStreet: 'Level 12, 1 Wattle Place',
    street: (rng) => {
      const base = `${rng.int(1, 300)} ${rng.pick(AU_STREETS)} ${rng.pick(AU_SUFFIX)}`;
      return rng.chance(0.3) ? `${rng.int(1, 40)}/${base}` : base;
    },
    phone: (rng) => `+614${rng.digits(8)}`,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, AU_BANKS);
      return { account_number: `${bank.code}${rng.digits(1)}-${rng.digits(3)} ${rng.digits(rng.int(6, 9))}`, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: null };
    },
    taxId: (rng) => tfn(rng),
    companyTaxId: abn,
    salaryFactor: 0.7,
    payFrequencies: ['monthly', 'biweekly', 'weekly'],
    payFrequencyWeights: [50, 40, 10],
    vacationDays: 20,
    sickDays: 10,
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    currency: 'usd',
    companySuffix: 'Limited',
    cities: [
      { name: 'Auckland', area: 'Auckland', tz: 720, dst: 'nz', post: fromList(['0622', '0626', '1010', '1011', '1021', '1022', '1023', '1024', '1025', '1050', '1051', '2010']) },
      { name: 'Wellington', area: 'Wellington', tz: 720, dst: 'nz', post: fromList(['5010', '6011', '6012', '6021', '6022', '6035']) },
      { name: 'Christchurch', area: 'Canterbury', tz: 720, dst: 'nz', post: fromList(['8011', '8013', '8014', '8022', '8041', '8052']) },
      { name: 'Hamilton', area: 'Waikato', tz: 720, dst: 'nz', post: fromList(['3200', '3204', '3210', '3216']) },
      { name: 'Dunedin', area: 'Otago', tz: 720, dst: 'nz', post: fromList(['9010', '9011', '9016']) },
    ],
    cityWeights: [50, 25, 15, 5, 5],
    officeStreet: 'Level 5, 80 Kowhai Street',
    street: (rng) => {
      const base = `${rng.int(1, 250)} ${rng.pick(NZ_STREETS)} ${rng.pick(NZ_SUFFIX)}`;
      return rng.chance(0.2) ? `${rng.int(1, 12)}/${base}` : base;
    },
    phone: (rng) => `+642${rng.pick(['1', '2', '7'])}${rng.digits(7)}`,
    bankAccount: (rng, holder) => {
      const bank = pickBank(rng, NZ_BANKS);
      return { account_number: `${bank.code}-${rng.digits(4)}-${rng.digits(7)}-${rng.pick(['00', '00', '01', '02'])}`, bank_name: bank.name, bic: bank.bic, holder_name: holder, iban: null };
    },
    taxId: (rng) => ird(rng),
    companyTaxId: (rng) => {
      const body = `94290${rng.digits(7)}`;
      return body + String(gs1CheckDigit(body));
    },
    salaryFactor: 0.6,
    payFrequencies: ['monthly', 'biweekly', 'weekly'],
    payFrequencyWeights: [45, 45, 10],
    vacationDays: 20,
    sickDays: 10,
  },
};

/** Nationalities (ISO 3166-1 alpha-2) of people who moved to the country they work in. */
export const OTHER_NATIONALITIES = ['IN', 'CN', 'BR', 'NG', 'PL', 'ES', 'IT', 'PT', 'ZA', 'PH', 'MX', 'KR', 'JP', 'NL', 'SE', 'TR', 'PK', 'VN', 'GH', 'KE', 'US', 'GB', 'IE', 'DE', 'FR', 'CA', 'AU', 'NZ'] as const;

// ---- Time zones ----------------------------------------------------------------------------

const dstCache = new Map<string, readonly [number, number]>();

/** [first day of daylight time, first day back on standard time] for a northern rule, or the reverse for a southern one. */
function dstBounds(rule: DstRule, year: number): readonly [number, number] {
  const key = `${rule}:${year}`;
  let bounds = dstCache.get(key);
  if (!bounds) {
    switch (rule) {
      case 'us':
        bounds = [nthWeekdayOfMonth(year, 3, 0, 2), nthWeekdayOfMonth(year, 11, 0, 1)];
        break;
      case 'eu':
        bounds = [nthWeekdayOfMonth(year, 3, 0, -1), nthWeekdayOfMonth(year, 10, 0, -1)];
        break;
      case 'au':
        bounds = [nthWeekdayOfMonth(year, 4, 0, 1), nthWeekdayOfMonth(year, 10, 0, 1)];
        break;
      case 'nz':
        bounds = [nthWeekdayOfMonth(year, 4, 0, 1), nthWeekdayOfMonth(year, 9, 0, -1)];
        break;
      default:
        bounds = [0, 0];
    }
    dstCache.set(key, bounds);
  }
  return bounds;
}

/** UTC offset in minutes of a city on a given day (daylight saving applied at day granularity). */
export function utcOffset(city: City, dayNumber: number, year: number): number {
  if (city.dst === 'none') return city.tz;
  const [a, b] = dstBounds(city.dst, year);
  const southern = city.dst === 'au' || city.dst === 'nz';
  // Southern rules: standard time between the April and the September/October change.
  const summer = southern ? dayNumber < a || dayNumber >= b : dayNumber >= a && dayNumber < b;
  return city.tz + (summer ? 60 : 0);
}
