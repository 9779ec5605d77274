// People HR stand-in on its published description (peoplehr/peoplehr.com.yaml). People HR is RPC-style: a call
// is POST /<endpoint> with { APIKey, Action, ... }, and the description keys each action as a path of its own,
// "/<area>  -  <Action>", so the fake reads the action from the body to find the operation. Every answer is
// HTTP 200 with the { isError, Status, Message, Result } envelope, errors included. Fixtures are written from
// the description's schemas and validated against them on every answer (described.ts).
import { fixture, json, type FakeRequest, type FakeResponse } from '../fake-server';
import { startDescribedFake, type Answer, type DescribedFake } from '../described';

export const PEOPLEHR_KEY = '1f2e3d4c-peoplehr-test-key';
export const CREATED_EMPLOYEE_ID = 'PW042';

/**
 * The description's area (its tag) for each endpoint the connector posts to. People HR's reference and its
 * users post holidays to /Holiday (https://apidocs.peoplehr.com/), which the description files under
 * "Employee Holiday".
 */
const AREAS: Record<string, string> = { '/Employee': 'Employee', '/Holiday': 'Employee Holiday' };

const bodyOf = (req: FakeRequest): Record<string, unknown> => {
  try {
    return JSON.parse(req.body || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** "/Holiday" with { Action: "GetHolidayDetail" } -> "/Employee Holiday  -  GetHolidayDetail". */
export const peoplehrOperationPath = (req: FakeRequest, apiPath: string): string => {
  const area = AREAS[apiPath];
  const action = bodyOf(req).Action;
  return area && typeof action === 'string' ? `/${area}  -  ${action}` : apiPath;
};

const f = <T = unknown>(name: string) => fixture<T>('peoplehr', name);
export const ok = (result: unknown): FakeResponse => json({ isError: false, Status: 0, Message: 'The requested processed successfully.', Result: result });
export const fail = (status: number, message: string): FakeResponse => json({ isError: true, Status: status, Message: message });

/** People HR checks the key itself and says so in the envelope (Status 2), still with HTTP 200. */
const keyed = (answer: Answer): Answer => (req) => (bodyOf(req).APIKey === PEOPLEHR_KEY ? answer(req) : fail(2, 'Invalid API Key.'));

const answers: Record<string, Answer> = Object.fromEntries(Object.entries({
  'POST /Employee  -  GetAllEmployeeDetail': (req) => {
    const all = f<Array<{ LeavingDate?: string }>>('employees');
    return ok(bodyOf(req).IncludeLeavers === true ? all : all.filter((e) => !e.LeavingDate));
  },
  'POST /Employee Holiday  -  GetHolidayDetail': (req) => {
    const id = String(bodyOf(req).EmployeeId);
    return id === 'PW002' ? fail(5, 'No record found.') : ok(f(`holidays_${id}`));
  },
  'POST /Employee  -  CreateNewEmployee': (req) =>
    bodyOf(req).EmployeeId === CREATED_EMPLOYEE_ID ? ok({}) : fail(5, 'EmployeeId already exists.'),
  'POST /Employee  -  GetEmployeeDetailById': (req) =>
    bodyOf(req).EmployeeId === CREATED_EMPLOYEE_ID ? ok(f('employee_created')) : fail(5, 'EmployeeId does not exists.'),
} satisfies Record<string, Answer>).map(([key, answer]) => [key, keyed(answer)]));

export const startPeoplehrFake = (): Promise<DescribedFake> =>
  startDescribedFake({
    provider: 'peoplehr',
    answers,
    operationPath: peoplehrOperationPath,
  });
