// Large sync writes (COPY straight in on a first sync, COPY through a staging table + upsert on a re-sync) and
// small ones (one JSON document), read back through REST: awkward text survives exactly, ids stay ours,
// payslips are stored per pay run, and the server keeps answering while a long sync runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteEmployee, RemotePayrun, RemotePayslip, RemoteSnapshot } from '../../server/src/model';
import type { SyncReport } from '../../server/src/modules/sync/sync.service';
import { hrFixture } from '../helpers/hr-fixture';
import { seedConnection, type Seeded } from '../helpers/seed';
import { dist, startServer, type TestServer } from '../helpers/server';
import { recordStatements } from '../helpers/statements';

let server: TestServer;
const { COPY_FROM_ROWS } = dist('modules/sync/bulk');

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** Runs `work`, returning its result and the statements that wrote employees (to tell which write path a sync took). */
async function recorded<T>(work: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
  const { result, statements } = await recordStatements(server, work, (sql) => /^INSERT INTO hr_employee \(/.test(sql));
  return { result, writes: statements };
}

async function list(seeded: Seeded, route: string): Promise<any[]> {
  const res = await server.rest('GET', `/2023-03-01/xhr/${route}`, { headers: seeded.headers });
  expect(res.status).toBe(200);
  return res.body;
}

const byRemoteId = <T extends { remote_id: string }>(records: readonly T[]) => new Map(records.map((r) => [r.remote_id, r]));

/** Text that COPY's format escapes, quotes, unicode, spaces, the empty string, and null. */
const AWKWARD: ReadonlyArray<string | null> = [
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  'crlf\r\nend',
  'back\\slash',
  '\\N',
  '\\.',
  'ends with a backslash\\',
  'a\\tb is not a tab',
  '"double" and \'single\' quotes',
  'Zoë Łódź 日本語 👩‍💻 🎉',
  '  padded both sides  ',
  '',
  null,
  'all\tof\nthem\r\\N "at" once 🎉 ',
];
const awkward = (i: number) => AWKWARD[i % AWKWARD.length];

/** An employee whose text fields hold awkward values (shifted by `shift`, so a re-sync can change them). */
function withAwkwardText(e: RemoteEmployee, i: number, shift: number): RemoteEmployee {
  const at = i + shift;
  return {
    ...e,
    job_title: awkward(at),
    first_name: awkward(at + 1),
    custom_fields: {
      note: awkward(at + 2),
      [`key\t${awkward(at + 3) ?? 'null'}`]: awkward(at + 4),
      nested: { list: [awkward(at + 5), null, 'plain'], empty: '' },
    },
    home_location:
      i % 17 === 0
        ? null
        : { street_address: awkward(at + 6), locality: awkward(at + 7), administrative_area: null, country: 'GB', post_code: awkward(at + 8) },
  };
}

const textOf = (e: Pick<RemoteEmployee, 'job_title' | 'first_name' | 'custom_fields' | 'home_location'>) => ({
  job_title: e.job_title,
  first_name: e.first_name,
  custom_fields: e.custom_fields,
  home_location: e.home_location,
});

describe('awkward text through the COPY paths', () => {
  it('survives a first sync and a re-sync (changed, removed and added employees) exactly, ids kept', async () => {
    const base = hrFixture(605);
    const first = base.employees.slice(0, 600).map((e, i) => withAwkwardText(e, i, 0));
    expect(first.length).toBeGreaterThanOrEqual(COPY_FROM_ROWS);
    const { result: seeded, writes: firstWrites } = await recorded(() => seedConnection(server, { snapshot: { ...base, employees: first } }));
    // COPY (straight in on Postgres, staged on PGlite), never the JSON document.
    expect(firstWrites.filter((sql) => sql.includes('jsonb_to_recordset'))).toStrictEqual([]);

    const stored = await list(seeded, 'employees');
    expect(stored).toHaveLength(600);
    expect(new Map(stored.map((e) => [e.remote_id, textOf(e)]))).toStrictEqual(new Map(first.map((e) => [e.remote_id, textOf(e)])));

    // Re-sync: even employees' values move round the list, odd ones stay; 10 (no one's managers) leave, 5 join.
    const removed = new Set(Array.from({ length: 10 }, (_, k) => base.employees[200 + k * 30].remote_id));
    const second = base.employees
      .map((e, i) => (i >= 600 ? withAwkwardText(e, i, 0) : i % 2 === 0 ? withAwkwardText(e, i, 5) : first[i]))
      .filter((e) => !removed.has(e.remote_id));
    expect(second).toHaveLength(595);
    const { result: report, writes: secondWrites } = await recorded<SyncReport>(() =>
      server.services.sync.storeSnapshot(seeded.connection, { ...base, employees: second }),
    );
    expect(report.parts.employees).toMatchObject({ stored: 595, skipped: 0 });
    // The staging table and the upsert from it.
    expect(secondWrites.some((sql) => /FROM sync_stage_\d+ ON CONFLICT/.test(sql))).toBe(true);
    expect(secondWrites.filter((sql) => sql.includes('jsonb_to_recordset'))).toStrictEqual([]);

    const again = await list(seeded, 'employees');
    expect(again).toHaveLength(595);
    expect(new Map(again.map((e) => [e.remote_id, textOf(e)]))).toStrictEqual(new Map(second.map((e) => [e.remote_id, textOf(e)])));
    const before = byRemoteId(stored);
    const after = byRemoteId(again);
    for (const remoteId of removed) expect(after.has(remoteId)).toBe(false);
    const kept = second.filter((e) => before.has(e.remote_id));
    expect(kept).toHaveLength(590);
    expect(kept.map((e) => after.get(e.remote_id).id)).toStrictEqual(kept.map((e) => before.get(e.remote_id).id));
    const added = second.filter((e) => !before.has(e.remote_id)).map((e) => e.remote_id);
    expect(added).toStrictEqual(['emp-00600', 'emp-00601', 'emp-00602', 'emp-00603', 'emp-00604']);
    const oldIds = new Set(stored.map((e) => e.id));
    for (const remoteId of added) expect(oldIds.has(after.get(remoteId).id)).toBe(false);
  }, 120_000);
});

describe('payslips per pay run on a re-sync', () => {
  const RUNS: RemotePayrun[] = [
    { remote_id: 'pr-a', state: 'paid', type: 'regular', start_date: '2024-01-01', end_date: '2024-01-31', payment_date: '2024-01-31' },
    { remote_id: 'pr-b', state: 'paid', type: 'regular', start_date: '2024-02-01', end_date: '2024-02-29', payment_date: '2024-02-29' },
    { remote_id: 'pr-c', state: 'pending', type: 'off_cycle', start_date: '2024-03-01', end_date: '2024-03-31', payment_date: '2024-03-29' },
  ];
  const slipId = (run: string, i: number) => `ps-${run}-${String(i).padStart(4, '0')}`;

  function payslip(run: RemotePayrun, employee: RemoteEmployee, i: number): RemotePayslip {
    return {
      remote_id: slipId(run.remote_id, i),
      employee_remote_id: employee.remote_id,
      payrun_remote_id: run.remote_id,
      payrun_type: run.type,
      currency: 'gbp',
      gross_pay: 300_000 + i,
      net_pay: 225_000 + i,
      start_date: run.start_date,
      end_date: run.end_date,
      payment_date: run.payment_date,
      earnings: [{ name: 'Salary', amount: 300_000 + i, hours: 160 }],
      contributions: [],
      deductions: [{ name: 'Pension\t"5%"', amount: 15_000 }],
      taxes: [{ name: 'Income tax', amount: 60_000, employer_tax: false }],
      reimbursements: [],
    };
  }

  it('empties a run that lost every payslip, removes and moves single payslips, skips an unknown run', async () => {
    const base = hrFixture(600);
    const payslips = RUNS.flatMap((run) => base.employees.map((e, i) => payslip(run, e, i)));
    expect(payslips.filter((p) => p.payrun_remote_id === 'pr-a').length).toBeGreaterThanOrEqual(COPY_FROM_ROWS);
    const snapshot: RemoteSnapshot = { employees: base.employees, groups: base.groups, workLocations: base.workLocations, payruns: RUNS, payslips };
    const seeded = await seedConnection(server, { snapshot, scopes: ['employees', 'payruns', 'payruns/{payrun_id}'] });

    const runs = async () => {
      const listed = await list(seeded, 'payruns?start_date=2000-01-01&end_date=2100-01-01');
      return new Map<string, string>(listed.map((r) => [r.remote_id, r.id]));
    };
    const slipsOf = async (payrunId: string) => byRemoteId(await list(seeded, `payruns/${payrunId}`));
    const runIds = await runs();
    expect([...runIds.keys()]).toStrictEqual(['pr-a', 'pr-b', 'pr-c']);
    const firstB = await slipsOf(runIds.get('pr-b')!);
    expect([...firstB.keys()].sort()).toStrictEqual(base.employees.map((_, i) => slipId('pr-b', i)));
    for (const run of ['pr-a', 'pr-c']) expect((await slipsOf(runIds.get(run)!)).size).toBe(600);

    // Run A keeps no payslip, B loses one and hands one to C, and one payslip names a run we do not know.
    const removedFromB = slipId('pr-b', 10);
    const moved = slipId('pr-b', 20);
    const resynced = payslips
      .filter((p) => p.payrun_remote_id !== 'pr-a' && p.remote_id !== removedFromB)
      .map((p) => (p.remote_id === moved ? { ...p, payrun_remote_id: 'pr-c', payrun_type: 'off_cycle' as const } : p));
    resynced.push({ ...payslip(RUNS[0], base.employees[0], 0), remote_id: 'ps-unknown-run', payrun_remote_id: 'pr-nowhere' });
    const report = await server.services.sync.storeSnapshot(seeded.connection, { ...snapshot, payslips: resynced });
    // A: none, B: 600 - 2, C: 600 + the moved one; the unknown run's payslip is skipped.
    expect(report.parts.payslips).toMatchObject({ stored: 598 + 601, skipped: 1 });

    const after = await runs();
    expect(after).toStrictEqual(runIds);
    expect((await slipsOf(runIds.get('pr-a')!)).size).toBe(0);
    const b = await slipsOf(runIds.get('pr-b')!);
    expect([...b.keys()].sort()).toStrictEqual(base.employees.map((_, i) => slipId('pr-b', i)).filter((id) => id !== removedFromB && id !== moved));
    const c = await slipsOf(runIds.get('pr-c')!);
    expect([...c.keys()].sort()).toStrictEqual([...base.employees.map((_, i) => slipId('pr-c', i)), moved].sort());
    expect(c.get(moved)).toMatchObject({ id: firstB.get(moved).id, payrun_id: runIds.get('pr-c'), payrun_remote_id: 'pr-c', payrun_type: 'off_cycle' });
    // The payslips that stayed where they were keep their ids too.
    expect([...b.values()].every((p) => p.id === firstB.get(p.remote_id).id)).toBe(true);
    expect(c.get(slipId('pr-c', 0))!.deductions).toStrictEqual([{ name: 'Pension\t"5%"', amount: 15_000 }]);
  }, 120_000);
});

describe('a small write (one JSON document)', () => {
  it('stores a changed job title with a tab in it', async () => {
    const fixture = hrFixture(12);
    const seeded = await seedConnection(server, { snapshot: fixture });
    const before = await list(seeded, 'employees');
    const employees = fixture.employees.map((e, i) => (i === 3 ? { ...e, job_title: 'Head of\tPayroll \\N' } : e));
    const { result: report, writes } = await recorded<SyncReport>(() => server.services.sync.storeSnapshot(seeded.connection, { ...fixture, employees }));
    expect(report.parts.employees).toMatchObject({ stored: 12, skipped: 0 });
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((sql) => sql.includes('jsonb_to_recordset'))).toBe(true);
    const after = await list(seeded, 'employees');
    expect(after.map((e) => [e.remote_id, e.id, e.job_title])).toStrictEqual(
      before.map((e, i) => [e.remote_id, e.id, i === 3 ? 'Head of\tPayroll \\N' : fixture.employees[i].job_title]),
    );
  });
});

describe('a long sync', () => {
  it('does not stop the server answering', async () => {
    const seeded = await seedConnection(server, {
      sync: false,
      snapshot: { employees: new Array(10_000) },
      scopes: ['employees', 'groups', 'work-locations'],
    });
    const order: string[] = [];
    const started = Date.now();
    const sync = server.services.sync.syncConnection(seeded.connection).then(
      (report: SyncReport) => {
        order.push('sync settled');
        return report;
      },
      (error: unknown) => {
        order.push('sync settled');
        throw error;
      },
    );
    // A route that needs no database.
    const icon = await server.rest('GET', '/icons/employees.svg');
    order.push('icon answered');
    const answeredMs = Date.now() - started;
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const report = await sync;
    console.log(`icon answered after ${answeredMs} ms of a ${Date.now() - started} ms 10,000-employee sync`, JSON.stringify(report.parts.employees));
    expect(order).toStrictEqual(['icon answered', 'sync settled']);
    expect(report.parts.employees?.stored).toBe(10_000);
    const [row] = await server.store.dataSource.query('SELECT sync_status FROM connection WHERE id = $1', [seeded.connectionId]);
    expect(row.sync_status).toBe('ready');
    expect(await list(seeded, 'employees')).toHaveLength(10_000);
  }, 120_000);
});
