// People HR stand-in: POST /Employee and /Holiday with { APIKey, Action, ... }; every answer is HTTP 200
// with the { isError, Status, Message, Result } envelope, errors included, as People HR does.
import { fixture, json, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from '../fake-server';

export const PEOPLEHR_KEY = '1f2e3d4c-peoplehr-test-key';

const f = <T = unknown>(name: string) => fixture<T>('peoplehr', name);
const ok = (result: unknown): FakeResponse => json({ isError: false, Status: 0, Message: 'Success', Result: result });
const fail = (status: number, message: string): FakeResponse => json({ isError: true, Status: status, Message: message, Result: null });

function route(req: FakeRequest): FakeResponse | undefined {
  if (req.method !== 'POST') return undefined;
  const body = JSON.parse(req.body || '{}') as Record<string, unknown>;
  if (body.APIKey !== PEOPLEHR_KEY) return fail(10, 'Invalid Api key');
  switch (`${req.path} ${String(body.Action)}`) {
    case '/Employee GetAllEmployeeDetail': {
      const all = f<Array<{ EmployeeStatus?: { DisplayValue?: string } }>>('employees');
      return ok(body.IncludeLeavers === true ? all : all.filter((e) => e.EmployeeStatus?.DisplayValue !== 'Leaver'));
    }
    case '/Holiday GetHolidayDetail': {
      if (!body.StartDate || !body.EndDate) return fail(2, 'StartDate is required');
      const id = String(body.EmployeeId);
      return id === 'PW002' ? fail(3, 'No record found') : ok(f(`holidays_${id}`));
    }
    case '/Employee CreateNewEmployee':
      return body.EmployeeId === 'PW042' ? ok({ EmployeeId: 'PW042' }) : fail(5, 'Employee id already exists');
    case '/Employee GetEmployeeDetailById':
      return body.EmployeeId === 'PW042' ? ok(f('employee_created')) : fail(3, 'No record found');
  }
  return fail(1, 'Invalid action');
}

export const startPeoplehrFake = (): Promise<FakeServer> => startFakeServer(route);
