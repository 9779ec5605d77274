import { describe, expect, it } from 'vitest';
import { copyText, encodeValue, type CopyColumn } from '../../server/src/db/copy-in';

const columns: CopyColumn[] = [
  { name: 'id', type: 'uuid' },
  { name: 'name', type: 'text' },
  { name: 'lines', type: 'json' },
];

async function batchesOf(rows: Array<Record<string, unknown>>, limits: { maxRows?: number; maxBytes?: number }): Promise<Buffer[]> {
  const batches: Buffer[] = [];
  for await (const batch of copyText(columns, rows, (row, column) => row[column], limits)) batches.push(Buffer.from(batch));
  return batches;
}

const expected = (rows: Array<Record<string, unknown>>) => rows.map((row) => columns.map((c) => encodeValue(row[c.name])).join('\t') + '\n').join('');

describe('copyText', () => {
  it('writes every row whole, in order, whatever its bytes: multi-byte text, escapes, rows wider than a batch', async () => {
    const rows = [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`, name: `Zoë ${'漢字'.repeat(i)}\tand\\more`, lines: [{ name: 'Überstunden 🚀', amount: i }] })),
      // Rows wider than a batch's buffer (its byte bound and 64 KB): 3-byte characters, 4-byte ones, and ASCII
      // that might not fit by its length but does by its bytes.
      { id: '00000000-0000-7000-8000-000000000100', name: '漢'.repeat(30_000), lines: null },
      { id: '00000000-0000-7000-8000-000000000101', name: '🚀'.repeat(20_000), lines: [] },
      { id: '00000000-0000-7000-8000-000000000103', name: 'a'.repeat(30_000), lines: [] },
      { id: '00000000-0000-7000-8000-000000000102', name: null, lines: { note: 'line\nbreak' } },
    ];
    const batches = await batchesOf(rows, { maxRows: 7, maxBytes: 1024 });
    expect(Buffer.concat(batches).toString('utf8')).toBe(expected(rows));
    for (const batch of batches) {
      // Each batch ends at the end of a row and decodes on its own (no character split between two batches).
      expect(batch.at(-1)).toBe(0x0a);
      expect(Buffer.from(batch.toString('utf8'), 'utf8').equals(batch)).toBe(true);
      expect(batch.toString('utf8').split('\n').length - 1).toBeLessThanOrEqual(7);
    }
    // The byte bound starts a new batch: none but those holding a wide row goes far past it.
    expect(batches.filter((b) => b.length > 1024 + 600).length).toBe(3);
  });
});
