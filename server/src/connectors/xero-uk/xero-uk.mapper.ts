// Pure functions: Xero JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot be read is
// nulled or skipped and counted in the sync report through the Reader, in Xero's field names.
import type { EmploymentStatus, EmploymentType, Gender, RemoteCompany, RemoteEmployee, RemoteIdentity } from '../../model';
import { address, blankEmployee, countryCode, isoDate, joinLines, str } from '../map-utils';
import type { Reader } from '../reader';
import { jwtClaims } from '../oauth/oauth';
import type { XeroAccountingAddress, XeroContract, XeroOrganisation, XeroPayrollEmployee } from './xero-uk.types';

const GENDERS: Record<string, Gender> = { M: 'male', F: 'female' };

/** The street address if there is one, else the postal one (Accounting keeps both). */
function mainAddress(addresses: readonly XeroAccountingAddress[] | null | undefined): XeroAccountingAddress | undefined {
  return addresses?.find((a) => a.AddressType === 'STREET') ?? addresses?.find((a) => a.AddressType === 'POBOX');
}

export function toCompany(org: XeroOrganisation, tenantId: string): RemoteCompany {
  const a = mainAddress(org.Addresses);
  return {
    remote_id: str(org.OrganisationID) ?? tenantId,
    legal_name: str(org.LegalName),
    display_name: str(org.Name),
    tax_id: str(org.TaxNumber),
    address: a
      ? address({
          street_address: joinLines(a.AddressLine1, a.AddressLine2, a.AddressLine3, a.AddressLine4),
          locality: str(a.City),
          administrative_area: str(a.Region),
          country: countryCode(a.Country) ?? countryCode(org.CountryCode),
          post_code: str(a.PostalCode),
        })
      : null,
  };
}

const CONTRACT_TYPES: Record<string, EmploymentType> = { fulltime: 'full_time', parttime: 'part_time', zerohour: 'other' };

/**
 * The contract in force on `today`: the latest one started by then (a fixed term not yet over), else, for a
 * starter whose contracts all lie ahead, the first one to start.
 */
function currentContract(contracts: readonly XeroContract[], today: string): XeroContract | null {
  const dated = contracts
    .map((c) => ({ c, start: isoDate(c.startDate) }))
    .filter((x): x is { c: XeroContract; start: string } => x.start !== null)
    .sort((a, b) => a.start.localeCompare(b.start));
  const started = dated.filter((x) => x.start <= today && !(x.c.isFixedTerm === true && (isoDate(x.c.fixedTermEndDate) ?? '9999') < today));
  return started.at(-1)?.c ?? dated.find((x) => x.start > today)?.c ?? null;
}

/**
 * Payroll UK sends no status. On `today` (the sync clock's calendar date in the UK, YYYY-MM-DD): a start date
 * still ahead is a future starter (pending), an end date already past a leaver (inactive; the end date is the
 * last day of employment), anyone else employed. Without a start date Xero cannot pay someone: unknown.
 */
export function employmentStatus(start: string | null, end: string | null, today: string): EmploymentStatus | null {
  if (end !== null && end < today) return 'inactive';
  if (start === null) return null;
  return start > today ? 'pending' : 'active';
}

/**
 * An employee, or null (skipped, counted) without an id. `today` is the sync clock's UK calendar date: the
 * status and the contract in force depend on it.
 */
export function toEmployee(e: XeroPayrollEmployee, today: string, read: Reader): RemoteEmployee | null {
  const id = read.id(e.employeeID);
  if (id === null) return read.skip('employeeID', 'no employee id');
  const start = read.date(e.startDate, 'startDate');
  const end = read.date(e.endDate, 'endDate');
  const contract = currentContract(Array.isArray(e.contracts) ? e.contracts.filter((c) => c && typeof c === 'object') : [], today);
  const home = e.address;
  return {
    ...blankEmployee(id),
    first_name: str(e.firstName),
    last_name: str(e.lastName),
    // Xero keeps one address and number per employee, for payslips: their own, not the employer's.
    personal_email: str(e.email),
    mobile_phone_number: str(e.phoneNumber),
    tax_id: str(e.nationalInsuranceNumber),
    gender: read.enum(e.gender, GENDERS, 'gender'),
    date_of_birth: read.date(e.dateOfBirth, 'dateOfBirth'),
    employment_status: employmentStatus(start, end, today),
    // An off-payroll worker (IR35) works through their own company: a contractor. Otherwise the contract in
    // force says full time, part time or zero hours (other).
    employment_type: e.isOffPayrollWorker === true ? 'contractor' : contract ? read.enum(contract.contractType, CONTRACT_TYPES, 'contracts.contractType') : null,
    start_date: start,
    termination_date: end,
    remote_created_at: read.dateTime(e.createdDateUTC, 'createdDateUTC', { naive: 'utc' }),
    home_location: home
      ? address({
          street_address: joinLines(home.addressLine1, home.addressLine2),
          locality: str(home.city),
          country: read.country(home.countryName, 'address.countryName'),
          post_code: str(home.postCode),
        })
      : null,
  };
}

/** The person who connected, from the OpenID Connect id token Xero issued with the tokens. */
export function toIdentity(idToken: string | null | undefined): RemoteIdentity | null {
  const claims = jwtClaims(idToken);
  if (!claims) return null;
  const parts = [str(claims.given_name), str(claims.family_name)].filter((p): p is string => p !== null);
  const name = str(claims.name) ?? (parts.length > 0 ? parts.join(' ') : null);
  return { name, email: str(claims.email), phone_number: null };
}
