// Pure functions: Xero JSON -> our Remote* model. Unknown stays null (STYLE idea 6).
import type { Gender, RemoteCompany, RemoteEmployee, RemoteIdentity } from '../../model';
import { address, blankEmployee, countryCode, isoDate, isoDateTime, joinLines, mapEnum, str } from '../map-utils';
import { jwtClaims } from '../oauth/oauth';
import type { XeroAccountingAddress, XeroOrganisation, XeroPayrollEmployee } from './xero-uk.types';

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

/**
 * Payroll UK sends no status: an end date on or before `today` (YYYY-MM-DD) means the employee has
 * left, none or a later one that they are employed.
 */
export function toEmployee(e: XeroPayrollEmployee, today: string): RemoteEmployee {
  const end = isoDate(e.endDate);
  const home = e.address;
  return {
    ...blankEmployee(String(e.employeeID)),
    first_name: str(e.firstName),
    last_name: str(e.lastName),
    // Xero keeps one address and number per employee, for payslips: their own, not the employer's.
    personal_email: str(e.email),
    mobile_phone_number: str(e.phoneNumber),
    tax_id: str(e.nationalInsuranceNumber),
    gender: mapEnum(e.gender, GENDERS),
    date_of_birth: isoDate(e.dateOfBirth),
    employment_status: end !== null && end <= today ? 'inactive' : 'active',
    // An off-payroll worker (IR35) works through their own company: a contractor.
    employment_type: e.isOffPayrollWorker === true ? 'contractor' : null,
    start_date: isoDate(e.startDate),
    termination_date: end,
    remote_created_at: isoDateTime(e.createdDateUTC, { naive: 'utc' }),
    home_location: home
      ? address({
          street_address: joinLines(home.addressLine1, home.addressLine2),
          locality: str(home.city),
          administrative_area: str(home.county),
          country: countryCode(home.countryName),
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
