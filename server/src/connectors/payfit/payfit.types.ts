// PayFit Partner API shapes, as its published description (payfit/payfit.com.yaml, version 1.0.0) writes them.
// Fields behind a scope (collaborators:personal:read, …) are absent without it; the mapper treats all as optional.

export interface PayfitCompany {
  id?: string | null;
  name?: string | null;
  country?: string | null;
  nbActiveContracts?: number | null;
}

export type PayfitContractStatus = 'ACTIVE' | 'ARCHIVED' | 'PENDING';

/** A contract as the collaborator lists it (collaborators:contracts:read). */
export interface PayfitCollaboratorContract {
  id?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  status?: PayfitContractStatus | string | null;
}

export interface PayfitCollaborator {
  id?: string | null;
  matricule?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  terminationDate?: string | null;
  gender?: string | null;
  nationality?: string | null;
  emails?: Array<{ email?: string | null; type?: string | null }> | null;
  phoneNumbers?: Array<{ phoneNumber?: string | null; type?: string | null }> | null;
  addresses?: Array<{ address?: string | null; postcode?: string | null; city?: string | null; country?: string | null; type?: string | null }> | null;
  managerId?: string | null;
  teamName?: string | null;
  contracts?: PayfitCollaboratorContract[] | null;
}

/** GET /companies/{companyId}/contracts (contracts:read; the time fields with contracts:time-information:read). */
export interface PayfitContract {
  contractId?: string | null;
  collaboratorId?: string | null;
  companyId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  jobName?: string | null;
  status?: PayfitContractStatus | string | null;
  isFullTime?: boolean | null;
}

export interface PayfitPage {
  meta?: { nextPageToken?: string | null; count?: number | null } | null;
}

/** POST https://oauth.payfit.com/introspect (https://developers.payfit.io/docs/authentication-via-api-key). */
export interface PayfitIntrospection {
  active?: boolean;
  scope?: string;
  client_id?: string;
  company_id?: string;
  token_type?: string;
}
