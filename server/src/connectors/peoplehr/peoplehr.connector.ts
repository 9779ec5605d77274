// People HR, official mode: an API key sent in the JSON body of every (POST) call.
// The API answers HTTP 200 even for errors; { isError, Status, Message } says what happened.
// Written from People HR's published description (peoplehr/peoplehr.com.yaml), which keys each action as a path
// of its own ("/Employee  -  GetAllEmployeeDetail"): the calls are POST /Employee and POST /Holiday with the
// action in the body, as People HR's reference (https://apidocs.peoplehr.com/) and its users send them.
import type { Connector, ConnectorContext, ConnectionAccess, DateRange } from '../connector';
import type { EmployeeInput, RemoteEmployee } from '../../model';
import { AppError, authenticationError, validationError } from '../../core/errors';
import { str } from '../map-utils';
import { HttpClient, fromContext } from '../http';
import {
  apiKeyAuthStage,
  defaultWindow,
  expectObject,
  mapLimit,
  storedCredential,
  type OfficialConnectorOptions,
} from '../http/official';
import { MissingList, reader, type Reader } from '../reader';
import { employeeId, toEmployee, toGroups, toTimeOffEntry, toWorkLocations } from './peoplehr.mapper';
import type { PeoplehrEmployee, PeoplehrEnvelope, PeoplehrHoliday } from './peoplehr.types';

const NAME = 'People HR';

type Area = 'Employee' | 'Holiday';

/** What a People HR error envelope means for us. Messages are matched: one status code covers many cases. */
function envelopeError(envelope: PeoplehrEnvelope<unknown>, what: string): AppError | 'empty' | null {
  const message = str(envelope.Message) ?? '';
  if (envelope.Status === 2 || /invalid.*(api ?key|key)|api ?key.*(invalid|expired|not valid|not exist)/i.test(message)) {
    return authenticationError('incorrect_username_or_password', `${NAME} rejected the API key`);
  }
  if (/permission|not authori[sz]ed|access denied|no access/i.test(message)) {
    return authenticationError('insufficient_permission', `${NAME} API key lacks the permission for ${what}`);
  }
  if (/no record|not found/i.test(message)) return 'empty';
  return null;
}

/** One call: the answer's Result, or null for "no records". */
type Call = <T>(area: Area, action: string, params: Record<string, unknown>, options?: { read?: boolean; report?: Reader }) => Promise<T | null>;

export function createPeoplehrConnector(options: OfficialConnectorOptions = {}): Connector {
  const client = (ctx: ConnectorContext, apiKey: string): Call => {
    const http = new HttpClient({ provider: NAME, baseUrl: ctx.baseUrl, ...fromContext(ctx), tuning: options.http });
    /**
     * One People HR call; `read` marks calls that are safe to repeat after a 5xx. During a sync (`report`), an
     * error People HR reports that is neither about the key nor "no records" leaves the resource as stored,
     * with a warning; elsewhere it is an unexpected answer.
     */
    return async <T>(area: Area, action: string, params: Record<string, unknown>, { read = true, report }: { read?: boolean; report?: Reader } = {}) => {
      const envelope = expectObject<PeoplehrEnvelope<T>>(
        await http.post(area, { APIKey: apiKey, Action: action, ...params }, { idempotent: read }),
        NAME,
        action,
      );
      if ((envelope.isError ?? envelope.IsError) !== true) return envelope.Result ?? null;
      const error = envelopeError(envelope, action);
      if (error === 'empty') return null;
      if (error) throw error;
      if (!report) throw new AppError('internal', `${NAME} reported an error for ${action} (status ${envelope.Status ?? 'unknown'})`);
      report.report.warn(`${NAME} reported an error (status ${envelope.Status ?? 'unknown'}); nothing was stored or removed`, action);
      throw new MissingList('Result');
    };
  };

  const connection = (conn: ConnectionAccess, ctx: ConnectorContext) => client(ctx, storedCredential(conn, 'apiKey', NAME));

  /** Everyone, leavers included, once per sync: employees, groups, locations and holidays all need the list. */
  const allEmployees = (call: Call, ctx: ConnectorContext, read: Reader): Promise<PeoplehrEmployee[]> =>
    ctx.cache.once('peoplehr:employees', async () =>
      read.list<PeoplehrEmployee>(await call('Employee', 'GetAllEmployeeDetail', { IncludeLeavers: true }, { report: read }) ?? [], 'Result', NAME),
    );

  return {
    ...apiKeyAuthStage(NAME, async (ctx, apiKey) => {
      // People HR has no account endpoint (CheckAuthentication checks a user's password); reading the current
      // staff list proves the key.
      await client(ctx, apiKey)('Employee', 'GetAllEmployeeDetail', { IncludeLeavers: false });
      return { id: 'peoplehr', name: NAME };
    }),

    async fetchEmployees(conn, ctx) {
      const read = reader(ctx);
      return read.each(await allEmployees(connection(conn, ctx), ctx, read), (e) => toEmployee(e, read));
    },

    async fetchGroups(conn, ctx) {
      return toGroups(await allEmployees(connection(conn, ctx), ctx, reader(ctx)));
    },

    async fetchWorkLocations(conn, ctx) {
      return toWorkLocations(await allEmployees(connection(conn, ctx), ctx, reader(ctx)));
    },

    async fetchTimeOffEntries(conn: ConnectionAccess, ctx: ConnectorContext, range?: DateRange) {
      const call = connection(conn, ctx);
      const read = reader(ctx);
      const { startDate, endDate } = range ?? defaultWindow(ctx.now());
      // The description caps EmployeeId at 15 characters; a longer one cannot be asked about.
      const ids = (await allEmployees(call, ctx, read)).map((e) => employeeId(e, read)).filter((id): id is string => id !== null && id.length <= 15);
      // Holidays are read per employee.
      const perEmployee = await mapLimit(ids, 4, async (id) => {
        const result = await call('Holiday', 'GetHolidayDetail', { EmployeeId: id, StartDate: startDate, EndDate: endDate }, { report: read });
        return read.each(read.list<PeoplehrHoliday>(result ?? [], 'Result', NAME), (h) => toTimeOffEntry(id, h, read));
      });
      return perEmployee.flat();
    },

    async createEmployee(conn: ConnectionAccess, input: EmployeeInput, ctx: ConnectorContext): Promise<RemoteEmployee> {
      const call = connection(conn, ctx);
      // People HR needs the company's own employee id, the job, location and department on every new record.
      const department = input.group_remote_ids?.map((g) => /^department:(.+)$/.exec(g)?.[1]).find((name) => name !== undefined);
      const required: Array<[keyof EmployeeInput, string, unknown]> = [
        ['employee_number', 'EmployeeId', input.employee_number],
        ['start_date', 'StartDate', input.start_date],
        ['job_title', 'JobRole', input.job_title],
        ['work_location_remote_id', 'Location', input.work_location_remote_id],
        ['group_remote_ids', 'Department', department],
      ];
      const body: Record<string, unknown> = { FirstName: input.first_name, LastName: input.last_name };
      for (const [field, key, value] of required) {
        if (!value) throw validationError(`People HR requires ${field === 'group_remote_ids' ? 'a department group' : field} to create an employee`, field, 'required');
        body[key] = value;
      }
      body.JobRoleEffectiveDate = input.start_date;
      if (input.work_email) body.Email = input.work_email;
      if (input.date_of_birth) body.DateOfBirth = input.date_of_birth;
      if (input.gender === 'male' || input.gender === 'female') body.Gender = input.gender === 'male' ? 'Male' : 'Female';
      try {
        await call('Employee', 'CreateNewEmployee', body, { read: false });
      } catch (e) {
        if (e instanceof AppError && e.kind === 'internal') {
          throw validationError(`${NAME} refused the new employee; check the required fields`, null, 'provider');
        }
        throw e;
      }
      const read = reader(ctx);
      const created = await call<PeoplehrEmployee>('Employee', 'GetEmployeeDetailById', { EmployeeId: input.employee_number });
      const employee = toEmployee(expectObject<PeoplehrEmployee>(created, NAME, 'created employee'), read);
      if (!employee) throw new AppError('internal', `${NAME} sent an unexpected response: the created employee has no EmployeeId`);
      return employee;
    },
  };
}
