// Factorial, official mode: an API key sent in the x-api-key header, against the versioned resources API.
// A Factorial company can hold several legal entities: sign-in lists them (CHOOSE) when there is more
// than one, and the data stage keeps to the chosen entity's employees.
// Reference: https://apidoc.factorialhr.com/reference
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, Entity, SignInInput, Stash } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { HttpClient, pageNumberPages, type Query, fromContext } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  noMfa,
  requireInput,
  storedCredential,
  today,
  type OfficialConnectorOptions,
} from '../http/official';
import { str } from '../map-utils';
import { toCompany, toEmployee, toGroup, toTimeOffBalance, toTimeOffEntry, toTimesheet, toWorkLocation } from './factorialhr.mapper';
import type {
  FactorialAllowance,
  FactorialContractVersion,
  FactorialEmployee,
  FactorialLeave,
  FactorialLeaveType,
  FactorialLegalEntity,
  FactorialList,
  FactorialLocation,
  FactorialShift,
  FactorialTeam,
} from './factorialhr.types';

const NAME = 'Factorial';
const PAGE = 100;
/** The API version this connector was written against (Factorial versions its resources API by date). */
export const FACTORIAL_API_VERSION = '2025-10-01';

/** "https://api.factorialhr.com/api" (catalogue) or a full resources root: the resources root. */
export function resourcesBaseUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/resources$/.test(trimmed) ? trimmed : `${trimmed}/${FACTORIAL_API_VERSION}/resources`;
}

const entityOf = (e: FactorialLegalEntity): Entity => ({ id: String(e.id), name: e.legal_name?.trim() || `${NAME} legal entity ${e.id}` });

export function createFactorialConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    new HttpClient({
      provider: NAME,
      baseUrl: resourcesBaseUrl(ctx.baseUrl),
      ...fromContext(ctx),
      headers: () => ({ 'x-api-key': apiKey }),
      tuning: options.http,
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => ({
    http: api(ctx, storedCredential(conn, 'apiKey', NAME)),
    legalEntityId: storedCredential(conn, 'legalEntityId', NAME),
  });

  /** Every page of a Factorial list (page + limit, until meta.has_next_page is false). */
  const list = <T>(http: HttpClient, path: string, query: Query = {}): Promise<T[]> =>
    pageNumberPages<T>({
      pageSize: PAGE,
      provider: NAME,
      fetchPage: async (page) => {
        const body = expectObject<FactorialList<T>>(await http.get(path, { ...query, page, limit: PAGE }), NAME, path);
        // No meta means the endpoint returned everything at once.
        return { items: expectArray<T>(body.data, NAME, path), hasMore: body.meta?.has_next_page ?? false };
      },
    });

  const legalEntities = (http: HttpClient) => list<FactorialLegalEntity>(http, 'companies/legal_entities');

  /** The chosen legal entity's employees. */
  const employees = async (http: HttpClient, legalEntityId: string) =>
    (await list<FactorialEmployee>(http, 'employees/employees')).filter((e) => str(e.legal_entity_id) === legalEntityId);

  const leaveTypes = async (http: HttpClient) =>
    new Map((await list<FactorialLeaveType>(http, 'timeoff/leave-types')).map((t) => [String(t.id), t]));

  const complete = (apiKey: string, entity: Entity): AuthStep => ({
    next: null,
    entity,
    credentials: { apiKey, legalEntityId: entity.id },
  });

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const entities = (await legalEntities(api(ctx, apiKey))).map(entityOf);
      if (entities.length === 0) throw authenticationError('no_valid_accounts', `${NAME} account has no legal entity to connect`);
      if (entities.length === 1) return complete(apiKey, entities[0] as Entity);
      return { next: 'CHOOSE', entities, stash: { apiKey, entities } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose(stash: Stash, entityId: string): Promise<AuthStep> {
      const apiKey = typeof stash.apiKey === 'string' ? stash.apiKey : null;
      const entities = Array.isArray(stash.entities) ? (stash.entities as Entity[]) : [];
      const entity = entities.find((e) => e.id === entityId);
      if (!apiKey) throw authenticationError('reauthentication_required', `${NAME} sign-in expired; sign in again`);
      if (!entity) throw validationError(`${entityId} is not one of the offered legal entities`, 'chosen', 'enum');
      return complete(apiKey, entity);
    },

    async fetchCompany(conn, ctx) {
      const { http, legalEntityId } = connection(conn, ctx);
      const entity = (await legalEntities(http)).find((e) => String(e.id) === legalEntityId);
      return entity ? toCompany(entity) : null;
    },

    async fetchEmployees(conn, ctx) {
      const { http, legalEntityId } = connection(conn, ctx);
      const people = await employees(http, legalEntityId);
      const contracts = await list<FactorialContractVersion>(http, 'contracts/contract-versions');
      const teams = await list<FactorialTeam>(http, 'teams/teams');
      const day = today(ctx.now());
      return people.map((e) => {
        const id = String(e.id);
        return toEmployee(
          e,
          {
            contracts: contracts.filter((c) => String(c.employee_id) === id),
            teamIds: teams.filter((t) => (t.employee_ids ?? []).some((m) => String(m) === id)).map((t) => String(t.id)),
          },
          day,
        );
      });
    },

    async fetchGroups(conn, ctx) {
      return (await list<FactorialTeam>(connection(conn, ctx).http, 'teams/teams')).map(toGroup);
    },

    async fetchWorkLocations(conn, ctx) {
      return (await list<FactorialLocation>(connection(conn, ctx).http, 'locations/locations')).map(toWorkLocation);
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { http, legalEntityId } = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const ids = new Set((await employees(http, legalEntityId)).map((e) => String(e.id)));
      const types = await leaveTypes(http);
      const leaves = await list<FactorialLeave>(http, 'timeoff/leaves', { start_on_gte: startDate, start_on_lte: endDate });
      return leaves.filter((l) => ids.has(String(l.employee_id)) && !l.deleted_at).map((l) => toTimeOffEntry(l, types));
    },

    async fetchTimeOffBalances(conn, ctx) {
      const { http, legalEntityId } = connection(conn, ctx);
      const ids = new Set((await employees(http, legalEntityId)).map((e) => String(e.id)));
      const types = await leaveTypes(http);
      const allowances = await list<FactorialAllowance>(http, 'timeoff/allowances');
      return allowances.filter((a) => ids.has(String(a.employee_id))).map((a) => toTimeOffBalance(a, types));
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const { http, legalEntityId } = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const ids = new Set((await employees(http, legalEntityId)).map((e) => String(e.id)));
      const shifts = await list<FactorialShift>(http, 'attendance/shifts', { start_on: startDate, end_on: endDate });
      return shifts.filter((s) => ids.has(String(s.employee_id))).map(toTimesheet);
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const { http, legalEntityId } = connection(conn, ctx);
      if (!input.work_email) throw validationError('Factorial requires work_email to create an employee', 'work_email', 'required');
      const body: Record<string, string> = {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.work_email,
        legal_entity_id: legalEntityId,
      };
      if (input.date_of_birth) body.birthday_on = input.date_of_birth;
      if (input.gender === 'male' || input.gender === 'female') body.gender = input.gender;
      if (input.manager_remote_id) body.manager_id = input.manager_remote_id;
      if (input.work_location_remote_id) body.location_id = input.work_location_remote_id;
      const res = await http.request<unknown>({ method: 'POST', path: 'employees/employees', json: body, accept: [400, 422] });
      if (res.status === 400 || res.status === 422) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status})`, null, 'provider');
      }
      // Single records come back at the top level; some versions wrap them in { data }.
      const raw = expectObject<{ data?: unknown }>(res.data, NAME, 'created employee');
      const record = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? raw.data : raw;
      return toEmployee(expectObject<FactorialEmployee>(record, NAME, 'created employee'), { contracts: [], teamIds: [] }, today(ctx.now()));
    },
  };
}
