// The contract every provider implements. A connector turns one provider's API into our model:
// the auth stage (sign in, MFA, entity choice) and the data stage (fetch each resource, create employees).
// Connectors throw AppError: authenticationError(code) for provider refusals (SPEC §8 401 codes),
// AppError('not_implemented') for what the provider cannot do.
import type {
  EmployeeInput,
  Mode,
  RemoteCompany,
  RemoteEmployee,
  RemoteGroup,
  RemoteIdentity,
  RemotePayrun,
  RemotePayslip,
  RemoteTimeOffBalance,
  RemoteTimeOffEntry,
  RemoteTimesheet,
  RemoteWorkLocation,
} from '../model';
import type { CallScope } from './http/call-scope';
import type { ConnectorOAuth } from './oauth/oauth';
import type { SyncCache } from './sync-cache';
import type { RecordReport } from './sync-report';

export type MfaType = 'phone' | 'email' | 'text_message' | 'authenticator';

export interface Entity {
  id: string;
  name: string;
}

/** What the end customer typed on SIGN_IN (SPEC §3 authorize request). */
export interface SignInInput {
  mode: Mode;
  provider: string;
  username?: string;
  password?: string;
  apiKey?: string;
  domain?: string;
  email?: string;
  addAdmin: boolean;
}

/** Opaque, JSON-serialisable state a connector keeps between auth steps (stored encrypted). */
export type Stash = Record<string, unknown>;

/** Secrets the connection keeps for the data stage (stored encrypted, deleted on disconnect). */
export type Credentials = Record<string, string>;

export type AuthStep =
  | { next: 'MFA'; mfa: { type: MfaType; phoneNumber: string | null; email: string | null }; stash: Stash }
  | { next: 'CHOOSE'; entities: Entity[]; stash: Stash }
  | { next: null; entity: Entity; credentials: Credentials };

/** Services a connector may use; injected so tests can point them elsewhere. */
export interface ConnectorContext {
  /** The provider's API base URL (catalogue default, overridable by configuration). */
  baseUrl: string;
  fetch: typeof fetch;
  now: () => Date;
  /** OAuth popup providers only: their app on this server and the grants the callback stored. */
  oauth?: ConnectorOAuth;
  /**
   * Where this fetch reports records skipped and values nulled (the connection's sync report, scoped to the
   * resource being fetched); use it through a Reader (reader.ts). Outside a sync nothing is kept.
   */
  report: RecordReport;
  /** Shared by every fetch of one sync: `cache.once(key, load)` fetches a list several resources need once. */
  cache: SyncCache;
  /** The data stage's run (a sync, a change check, an employee creation): its calls share a limit, pauses and a deadline. */
  calls?: CallScope;
}

/** What the data stage knows about a made connection. */
export interface ConnectionAccess {
  mode: Mode;
  provider: string;
  entityId: string;
  credentials: Credentials;
  /** Connectors that refresh OAuth tokens report the new credentials here; the caller stores them. */
  updateCredentials?: (next: Credentials) => Promise<void>;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

export type Resource =
  | 'company'
  | 'employees'
  | 'groups'
  | 'identity'
  | 'time-off-entries'
  | 'time-off-balances'
  | 'timesheets'
  | 'work-locations'
  | 'payruns'
  | 'employee';

/** Resources in a fixed order (docs, tests). 'payruns' covers pay runs and their payslips. */
export const RESOURCES: readonly Resource[] = [
  'company',
  'employees',
  'groups',
  'identity',
  'time-off-entries',
  'time-off-balances',
  'timesheets',
  'work-locations',
  'payruns',
  'employee',
];

export interface AuthConnector {
  signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep>;
  verifyMfa(stash: Stash, code: string, ctx: ConnectorContext): Promise<AuthStep>;
  choose(stash: Stash, entityId: string, ctx: ConnectorContext): Promise<AuthStep>;
}

/** Each fetch is optional: absent means the provider does not offer that resource. */
export interface DataConnector {
  fetchCompany?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteCompany | null>;
  fetchEmployees?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteEmployee[]>;
  fetchGroups?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteGroup[]>;
  fetchIdentity?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteIdentity | null>;
  fetchTimeOffEntries?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteTimeOffEntry[]>;
  fetchTimeOffBalances?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteTimeOffBalance[]>;
  fetchTimesheets?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteTimesheet[]>;
  fetchWorkLocations?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteWorkLocation[]>;
  fetchPayruns?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemotePayrun[]>;
  fetchPayslips?(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemotePayslip[]>;
  createEmployee?(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee>;
}

/** A provider's code. Its id, modes and what it supports are in its declaration (provider.ts). */
export interface Connector extends AuthConnector, DataConnector {}
