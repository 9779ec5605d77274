// COPY's binary format (db/copy-binary.ts; PGlite's bulk loads) stores what Postgres' own text input makes of each
// value: rows of every type the sync writes, edge values included, COPied in binary and inserted from text
// parameters read the same; a value its type refuses fails the COPY, naming the column, and stores nothing.
// Postgres loads COPY text (copyFormat).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dist, startServer, storeKind, type TestServer } from '../helpers/server';

const { copyBatches, copyData, copyFormat, copyRows } = dist('db/copy-in');
const { plainText } = dist('db/copy-binary');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const COLUMNS = [
  { name: 'n', type: 'integer' },
  { name: 'id', type: 'uuid' },
  { name: 'label', type: 'text' },
  { name: 'amount', type: 'bigint' },
  { name: 'flag', type: 'boolean' },
  { name: 'day', type: 'date' },
  { name: 'at', type: 'timestamptz' },
  { name: 'hours', type: 'numeric' },
  { name: 'lines', type: 'json' },
  { name: 'doc', type: 'jsonb' },
];

const VALUES: Record<string, unknown[]> = {
  id: ['0190a6e2-7c1d-7b3e-8f00-0123456789ab', '0190A6E2-7C1D-7B3E-8F00-ABCDEFABCDEF', '00000000-0000-0000-0000-000000000000'],
  label: ['plain', '', 'Zoë 漢字 🚀', 'tab\there\nnewline\\backslash\r', 'é'.repeat(70), 'a'.repeat(65), 42, 'ends with space '],
  amount: [0, -1, 123_456_789_012, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, '77'],
  flag: [true, false, 't', 'FALSE'],
  day: ['2026-02-28', '2024-02-29', '0001-01-01', '1999-12-31', '2000-01-01', '9999-12-31', '1969-07-20'],
  at: ['2026-11-29T10:11:12.345Z', '2026-01-01T00:00:00Z', '2026-06-30T23:59:59.123456Z', '2026-03-01T08:00:00+05:30', '1969-12-31T23:59:59.999-01:00', new Date(Date.UTC(2001, 8, 9, 1, 46, 40)), '2000-01-01T00:00:00.000Z'],
  hours: [7.5, 160, 0.1, 1e-7, 1.5e21, -7.25, 0, '100000000.00010000', '-0.0', 12345.678, 'NaN', Infinity, -Infinity, '.5', 10_000],
  lines: [[], [{ name: 'Überstunden "extra"', amount: 1 }], { note: 'line\nbreak\\' }, 7],
  doc: [{ b: 1, a: [1, 2, { c: null }] }, [], { emoji: '🚀', quote: '"' }],
};

/** Rows using every value above at least once, and NULL in every nullable column. */
function rows(): Array<Record<string, unknown>> {
  const count = Math.max(...Object.values(VALUES).map((v) => v.length)) + 1;
  return Array.from({ length: count }, (_, n) =>
    Object.fromEntries(COLUMNS.map((c) => [c.name, c.name === 'n' ? n : n === count - 1 ? null : VALUES[c.name][n % VALUES[c.name].length]])),
  );
}

const table = (name: string) => `CREATE TABLE ${name} (${COLUMNS.map((c) => `${c.name} ${c.type}`).join(', ')})`;
const read = (name: string) => server.store.dataSource.query(`SELECT ${COLUMNS.map((c) => `${c.name}::text`).join(', ')} FROM ${name} t ORDER BY t.n`);

describe(`COPY's format (${storeKind()})`, () => {
  it('is binary on PGlite (its thread parses text in WebAssembly), text on Postgres', async () => {
    const format = await server.store.dataSource.transaction((m: any) => copyFormat(m, COLUMNS));
    expect(format).toBe(storeKind() === 'pglite' ? 'binary' : 'text');
    // A type without a binary writer: text there too.
    expect(await server.store.dataSource.transaction((m: any) => copyFormat(m, [...COLUMNS, { name: 'span', type: 'interval' }]))).toBe('text');
  });
});

describe.runIf(storeKind() === 'pglite')('COPY in binary (pglite)', () => {
  it('stores what Postgres makes of each value as text, for every type the sync writes', async () => {
    const ds = server.store.dataSource;
    const suffix = Math.random().toString(36).slice(2, 8);
    const [binary, text] = [`copy_binary_${suffix}`, `copy_text_${suffix}`];
    await ds.query(table(binary));
    await ds.query(table(text));
    try {
      const all = rows();
      await ds.transaction((m: any) => copyRows(m, binary, COLUMNS, all));
      const statement = `INSERT INTO ${text} VALUES (${COLUMNS.map((c, i) => `$${i + 1}::${c.type}`).join(', ')})`;
      for (const row of all) await ds.query(statement, COLUMNS.map((c) => (row[c.name] === null ? null : plainText(row[c.name]))));
      const stored = await read(binary);
      expect(stored).toHaveLength(all.length);
      expect(stored).toStrictEqual(await read(text));
      // Sanity: some values as Postgres shows them.
      expect(stored[3].day).toBe('1999-12-31');
      expect(stored[2].at).toMatch(/^2026-06-30 \d\d:59:59\.123456/);
      expect(stored[7].hours).toBe('100000000.00010000');
      expect(stored[4].hours).toBe('1500000000000000000000');
    } finally {
      await ds.query(`DROP TABLE ${binary}`);
      await ds.query(`DROP TABLE ${text}`);
    }
  });

  it('loads rows of several batches as one COPY (a statement per batch), values repeated from row to row included', async () => {
    const ds = server.store.dataSource;
    const name = `copy_batches_${Math.random().toString(36).slice(2, 8)}`;
    await ds.query(`CREATE TABLE ${name} (n integer, label text, owner uuid, day date, lines json)`);
    try {
      // Over 2,000 rows: three batches. The same owner in every row, a day that changes within a batch, a list
      // shared by runs of rows (a repeated value's bytes are copied from the row before, never across batches).
      const shared = [{ name: 'Überstunden', amount: 1 }];
      const many = Array.from({ length: 4_100 }, (_, n) => ({
        n,
        label: `row ${n} ${'ü'.repeat(n % 50)}`,
        owner: '0190a6e2-7c1d-7b3e-8f00-0123456789ab',
        day: n < 2_050 ? '2026-01-01' : '2026-01-02',
        lines: n % 3 === 0 ? [{ n }] : shared,
      }));
      const columns = [
        { name: 'n', type: 'integer' },
        { name: 'label', type: 'text' },
        { name: 'owner', type: 'uuid' },
        { name: 'day', type: 'date' },
        { name: 'lines', type: 'json' },
      ];
      await ds.transaction((m: any) => copyRows(m, name, columns, many));
      expect(
        await ds.query(
          `SELECT count(*)::int AS rows, count(DISTINCT n)::int AS distinct,
             bool_and(label = 'row ' || n || ' ' || repeat('ü', n % 50)) AS labels,
             bool_and(owner = '0190a6e2-7c1d-7b3e-8f00-0123456789ab') AS owners,
             bool_and(day = CASE WHEN n < 2050 THEN date '2026-01-01' ELSE date '2026-01-02' END) AS days,
             bool_and(lines::text = CASE WHEN n % 3 = 0 THEN '[{"n":' || n || '}]' ELSE '[{"name":"Überstunden","amount":1}]' END) AS lines
           FROM ${name}`,
        ),
      ).toStrictEqual([{ rows: 4_100, distinct: 4_100, labels: true, owners: true, days: true, lines: true }]);
    } finally {
      await ds.query(`DROP TABLE ${name}`);
    }
  });

  it('writes later batches into the memory of batches already loaded, which the store thread hands back', async () => {
    const ds = server.store.dataSource;
    const name = `copy_reuse_${Math.random().toString(36).slice(2, 8)}`;
    await ds.query(`CREATE TABLE ${name} (n integer, label text)`);
    const columns = [
      { name: 'n', type: 'integer' },
      { name: 'label', type: 'text' },
    ];
    // Eight batches of 100 rows, each with memory for a whole batch (~1 MB): a new batch is written while the one
    // before is loaded, so two are new and the other six reuse theirs.
    const many = Array.from({ length: 800 }, (_, n) => ({ n, label: `row ${n} ${'ü'.repeat(n % 7)}` }));
    const allocations = vi.spyOn(Buffer, 'allocUnsafeSlow');
    try {
      await ds.transaction((m: any) =>
        copyBatches(m, name, columns, copyData(columns, many, (row: any, column: string) => row[column], { format: 'binary', maxRows: 100 }), 'binary'),
      );
      expect(allocations.mock.calls.filter(([bytes]) => bytes >= 1024 * 1024).length).toBeLessThanOrEqual(2);
      expect(
        await ds.query(`SELECT count(*)::int AS rows, count(DISTINCT n)::int AS distinct, bool_and(label = 'row ' || n || ' ' || repeat('ü', n % 7)) AS labels FROM ${name}`),
      ).toStrictEqual([{ rows: 800, distinct: 800, labels: true }]);
    } finally {
      allocations.mockRestore();
      await ds.query(`DROP TABLE ${name}`);
    }
  });

  // Postgres refuses the first ones too; it would read the last ones (other spellings of dates and instants, which
  // the readers never write: connectors/reader.ts), but binary takes only the forms it can store exactly.
  it.each([
    ['id', 'not-a-uuid', true],
    ['id', '0190a6e2-7c1d-7b3e-8f00-0123456789ag', true],
    ['amount', 1.5, true],
    ['amount', 2 ** 64, true],
    ['n', 2 ** 31, true],
    ['flag', 'maybe', true],
    ['day', '2026-02-30', true],
    ['at', '2026-13-01T00:00:00Z', true],
    ['hours', '7,5', true],
    ['day', '2026-1-05', false],
    ['at', 'yesterday', false],
    ['at', '2026-11-29 10:00:00', false],
  ])('refuses %s = %j, naming the column, and stores nothing (as Postgres would: %s)', async (column, value, postgresRefuses) => {
    const ds = server.store.dataSource;
    const name = `copy_refused_${Math.random().toString(36).slice(2, 8)}`;
    await ds.query(table(name));
    try {
      const all = rows().slice(0, 3);
      all[2] = { ...all[2], [column]: value };
      await expect(ds.transaction((m: any) => copyRows(m, name, COLUMNS, all))).rejects.toThrow(new RegExp(`\\b${column}\\b`));
      expect(await read(name)).toStrictEqual([]);
      const type = COLUMNS.find((c) => c.name === column)!.type;
      const asText = ds.query(`SELECT $1::${type}`, [plainText(value)]);
      await (postgresRefuses ? expect(asText).rejects.toThrow() : expect(asText).resolves.toHaveLength(1));
    } finally {
      await ds.query(`DROP TABLE ${name}`);
    }
  });
});
