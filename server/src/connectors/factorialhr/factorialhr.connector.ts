// Factorial, official mode, on its dated API 2024-10-01 (../shared/providers/factorialhr/openapi.v2024-10-01.json):
// the API key goes in the x-api-key header (the description's `apikey` scheme; its `oauth2` scheme is the other
// way in, for marketplace apps). A Factorial company can hold several legal entities: sign-in lists them
// (CHOOSE) when there is more than one, and the data stage keeps to the chosen entity's employees.
// Every call is in the description; following pages (after_id) comes from Factorial's pagination guide.
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, Entity, SignInInput, Stash } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { authenticationError, validationError } from '../../core/errors';
import { clientWithHeaders, cursorPages, HttpClient, providerBadResponse, type Query } from '../http';
import { defaultWindow, expectObject, mapLimit, noMfa, requireInput, storedCredential, today, type OfficialConnectorOptions } from '../http/official';
import { str } from '../map-utils';
import { reader, type Reader } from '../reader';
import {
  toCompany,
  toEmployee,
  toGroup,
  toTimeOffBalance,
  toTimeOffEntry,
  toTimesheet,
  toWorkLocation,
} from './factorialhr.mapper';
import type {
  FactorialAllowance,
  FactorialAllowanceStat,
  FactorialContractVersion,
  FactorialEmployee,
  FactorialLeave,
  FactorialLeaveType,
  FactorialLegalEntity,
  FactorialLocation,
  FactorialPage,
  FactorialShift,
  FactorialTeam,
} from './factorialhr.types';

const NAME = 'Factorial';
/** The dated API version the connector is written and proven against. */
export const FACTORIAL_API_VERSION = '2024-10-01';
/** Balances: allowance_stats calls in flight at once (one per employee and allowance). */
const STATS_CONCURRENCY = 4;

/** "https://api.factorialhr.com/api" (catalogue) or a full resources root: the resources root. */
export function resourcesBaseUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, '');
  return /\/resources$/.test(trimmed) ? trimmed : `${trimmed}/${FACTORIAL_API_VERSION}/resources`;
}

/** Ids the description types as integers (query parameters and request bodies). */
const integerId = (value: unknown): number | null => {
  const text = str(value);
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : null;
};

export function createFactorialConnector(options: OfficialConnectorOptions = {}): Connector {
  const api = (ctx: ConnectorContext, apiKey: string): HttpClient =>
    clientWithHeaders(ctx, NAME, { 'x-api-key': apiKey, accept: 'application/json' }, options.http, resourcesBaseUrl(ctx.baseUrl));

  /**
   * Every record of a list. The 2024-10-01 description answers a bare array; Factorial's pagination guide
   * (and its later dated descriptions) a { data, meta } page of at most 100, the next one asked for with
   * after_id = meta.end_cursor while meta.has_next_page. Absent, the resource is left as stored (MissingList).
   */
  const list = <T>(http: HttpClient, path: string, query: Query, read: Reader): Promise<T[]> =>
    cursorPages<T>({
      provider: NAME,
      fetchPage: async (cursor) => {
        const body = await http.get<unknown>(path, cursor === null ? query : { ...query, after_id: cursor });
        if (Array.isArray(body) || body === null || body === undefined || typeof body !== 'object' || !('data' in body)) {
          return { items: read.list<T>(body, path, NAME), next: null };
        }
        const page = body as FactorialPage<T>;
        const items = read.list<T>(page.data, `${path} data`, NAME);
        const next = page.meta?.has_next_page === true ? str(page.meta.end_cursor) : null;
        if (page.meta?.has_next_page === true && next === null) read.report.warn('more pages announced without an end_cursor; the rest was not read', 'meta.end_cursor');
        return { items, next };
      },
    });

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => {
    const http = api(ctx, storedCredential(conn, 'apiKey', NAME));
    const legalEntityId = storedCredential(conn, 'legalEntityId', NAME);
    const read = reader(ctx);
    /** One fetch of each list per sync, whichever resources need it. */
    const once = <T>(key: string, path: string, query: Query = {}): Promise<T[]> =>
      ctx.cache.once(`factorialhr:${key}`, () => list<T>(http, path, query, read));
    return {
      http,
      legalEntityId,
      read,
      legalEntities: () => once<FactorialLegalEntity>('legal_entities', 'companies/legal_entities'),
      // The chosen legal entity's employees, terminated ones included (only_active and only_managers are
      // required flags in the description).
      employees: () =>
        once<FactorialEmployee>('employees', 'employees/employees', {
          'legal_entity_ids[]': integerId(legalEntityId),
          only_active: false,
          only_managers: false,
        }),
      teams: () => once<FactorialTeam>('teams', 'teams/teams'),
      locations: () => once<FactorialLocation>('locations', 'locations/locations'),
      contracts: () => once<FactorialContractVersion>('contract_versions', 'contracts/contract_versions'),
      leaveTypes: async () => {
        const types = await once<FactorialLeaveType>('leave_types', 'timeoff/leave_types');
        return new Map(types.flatMap((t) => (str(t.id) === null ? [] : [[str(t.id)!, t] as const])));
      },
      allowances: () => once<FactorialAllowance>('allowances', 'timeoff/allowances'),
    };
  };

  /** Ids of the entity's employees: leaves and shifts of the company's other entities are left out. */
  const idsOf = (people: readonly FactorialEmployee[]): Set<string | null> => new Set(people.map((e) => str(e.id)));
  /** Keeps the records of the entity's employees (and those without an employee id, which the mapper skips and counts). */
  const ofEntity = <T extends { employee_id?: unknown }>(records: readonly T[], ids: Set<string | null>): T[] =>
    records.filter((r) => r.employee_id === undefined || r.employee_id === null || ids.has(str(r.employee_id)));

  const legalEntityChoices = async (ctx: ConnectorContext, apiKey: string): Promise<Entity[]> => {
    const read = reader(ctx);
    const entities = await list<FactorialLegalEntity>(api(ctx, apiKey), 'companies/legal_entities', {}, read);
    return entities.flatMap((e) => {
      const id = str(e.id);
      return id === null ? [] : [{ id, name: str(e.legal_name) ?? `${NAME} legal entity ${id}` }];
    });
  };

  const complete = (apiKey: string, entity: Entity): AuthStep => ({ next: null, entity, credentials: { apiKey, legalEntityId: entity.id } });

  return {
    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      const entities = await legalEntityChoices(ctx, apiKey);
      if (entities.length === 0) throw authenticationError('no_valid_accounts', `${NAME} account has no legal entity to connect`);
      if (entities.length === 1) return complete(apiKey, entities[0]!);
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
      const c = connection(conn, ctx);
      const entity = (await c.legalEntities()).find((e) => str(e.id) === c.legalEntityId);
      return entity ? toCompany(entity, c.read) : null;
    },

    async fetchEmployees(conn, ctx) {
      const c = connection(conn, ctx);
      const [people, contracts, teams] = await Promise.all([c.employees(), c.contracts(), c.teams()]);
      const contractsOf = groupBy(contracts, (v) => str(v.employee_id));
      const teamsOf = new Map<string, string[]>();
      for (const team of teams) {
        const teamId = str(team.id);
        if (teamId === null) continue;
        for (const member of team.employee_ids ?? []) {
          const key = str(member);
          if (key !== null) teamsOf.set(key, [...(teamsOf.get(key) ?? []), teamId]); // a handful of teams each
        }
      }
      const day = today(ctx.now());
      return c.read.each(people, (e) => {
        const id = str(e.id) ?? '';
        return toEmployee(e, { contracts: contractsOf.get(id) ?? [], teamIds: teamsOf.get(id) ?? [], today: day }, c.read);
      });
    },

    async fetchGroups(conn, ctx) {
      const c = connection(conn, ctx);
      return c.read.each(await c.teams(), (t) => toGroup(t, c.read));
    },

    async fetchWorkLocations(conn, ctx) {
      const c = connection(conn, ctx);
      return c.read.each(await c.locations(), (l) => toWorkLocation(l, c.read));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const c = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const [people, types, leaves] = await Promise.all([
        c.employees(),
        c.leaveTypes(),
        // include_leave_type and include_duration are required flags; include_pending adds unapproved requests.
        list<FactorialLeave>(c.http, 'timeoff/leaves', { from: startDate, to: endDate, include_leave_type: true, include_duration: true, include_pending: true }, c.read),
      ]);
      return c.read.each(ofEntity(leaves, idsOf(people)), (l) => toTimeOffEntry(l, types, c.read));
    },

    async fetchTimeOffBalances(conn, ctx) {
      const c = connection(conn, ctx);
      const [people, allowances, types] = await Promise.all([c.employees(), c.allowances(), c.leaveTypes()]);
      // Counters of current staff only: a terminated employee's balance is of no use and costs calls.
      const employeeIds = people.filter((e) => e.active !== false).map((e) => integerId(e.id)).filter((id): id is number => id !== null);
      const counted = allowances.flatMap((a) => {
        const id = integerId(a.id);
        return id === null ? [] : [{ ...a, remoteId: String(id) }];
      });
      const pairs = employeeIds.flatMap((employee) => counted.map((allowance) => ({ employee, allowance })));
      const reference = today(ctx.now());
      const perPair = await mapLimit(pairs, STATS_CONCURRENCY, async ({ employee, allowance }) => {
        const query = { employee_id: employee, allowance_id: Number(allowance.remoteId), reference_date: reference };
        const stats = await list<FactorialAllowanceStat>(c.http, 'timeoff/allowance_stats', query, c.read);
        return stats.map((stat) => toTimeOffBalance(String(employee), allowance, stat, types, c.read));
      });
      return perPair.flat();
    },

    async fetchTimesheets(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const c = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const [people, locations, shifts] = await Promise.all([
        c.employees(),
        c.locations(),
        // half_day and sort_created_at_asc are required flags in the description.
        list<FactorialShift>(c.http, 'attendance/shifts', { start_on: startDate, end_on: endDate, half_day: false, sort_created_at_asc: true }, c.read),
      ]);
      const timezones = new Map(locations.flatMap((l) => (str(l.id) && str(l.timezone) ? [[str(l.id)!, str(l.timezone)!] as const] : [])));
      return c.read.each(ofEntity(shifts, idsOf(people)), (s) => toTimesheet(s, timezones, c.read));
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const c = connection(conn, ctx);
      if (!input.work_email) throw validationError('Factorial requires work_email to create an employee', 'work_email', 'required');
      const entity = (await c.legalEntities()).find((e) => str(e.id) === c.legalEntityId);
      const companyId = integerId(entity?.company_id);
      if (companyId === null) throw authenticationError('reauthentication_required', `${NAME} no longer lists the connected legal entity`);
      const body: Record<string, string | number> = {
        company_id: companyId,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.work_email,
      };
      const legalEntityId = integerId(c.legalEntityId);
      if (legalEntityId !== null) body.legal_entity_id = legalEntityId;
      if (input.date_of_birth) body.birthday_on = input.date_of_birth;
      if (input.gender === 'male' || input.gender === 'female') body.gender = input.gender;
      if (input.nationality) body.nationality = input.nationality;
      if (input.employee_number) body.company_identifier = input.employee_number;
      if (input.start_date) {
        body.contract_starts_on = input.start_date;
        body.contract_effective_on = input.start_date;
      }
      for (const [field, key] of [['manager_remote_id', 'manager_id'], ['work_location_remote_id', 'location_id']] as const) {
        if (!input[field]) continue;
        const id = integerId(input[field]);
        if (id === null) throw validationError(`${field} is not a ${NAME} id`, field, 'format');
        body[key] = id;
      }
      const res = await c.http.request<unknown>({ method: 'POST', path: 'employees/employees/create_with_contract', json: body, accept: [400, 422] });
      if (res.status === 400 || res.status === 422) {
        throw validationError(`${NAME} refused the new employee (HTTP ${res.status})`, null, 'provider');
      }
      const created = toEmployee(expectObject<FactorialEmployee>(res.data, NAME, 'created employee'), { contracts: [], teamIds: [], today: today(ctx.now()) }, reader(ctx));
      if (!created) throw providerBadResponse({ provider: NAME, method: 'POST', path: 'employees/employees/create_with_contract' }, 'no employee id');
      return created;
    },
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
