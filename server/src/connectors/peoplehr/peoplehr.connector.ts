// People HR, official mode: an API key sent in the JSON body of every (POST) call.
// The API answers HTTP 200 even for errors; { isError, Status, Message } says what happened.
// Reference: https://apidocs.peoplehr.com/
import type { AuthStep, Connector, ConnectorContext, ConnectionAccess, DateRange, SignInInput } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { AppError, authenticationError, validationError } from '../../core/errors';
import { HttpClient, fromContext } from '../http';
import {
  defaultWindow,
  expectArray,
  expectObject,
  mapLimit,
  noMfa,
  nothingToChoose,
  requireInput,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { employeeId, toEmployee, toGroups, toTimeOffEntry, toWorkLocations } from './peoplehr.mapper';
import type { PeoplehrEmployee, PeoplehrEnvelope, PeoplehrHoliday } from './peoplehr.types';

const NAME = 'People HR';

type Area = 'Employee' | 'Holiday';

/** What a People HR error envelope means for us. Messages are matched because status codes are not published per case. */
function envelopeError(envelope: PeoplehrEnvelope<unknown>, what: string): AppError | 'empty' {
  const message = envelope.Message ?? '';
  if (/invalid.*(api ?key|key)|api ?key.*(invalid|expired|not valid)/i.test(message)) {
    return authenticationError('incorrect_username_or_password', `${NAME} rejected the API key`);
  }
  if (/permission|not authori[sz]ed|access denied/i.test(message)) {
    return authenticationError('insufficient_permission', `${NAME} API key lacks the permission for ${what}`);
  }
  if (/no record|not found/i.test(message)) return 'empty';
  return new AppError('internal', `${NAME} reported an error for ${what} (status ${envelope.Status ?? 'unknown'})`);
}

export function createPeoplehrConnector(options: OfficialConnectorOptions = {}): Connector {
  const client = (ctx: ConnectorContext, apiKey: string) => {
    const http = new HttpClient({ provider: NAME, baseUrl: ctx.baseUrl, ...fromContext(ctx), tuning: options.http });
    /** One People HR call; `read` marks calls that are safe to repeat after a 5xx. */
    return async <T>(area: Area, action: string, params: Record<string, unknown>, read = true): Promise<T | null> => {
      const envelope = expectObject<PeoplehrEnvelope<T>>(
        await http.post(area, { APIKey: apiKey, Action: action, ...params }, { idempotent: read }),
        NAME,
        action,
      );
      if (envelope.isError === true) {
        const error = envelopeError(envelope, action);
        if (error === 'empty') return null;
        throw error;
      }
      return envelope.Result ?? null;
    };
  };

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => client(ctx, storedCredential(conn, 'apiKey', NAME));

  const allEmployees = async (call: ReturnType<typeof client>, includeLeavers: boolean): Promise<PeoplehrEmployee[]> =>
    expectArray<PeoplehrEmployee>(
      (await call<PeoplehrEmployee[]>('Employee', 'GetAllEmployeeDetail', { IncludeLeavers: includeLeavers })) ?? [],
      NAME,
      'employees',
    ).filter((e) => employeeId(e) !== null);

  return {

    async signIn(input: SignInInput, ctx: ConnectorContext): Promise<AuthStep> {
      const apiKey = requireInput(input.apiKey, 'api_key', 'api_key');
      // People HR has no account endpoint; reading the current staff list proves the key.
      await allEmployees(client(ctx, apiKey), false);
      return { next: null, entity: { id: 'peoplehr', name: NAME }, credentials: { apiKey } };
    },

    async verifyMfa() {
      throw noMfa(NAME);
    },

    async choose() {
      throw nothingToChoose(NAME);
    },

    async fetchEmployees(conn, ctx) {
      return (await allEmployees(connection(conn, ctx), true)).map(toEmployee);
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await allEmployees(connection(conn, ctx), true));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await allEmployees(connection(conn, ctx), true));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const call = connection(conn, ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      const ids = (await allEmployees(call, true)).map((e) => employeeId(e) as string);
      // Holidays are read per employee.
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const result = await call<PeoplehrHoliday[]>('Holiday', 'GetHolidayDetail', { EmployeeId: id, StartDate: startDate, EndDate: endDate });
        return expectArray<PeoplehrHoliday>(result ?? [], NAME, 'holidays').map((h) => toTimeOffEntry(id, h));
      });
      return perEmployee.flat();
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const call = connection(conn, ctx);
      // People HR needs the company's own employee id and the core HR fields on every new record.
      const required: Array<[keyof EmployeeInput, string]> = [
        ['employee_number', 'EmployeeId'],
        ['work_email', 'Email'],
        ['start_date', 'StartDate'],
        ['date_of_birth', 'DateOfBirth'],
        ['job_title', 'JobRole'],
      ];
      for (const [field] of required) {
        if (!input[field]) throw validationError(`People HR requires ${field} to create an employee`, field, 'required');
      }
      const body: Record<string, unknown> = { FirstName: input.first_name, LastName: input.last_name };
      for (const [field, key] of required) body[key] = input[field];
      if (input.gender === 'male' || input.gender === 'female') body.Gender = input.gender === 'male' ? 'Male' : 'Female';
      if (input.work_location_remote_id) body.Location = input.work_location_remote_id;
      try {
        await call('Employee', 'CreateNewEmployee', body, false);
      } catch (e) {
        if (e instanceof AppError && e.kind === 'internal') {
          throw validationError(`${NAME} refused the new employee; check the required fields`, null, 'provider');
        }
        throw e;
      }
      const created = await call<PeoplehrEmployee>('Employee', 'GetEmployeeDetailById', { EmployeeId: input.employee_number });
      return toEmployee(expectObject<PeoplehrEmployee>(created, NAME, 'created employee'));
    },
  };
}
