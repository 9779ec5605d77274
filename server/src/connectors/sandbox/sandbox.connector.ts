// The sandbox provider (CONTRACT §6), in both modes: fixed test credentials with variants for every
// auth path, and deterministic, complete company data. Employees created through the API are kept
// in the store, so they are part of the company from then on.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { authenticationError, validationError } from '../../core/errors';
import type { EmployeeInput, Mode, RemoteEmployee, RemoteSnapshot } from '../../modules/hr/model';
import type { AuthStep, Connector, ConnectionAccess, ConnectorContext, Credentials, Entity, SignInInput, Stash } from '../connector';
import { generateSandboxSnapshot } from './data';
import {
  parseSandboxAccount,
  SANDBOX_API_KEY,
  SANDBOX_MFA_CODE,
  SANDBOX_PASSWORD,
  SANDBOX_USERNAME,
  type SandboxAccount,
} from './sandbox-account';
import { SandboxEmployeeEntity } from './sandbox-employee.entity';

export const SANDBOX_ENTITIES: readonly Entity[] = [
  { id: 'sbx-northwind', name: 'Northwind Trading Ltd' },
  { id: 'sbx-globex', name: 'Globex GmbH' },
  { id: 'sbx-initech', name: 'Initech Inc' },
];
const SANDBOX_PHONE_LAST_DIGITS = '4821';
const SANDBOX_MFA_EMAIL = 'sandbox.admin@example.com';

interface SandboxStash extends Stash {
  account: SandboxAccount;
  login: string;
}

export class SandboxConnector implements Connector {
  readonly provider = 'sandbox';
  readonly modes: readonly Mode[] = ['official', 'xhr'];
  private cache: { key: string; snapshot: Required<RemoteSnapshot> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async signIn(input: SignInInput): Promise<AuthStep> {
    const account =
      input.mode === 'xhr'
        ? input.password === SANDBOX_PASSWORD
          ? parseSandboxAccount(input.username ?? '', SANDBOX_USERNAME)
          : null
        : parseSandboxAccount(input.apiKey ?? '', SANDBOX_API_KEY);
    if (!account) {
      throw authenticationError(
        'incorrect_username_or_password',
        input.mode === 'xhr' ? 'incorrect username or password' : 'incorrect API key',
      );
    }
    const stash: SandboxStash = { account, login: input.mode === 'xhr' ? input.username! : input.apiKey! };
    if (account.mfa !== 'none') {
      return {
        next: 'MFA',
        mfa: {
          type: account.mfa,
          phoneNumber: account.mfa === 'text_message' ? SANDBOX_PHONE_LAST_DIGITS : null,
          email: account.mfa === 'email' ? (input.email || SANDBOX_MFA_EMAIL) : null,
        },
        stash,
      };
    }
    return this.afterAuthentication(stash);
  }

  async verifyMfa(stash: Stash, code: string): Promise<AuthStep> {
    if (code.trim() !== SANDBOX_MFA_CODE) throw authenticationError('incorrect_mfa_or_otp', 'incorrect MFA code');
    return this.afterAuthentication(stash as SandboxStash);
  }

  async choose(stash: Stash, entityId: string): Promise<AuthStep> {
    const { account, login } = stash as SandboxStash;
    const entity = entitiesFor(account).find((e) => e.id === entityId);
    if (!entity) throw validationError(`chosen is not one of the entities: ${entityId}`, 'chosen', 'enum');
    return { next: null, entity, credentials: credentialsFor(login, account) };
  }

  private afterAuthentication(stash: SandboxStash): AuthStep {
    const entities = entitiesFor(stash.account);
    if (entities.length === 1) return { next: null, entity: entities[0], credentials: credentialsFor(stash.login, stash.account) };
    return { next: 'CHOOSE', entities, stash };
  }

  // ---- data -----------------------------------------------------------------------------------

  async fetchCompany(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).company;
  }

  async fetchEmployees(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteEmployee[]> {
    const created = await this.dataSource
      .getRepository(SandboxEmployeeEntity)
      .find({ where: { companyKey: companyKey(conn) }, order: { createdAt: 'ASC' } });
    return [...this.snapshot(conn, ctx).employees, ...created.map((row) => row.record)];
  }

  async fetchGroups(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).groups;
  }

  async fetchIdentity(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).identity;
  }

  async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).timeOffEntries;
  }

  async fetchTimeOffBalances(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).timeOffBalances;
  }

  async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).timesheets;
  }

  async fetchWorkLocations(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).workLocations;
  }

  async fetchPayruns(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).payruns;
  }

  async fetchPayslips(conn: ConnectionAccess, ctx: ConnectorContext) {
    return this.snapshot(conn, ctx).payslips;
  }

  async createEmployee(conn: ConnectionAccess, input: EmployeeInput): Promise<RemoteEmployee> {
    const record: RemoteEmployee = { ...blankEmployee(), ...input, remote_id: `emp_new_${randomUUID().slice(0, 8)}` };
    const row = this.dataSource.getRepository(SandboxEmployeeEntity).create({ companyKey: companyKey(conn), remoteId: record.remote_id });
    row.record = record;
    await this.dataSource.getRepository(SandboxEmployeeEntity).save(row);
    return record;
  }

  /** Generated once per company and day; syncs ask for several resources in a row. */
  private snapshot(conn: ConnectionAccess, ctx: ConnectorContext): Required<RemoteSnapshot> {
    const today = ctx.now().toISOString().slice(0, 10);
    const key = `${companyKey(conn)}@${today}`;
    if (this.cache?.key !== key) {
      const entity = SANDBOX_ENTITIES.find((e) => e.id === conn.entityId) ?? { id: conn.entityId, name: conn.entityId };
      const snapshot = generateSandboxSnapshot({
        entityId: entity.id,
        entityName: entity.name,
        employees: Number(conn.credentials.employees),
        today,
      });
      this.cache = { key, snapshot };
    }
    return this.cache.snapshot;
  }
}

function entitiesFor(account: SandboxAccount): Entity[] {
  return account.single ? [SANDBOX_ENTITIES[0]] : [...SANDBOX_ENTITIES];
}

function credentialsFor(login: string, account: SandboxAccount): Credentials {
  return { login, employees: String(account.employees) };
}

/** One sandbox company per entity and size variant. */
function companyKey(conn: ConnectionAccess): string {
  return `${conn.entityId}:${conn.credentials.employees}`;
}

function blankEmployee(): Omit<RemoteEmployee, 'remote_id'> {
  return {
    employee_number: null, first_name: null, last_name: null, display_full_name: null, nationality: null,
    job_title: null, work_email: null, personal_email: null, mobile_phone_number: null, tax_id: null,
    gender: null, ethnicity: null, marital_status: null, date_of_birth: null, employment_status: null,
    employment_type: null, start_date: null, remote_created_at: null, termination_date: null, avatar: null,
    home_location: null, work_location_remote_id: null, manager_remote_id: null, bank_account: null,
    employment_history: [], compensation_history: [], custom_fields: null, group_remote_ids: [],
    dependents: [], emergency_contacts: [],
  };
}
