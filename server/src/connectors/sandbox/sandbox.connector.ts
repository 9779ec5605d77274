// The sandbox provider (CONTRACT §6), in both modes: fixed test credentials with variants for every
// auth path, and deterministic, complete company data. Employees created through the API are kept
// in the store, so they are part of the company from then on.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { authenticationError, validationError } from '../../core/errors';
import type { EmployeeInput, RemoteEmployee, RemoteSnapshot } from '../../model';
import type { AuthStep, Connector, ConnectionAccess, ConnectorContext, Credentials, Entity, SignInInput, Stash } from '../connector';
import { generateSandboxSnapshotInTurns, type SandboxSnapshotOptions, type SnapshotPart } from './data';
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

/**
 * Records dated by employee (time off, timesheets, payslips): ~90% of a large company's generation. Generated
 * apart from the organisation, so the organisation and its employees (what change checks read every hour, and a
 * sync stores first) come in a fraction of the time, and a sync stores them while its dated records generate.
 * Both generations make the same company: every random choice is seeded per employee.
 */
const DATED_PARTS: readonly SnapshotPart[] = ['timeOffEntries', 'timeOffBalances', 'timesheets', 'payslips'];
const ORG_PARTS: readonly SnapshotPart[] = ['company', 'employees', 'groups', 'identity', 'workLocations', 'payruns'];

interface SandboxStash extends Stash {
  account: SandboxAccount;
  login: string;
}

export class SandboxConnector implements Connector {
  /** The organisation of the company read last (a change check every hour reads it again; ~30 MB for 10,000). */
  private org: { key: string; snapshot: Promise<Required<RemoteSnapshot>> } | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
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
    return this.afterAuthentication(stash, ctx);
  }

  async verifyMfa(stash: Stash, code: string, ctx: ConnectorContext): Promise<AuthStep> {
    if (code.trim() !== SANDBOX_MFA_CODE) throw authenticationError('incorrect_mfa_or_otp', 'incorrect MFA code');
    return this.afterAuthentication(stash as SandboxStash, ctx);
  }

  async choose(stash: Stash, entityId: string, ctx: ConnectorContext): Promise<AuthStep> {
    const { account, login } = stash as SandboxStash;
    const entity = entitiesFor(account).find((e) => e.id === entityId);
    if (!entity) throw validationError(`chosen is not one of the entities: ${entityId}`, 'chosen', 'enum');
    return { next: null, entity, credentials: credentialsFor(login, account, ctx) };
  }

  private afterAuthentication(stash: SandboxStash, ctx: ConnectorContext): AuthStep {
    const entities = entitiesFor(stash.account);
    if (entities.length === 1) return { next: null, entity: entities[0], credentials: credentialsFor(stash.login, stash.account, ctx) };
    return { next: 'CHOOSE', entities, stash };
  }

  // ---- data -----------------------------------------------------------------------------------

  // Everything but the employees (some of whom live in the store) is a part of the generated snapshot.
  readonly fetchCompany = this.snapshotPart('company');
  readonly fetchGroups = this.snapshotPart('groups');
  readonly fetchIdentity = this.snapshotPart('identity');
  readonly fetchTimeOffEntries = this.snapshotPart('timeOffEntries');
  readonly fetchTimeOffBalances = this.snapshotPart('timeOffBalances');
  readonly fetchTimesheets = this.snapshotPart('timesheets');
  readonly fetchWorkLocations = this.snapshotPart('workLocations');
  readonly fetchPayruns = this.snapshotPart('payruns');
  readonly fetchPayslips = this.snapshotPart('payslips');

  async fetchEmployees(conn: ConnectionAccess, ctx: ConnectorContext): Promise<RemoteEmployee[]> {
    const rows = await this.dataSource
      .getRepository(SandboxEmployeeEntity)
      .find({ where: { companyKey: companyKey(conn) }, order: { createdAt: 'ASC', remoteId: 'ASC' } });
    const changes = new Map(rows.map((row) => [row.remoteId, row]));
    const generated = (await this.take(conn, ctx, 'employees')).flatMap((e) => {
      const change = changes.get(e.remote_id);
      if (!change) return [e];
      return change.deleted ? [] : [{ ...e, ...change.record, remote_id: e.remote_id }];
    });
    const created = rows.filter((row) => row.kind === 'created' && !row.deleted).map((row) => row.record);
    return [...generated, ...created];
  }

  /** Sandbox only (tests, demos): changes fields of any employee of the company, as if someone edited it in the provider. */
  async updateEmployee(conn: Pick<ConnectionAccess, 'entityId' | 'credentials'>, remoteId: string, fields: Partial<EmployeeInput>): Promise<void> {
    const repo = this.dataSource.getRepository(SandboxEmployeeEntity);
    const key = companyKey(conn);
    const row = (await repo.findOne({ where: { companyKey: key, remoteId } })) ?? repo.create({ companyKey: key, remoteId, kind: 'patch', deleted: false });
    row.record = { ...(row.record ?? {}), ...fields, remote_id: remoteId } as RemoteEmployee;
    await repo.save(row);
  }

  /** Sandbox only: removes any employee from the company (a later change check reports it as removed). */
  async removeEmployee(conn: Pick<ConnectionAccess, 'entityId' | 'credentials'>, remoteId: string): Promise<void> {
    const repo = this.dataSource.getRepository(SandboxEmployeeEntity);
    const key = companyKey(conn);
    const row = (await repo.findOne({ where: { companyKey: key, remoteId } })) ?? repo.create({ companyKey: key, remoteId, kind: 'patch' });
    row.record ??= { remote_id: remoteId } as RemoteEmployee;
    row.deleted = true;
    await repo.save(row);
  }

  async createEmployee(conn: ConnectionAccess, input: EmployeeInput): Promise<RemoteEmployee> {
    const record: RemoteEmployee = { ...blankEmployee(), ...input, remote_id: `emp_new_${randomUUID().slice(0, 8)}` };
    const row = this.dataSource.getRepository(SandboxEmployeeEntity).create({ companyKey: companyKey(conn), remoteId: record.remote_id, kind: 'created' });
    row.record = record;
    await this.dataSource.getRepository(SandboxEmployeeEntity).save(row);
    return record;
  }

  private snapshotPart<K extends keyof RemoteSnapshot>(part: K) {
    return (conn: ConnectionAccess, ctx: ConnectorContext) => this.take(conn, ctx, part);
  }

  /**
   * One part of the company. The organisation (employees, groups, locations…) is generated once per company and
   * day and kept for the next reader: syncs and hourly change checks read it again and again, and a connection's
   * company is generated as of the day it was made (credentials.asOf), so only API-made changes show up as added,
   * updated or removed. The dated records, which only a sync reads (once each), are generated for that sync and
   * handed over rather than kept: ~90 MB for 10,000 employees, which the sync lets go of as it stores them. A dated
   * part asked for again in the same context is generated again.
   */
  private async take<K extends keyof RemoteSnapshot>(conn: ConnectionAccess, ctx: ConnectorContext, part: K): Promise<Required<RemoteSnapshot>[K]> {
    const options = this.companyOptions(conn, ctx);
    if (!DATED_PARTS.includes(part)) return (await this.organisation(options, `${companyKey(conn)}@${options.today}`))[part];
    const dated = { ...options, parts: DATED_PARTS };
    const shared = await ctx.cache.once('sandbox:dated-records', () => generateSandboxSnapshotInTurns(dated));
    const records = shared[part];
    if (records === undefined) return (await generateSandboxSnapshotInTurns(dated))[part];
    (shared as RemoteSnapshot)[part] = undefined;
    return records;
  }

  private organisation(options: SandboxSnapshotOptions, key: string): Promise<Required<RemoteSnapshot>> {
    if (this.org?.key !== key) {
      // The parts of a sync ask at the same time: they share one generation.
      const snapshot = generateSandboxSnapshotInTurns({ ...options, parts: ORG_PARTS });
      const org = { key, snapshot };
      this.org = org;
      snapshot.catch(() => {
        if (this.org === org) this.org = undefined;
      });
    }
    return this.org.snapshot;
  }

  /** The company a connection reads: its entity and size, as of the day the connection was made. */
  private companyOptions(conn: ConnectionAccess, ctx: ConnectorContext): SandboxSnapshotOptions & { today: string } {
    const today = /^\d{4}-\d{2}-\d{2}$/.test(conn.credentials.asOf ?? '') ? conn.credentials.asOf : ctx.now().toISOString().slice(0, 10);
    const entity = SANDBOX_ENTITIES.find((e) => e.id === conn.entityId) ?? { id: conn.entityId, name: conn.entityId };
    return { entityId: entity.id, entityName: entity.name, employees: Number(conn.credentials.employees), today };
  }
}

function entitiesFor(account: SandboxAccount): Entity[] {
  return account.single ? [SANDBOX_ENTITIES[0]] : [...SANDBOX_ENTITIES];
}

function credentialsFor(login: string, account: SandboxAccount, ctx: ConnectorContext): Credentials {
  return { login, employees: String(account.employees), asOf: ctx.now().toISOString().slice(0, 10) };
}

/** One sandbox company per entity and size variant. */
function companyKey(conn: Pick<ConnectionAccess, 'entityId' | 'credentials'>): string {
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
