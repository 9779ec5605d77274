// Pure functions: PayFit Partner API JSON -> our Remote* model. Unknown stays null (STYLE idea 6); what cannot
// be read is nulled or skipped and counted in the sync report through the Reader, in PayFit's field names.
import type { EmploymentStatus, RemoteCompany, RemoteEmployee, RemoteGroup } from '../../model';
import { address, blankEmployee, distinctNames, knownIds, MALE_FEMALE, namedCompany, str } from '../map-utils';
import type { Reader } from '../reader';
import type { PayfitCollaborator, PayfitCompany, PayfitContract } from './payfit.types';

// PayFit's third value, "other", is a gender of its own, not "not specified": it stays null, uncounted.

export const teamId = (name: string): string => `team:${name}`;

export function toCompany(c: PayfitCompany, companyId: string, read: Reader): RemoteCompany {
  // PayFit gives one name; whether it is the legal one is not said.
  return namedCompany(str(c.id) ?? companyId, str(c.name), address({ country: read.country(c.country, 'country') }));
}

/** Active if any contract is; else pending if one is; else inactive if all ended; unknown without contracts. */
function employmentStatus(c: PayfitCollaborator): EmploymentStatus | null {
  const statuses = new Set((c.contracts ?? []).map((k) => str(k.status)?.toUpperCase()));
  if (statuses.has('ACTIVE')) return 'active';
  if (statuses.has('PENDING')) return 'pending';
  return statuses.has('ARCHIVED') ? 'inactive' : null;
}

/** The contract that describes the collaborator now: the active one, else a pending one, else the latest. */
export function currentContract(contracts: readonly PayfitContract[]): PayfitContract | null {
  const latestFirst = [...contracts].sort((a, b) => (str(b.startDate) ?? '').localeCompare(str(a.startDate) ?? ''));
  return latestFirst.find((k) => k.status === 'ACTIVE') ?? latestFirst.find((k) => k.status === 'PENDING') ?? latestFirst[0] ?? null;
}

/** A collaborator with their contracts (GET /contracts), or null (skipped, counted) without an id. */
export function toEmployee(c: PayfitCollaborator, contracts: readonly PayfitContract[], read: Reader): RemoteEmployee | null {
  const id = read.id(c.id);
  if (id === null) return read.skip('id', 'no collaborator id');
  const current = currentContract(contracts);
  const email = (type: string) => str((c.emails ?? []).find((e) => e?.type === type)?.email);
  const home = (c.addresses ?? []).find((a) => a?.type === 'personal') ?? null;
  // The hire date is the start of the first contract the collaborator has had.
  const starts = (c.contracts ?? []).map((k) => read.date(k.startDate, 'contracts.startDate')).filter((d): d is string => d !== null).sort();
  const team = str(c.teamName);
  const gender = str(c.gender)?.toLowerCase() === 'other' ? null : read.enum(c.gender, MALE_FEMALE, 'gender');
  return {
    ...blankEmployee(id),
    employee_number: str(c.matricule),
    first_name: str(c.firstName),
    last_name: str(c.lastName),
    nationality: read.country(c.nationality, 'nationality'),
    job_title: str(current?.jobName),
    work_email: email('professional'),
    personal_email: email('personal'),
    // PayFit lists personal phone numbers only, without saying which kind: the first is reported as the mobile.
    mobile_phone_number: str((c.phoneNumbers ?? [])[0]?.phoneNumber),
    gender,
    date_of_birth: read.date(c.birthDate, 'birthDate'),
    employment_status: employmentStatus(c),
    employment_type: current?.isFullTime === true ? 'full_time' : current?.isFullTime === false ? 'part_time' : null,
    start_date: starts[0] ?? null,
    termination_date: read.date(c.terminationDate, 'terminationDate'),
    home_location: home
      ? address({ street_address: str(home.address), locality: str(home.city), country: read.country(home.country, 'addresses.country'), post_code: str(home.postcode) })
      : null,
    manager_remote_id: str(c.managerId),
    employment_history: [...contracts]
      .sort((a, b) => (str(a.startDate) ?? '').localeCompare(str(b.startDate) ?? ''))
      .map((k) => ({ job_title: str(k.jobName), effective_date: read.date(k.startDate, 'startDate'), group_remote_id: null, manager_remote_id: null })),
    group_remote_ids: knownIds(team && teamId(team)),
  };
}

/** The teams the collaborators name (PayFit has no team listing). */
export function toGroups(collaborators: readonly PayfitCollaborator[]): RemoteGroup[] {
  return distinctNames(collaborators, (c) => str(c.teamName))
    .sort()
    .map((name) => ({ remote_id: teamId(name), name, type: 'team' as const }));
}
