// Small helpers every mapper shares. The rule they all follow (STYLE idea 6): unknown is null.
// Nothing here guesses a value, stamps a time or fills a default.
import { CURRENCIES, type Address, type Currency, type EmploymentType, type Gender, type IsoDate, type IsoDateTime, type RemoteCompany, type RemoteEmployee, type RemoteTimeOffEntry, type RemoteWorkLocation, type TimeOffUnit } from '../model';
import { invalidNumber } from './parse-number';
import type { Reader } from './reader';

/** A trimmed non-empty string, or null. Numbers are accepted (providers mix "12" and 12 for ids). */
export function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Strings that providers use to say "nothing here". */
const EMPTY_DATES = new Set(['0000-00-00', '0001-01-01']);

/** A provider's way of writing "no date" ("0000-00-00", "0001-01-01T00:00:00"): unknown, not unreadable. */
export function isPlaceholderDate(value: unknown): boolean {
  return EMPTY_DATES.has(str(value)?.slice(0, 10) ?? '');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * 'YYYY-MM-DD' from a provider date. A date-time keeps the calendar date it was written with
 * (no timezone shift: a hire date is a calendar date). Garbage, placeholders and impossible dates are null.
 */
export function isoDate(value: unknown): IsoDate | null {
  const text = str(value);
  if (text === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  if (EMPTY_DATES.has(date)) return null;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3])) ? date : null;
}

export interface DateTimeOptions {
  /**
   * How to read a date-time without an offset. 'utc' only where the provider documents UTC;
   * the default refuses to guess a timezone and returns null.
   */
  naive?: 'utc' | 'reject';
}

/** An ISO 8601 instant (UTC, 'Z') from a provider date-time, or null. */
export function isoDateTime(value: unknown, options: DateTimeOptions = {}): IsoDateTime | null {
  let text = str(value);
  if (text === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (!match) return null;
  if (!isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  if (!match[8]) {
    if (options.naive !== 'utc') return null;
    text = `${text.replace(' ', 'T')}Z`;
  } else {
    text = text.replace(' ', 'T').replace(/\s+/g, '');
    // "+0100" is valid ISO 8601 but not for Date.parse everywhere.
    text = text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * Maps a provider value through a table of known spellings (matched case-insensitively, trimmed).
 * Anything not in the table is null: an unknown value is never forced into a category.
 */
export function mapEnum<T extends string>(value: unknown, table: Readonly<Record<string, T>>): T | null {
  const text = str(value);
  if (text === null) return null;
  const key = text.toLowerCase();
  for (const [spelling, mapped] of Object.entries(table)) {
    if (spelling.toLowerCase() === key) return mapped;
  }
  return null;
}

/** Gender as most providers spell it; any other value stays unknown. */
export const MALE_FEMALE: Readonly<Record<string, Gender>> = { male: 'male', female: 'female' };

/** Full and part time, written with a space or a hyphen; a provider's other kinds of contract go beside them. */
export const FULL_OR_PART_TIME: Readonly<Record<string, EmploymentType>> = {
  'full time': 'full_time',
  'full-time': 'full_time',
  'part time': 'part_time',
  'part-time': 'part_time',
};

/** The kinds of contract HR systems list by default: full time, part time and contractor. */
export const FULL_PART_OR_CONTRACTOR: Readonly<Record<string, EmploymentType>> = { ...FULL_OR_PART_TIME, contractor: 'contractor' };

/** A provider number (hours, days) rounded to a multiple of 0.1; blank is null, garbage is malformed. */
export function toTenth(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) throw invalidNumber();
    n = Number(text);
  } else {
    throw invalidNumber();
  }
  if (!Number.isFinite(n)) throw invalidNumber();
  // Half away from zero; the epsilon absorbs binary noise (1.15 is stored as 1.1499…).
  const rounded = (Math.sign(n) * Math.round(Math.abs(n) * 10 + 1e-9)) / 10;
  return rounded === 0 ? 0 : rounded;
}

/** A time off amount with its unit: the unit is said only where the amount is known. */
export function amountIn(amount: number | null, unit: TimeOffUnit): { amount: number | null; unit: TimeOffUnit | null } {
  return { amount, unit: amount === null ? null : unit };
}

/** One of our currencies (SPEC §3: USD, GBP, EUR) from an ISO 4217 code in any case, or null. */
export function currencyCode(value: unknown): Currency | null {
  const code = str(value)?.toLowerCase();
  return (CURRENCIES as readonly string[]).includes(code ?? '') ? (code as Currency) : null;
}

/** An Address, or null when the provider gave none of its parts. */
export function address(parts: Partial<Address>): Address | null {
  const result: Address = {
    street_address: parts.street_address ?? null,
    locality: parts.locality ?? null,
    administrative_area: parts.administrative_area ?? null,
    country: parts.country ?? null,
    post_code: parts.post_code ?? null,
  };
  return Object.values(result).some((v) => v !== null) ? result : null;
}

/** A company the provider only names: whether the name is the legal one is not said, and no tax id is given. */
export function namedCompany(remoteId: string, displayName: string | null, address: Address | null = null): RemoteCompany {
  return { remote_id: remoteId, legal_name: null, display_name: displayName, tax_id: null, address };
}

/** A work location the provider names (and may give an address for): its type is unknown. */
export function namedWorkLocation(remoteId: string, name: string | null, address: Address | null = null): RemoteWorkLocation {
  return { remote_id: remoteId, name, type: null, address };
}

/** The distinct names a list of records gives (first seen first), for groups and locations known only by name. */
export function distinctNames<T>(records: readonly T[], nameOf: (record: T) => string | null): string[] {
  return [...new Set(records.map(nameOf).filter((name): name is string => name !== null))];
}

/**
 * Our remote id for a record of a provider that keeps each kind (departments, teams, …) in an id space of its
 * own: "<kind>:<id>", or null without an id.
 */
export function kindId(kind: string, id: unknown): string | null {
  const value = str(id);
  return value === null ? null : `${kind}:${value}`;
}

/** Joins the non-empty parts of a street address ("line 1, line 2"). */
export function joinLines(...lines: unknown[]): string | null {
  const parts = lines.map(str).filter((p): p is string => p !== null);
  return parts.length ? parts.join(', ') : null;
}

/** An employee with every field unknown; mappers spread it and set what the provider really sent. */
export function blankEmployee(remoteId: string): RemoteEmployee {
  return {
    remote_id: remoteId,
    employee_number: null,
    first_name: null,
    last_name: null,
    display_full_name: null,
    nationality: null,
    job_title: null,
    work_email: null,
    personal_email: null,
    mobile_phone_number: null,
    tax_id: null,
    gender: null,
    ethnicity: null,
    marital_status: null,
    date_of_birth: null,
    employment_status: null,
    employment_type: null,
    start_date: null,
    remote_created_at: null,
    termination_date: null,
    avatar: null,
    home_location: null,
    work_location_remote_id: null,
    manager_remote_id: null,
    bank_account: null,
    employment_history: [],
    compensation_history: [],
    custom_fields: null,
    group_remote_ids: [],
    dependents: [],
    emergency_contacts: [],
  };
}

/** Where a required id is read: its value, its field in the provider's answer, and what the report says without it. */
export type RequiredId = readonly [value: unknown, field: string, missing: string];

/**
 * The ids of a record about one employee (a time off entry, a timesheet entry): its own and its employee's.
 * Without either, the record is skipped and counted (its own id checked first) and this is null.
 */
export function employeeRecordIds(
  read: Reader,
  [id, idField, noId]: RequiredId,
  [employee, employeeField, noEmployee]: RequiredId,
): Pick<RemoteTimeOffEntry, 'remote_id' | 'employee_remote_id'> | null {
  const remoteId = read.id(id);
  const employeeId = read.id(employee);
  if (remoteId === null) return read.skip(idField, noId);
  if (employeeId === null) return read.skip(employeeField, noEmployee);
  return { remote_id: remoteId, employee_remote_id: employeeId };
}

// ---- Countries -----------------------------------------------------------------------------

// ISO 3166-1: alpha-2 and alpha-3 of every assigned country (plus XK, in common use for Kosovo).
const ISO_COUNTRIES =
  'AD:AND AE:ARE AF:AFG AG:ATG AI:AIA AL:ALB AM:ARM AO:AGO AQ:ATA AR:ARG AS:ASM AT:AUT AU:AUS AW:ABW AX:ALA ' +
  'AZ:AZE BA:BIH BB:BRB BD:BGD BE:BEL BF:BFA BG:BGR BH:BHR BI:BDI BJ:BEN BL:BLM BM:BMU BN:BRN BO:BOL BQ:BES ' +
  'BR:BRA BS:BHS BT:BTN BV:BVT BW:BWA BY:BLR BZ:BLZ CA:CAN CC:CCK CD:COD CF:CAF CG:COG CH:CHE CI:CIV CK:COK ' +
  'CL:CHL CM:CMR CN:CHN CO:COL CR:CRI CU:CUB CV:CPV CW:CUW CX:CXR CY:CYP CZ:CZE DE:DEU DJ:DJI DK:DNK DM:DMA ' +
  'DO:DOM DZ:DZA EC:ECU EE:EST EG:EGY EH:ESH ER:ERI ES:ESP ET:ETH FI:FIN FJ:FJI FK:FLK FM:FSM FO:FRO FR:FRA ' +
  'GA:GAB GB:GBR GD:GRD GE:GEO GF:GUF GG:GGY GH:GHA GI:GIB GL:GRL GM:GMB GN:GIN GP:GLP GQ:GNQ GR:GRC GS:SGS ' +
  'GT:GTM GU:GUM GW:GNB GY:GUY HK:HKG HM:HMD HN:HND HR:HRV HT:HTI HU:HUN ID:IDN IE:IRL IL:ISR IM:IMN IN:IND ' +
  'IO:IOT IQ:IRQ IR:IRN IS:ISL IT:ITA JE:JEY JM:JAM JO:JOR JP:JPN KE:KEN KG:KGZ KH:KHM KI:KIR KM:COM KN:KNA ' +
  'KP:PRK KR:KOR KW:KWT KY:CYM KZ:KAZ LA:LAO LB:LBN LC:LCA LI:LIE LK:LKA LR:LBR LS:LSO LT:LTU LU:LUX LV:LVA ' +
  'LY:LBY MA:MAR MC:MCO MD:MDA ME:MNE MF:MAF MG:MDG MH:MHL MK:MKD ML:MLI MM:MMR MN:MNG MO:MAC MP:MNP MQ:MTQ ' +
  'MR:MRT MS:MSR MT:MLT MU:MUS MV:MDV MW:MWI MX:MEX MY:MYS MZ:MOZ NA:NAM NC:NCL NE:NER NF:NFK NG:NGA NI:NIC ' +
  'NL:NLD NO:NOR NP:NPL NR:NRU NU:NIU NZ:NZL OM:OMN PA:PAN PE:PER PF:PYF PG:PNG PH:PHL PK:PAK PL:POL PM:SPM ' +
  'PN:PCN PR:PRI PS:PSE PT:PRT PW:PLW PY:PRY QA:QAT RE:REU RO:ROU RS:SRB RU:RUS RW:RWA SA:SAU SB:SLB SC:SYC ' +
  'SD:SDN SE:SWE SG:SGP SH:SHN SI:SVN SJ:SJM SK:SVK SL:SLE SM:SMR SN:SEN SO:SOM SR:SUR SS:SSD ST:STP SV:SLV ' +
  'SX:SXM SY:SYR SZ:SWZ TC:TCA TD:TCD TF:ATF TG:TGO TH:THA TJ:TJK TK:TKL TL:TLS TM:TKM TN:TUN TO:TON TR:TUR ' +
  'TT:TTO TV:TUV TW:TWN TZ:TZA UA:UKR UG:UGA UM:UMI US:USA UY:URY UZ:UZB VA:VAT VC:VCT VE:VEN VG:VGB VI:VIR ' +
  'VN:VNM VU:VUT WF:WLF WS:WSM XK:XKX YE:YEM YT:MYT ZA:ZAF ZM:ZMB ZW:ZWE';

// Spellings the locale data does not produce but HR systems commonly store.
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  northernireland: 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  'u s a': 'US',
  'u s': 'US',
  'republic of ireland': 'IE',
  eire: 'IE',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  turkey: 'TR',
  'ivory coast': 'CI',
  swaziland: 'SZ',
  macedonia: 'MK',
  burma: 'MM',
  'vatican city': 'VA',
  'hong kong': 'HK',
  macau: 'MO',
  'south korea': 'KR',
  'north korea': 'KP',
  russia: 'RU',
  'russian federation': 'RU',
  vietnam: 'VN',
  'viet nam': 'VN',
  'korea republic of': 'KR',
};

const normaliseName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let countryIndex: Map<string, string> | null = null;

function buildCountryIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const locales = ['en', 'de', 'fr', 'es', 'nl', 'it', 'pt'];
  const namers = locales.map((l) => new Intl.DisplayNames([l], { type: 'region', fallback: 'none' }));
  for (const pair of ISO_COUNTRIES.split(' ')) {
    const [alpha2, alpha3] = pair.split(':') as [string, string];
    index.set(alpha2.toLowerCase(), alpha2);
    index.set(alpha3.toLowerCase(), alpha2);
    for (const namer of namers) {
      const name = namer.of(alpha2);
      if (name) {
        const key = normaliseName(name);
        if (!index.has(key)) index.set(key, alpha2);
      }
    }
  }
  for (const [alias, alpha2] of Object.entries(COUNTRY_ALIASES)) index.set(alias, alpha2);
  return index;
}

/** ISO 3166-1 alpha-2 (upper case) from an alpha-2, alpha-3 or country name; unknown is null. */
export function countryCode(value: unknown): string | null {
  const text = str(value);
  if (text === null) return null;
  countryIndex ??= buildCountryIndex();
  return countryIndex.get(normaliseName(text)) ?? null;
}

// ---- Parts of records ----------------------------------------------------------------------

/** The ids a record names (its department, its teams), leaving out those it does not have. */
export function knownIds(...ids: ReadonlyArray<string | null | undefined>): string[] {
  return ids.filter((id): id is string => !!id);
}

/** A value of a provider's answer and its field there, for the sync report. */
export type Field = readonly [value: unknown, field: string];

/**
 * When and how much of a time off entry whose provider counts it in one unit: the amount (rounded to 0.1), then
 * the start and end dates, read in that order (the order the report lists what it could not read).
 */
export function timeOffSpan(
  read: Reader,
  [amount, amountField]: Field,
  unit: TimeOffUnit,
  [start, startField]: Field,
  [end, endField]: Field,
): Pick<RemoteTimeOffEntry, 'start_date' | 'end_date' | 'amount' | 'unit'> {
  const counted = read.tenth(amount, amountField);
  return { start_date: read.date(start, startField), end_date: read.date(end, endField), ...amountIn(counted, unit) };
}
