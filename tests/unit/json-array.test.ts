import { expect, it } from 'vitest';
import { jsonArray } from '../../server/src/rest/json-list-response';

it('a list of JSON texts becomes the UTF-8 of their array, whatever characters they hold', () => {
  const items = [
    JSON.stringify({ name: 'Ana' }),
    JSON.stringify({ name: 'Zoë Müller' }),
    JSON.stringify({ name: 'Işık Yılmaz', note: 'naïve — “quoted”' }),
    JSON.stringify({ name: 'Ngọc 👩‍💻', escaped: '\u0000\n' }),
  ];
  const body = jsonArray(items);
  expect(body.equals(Buffer.from(`[${items.join(',')}]`, 'utf8'))).toBe(true);
  expect(JSON.parse(body.toString('utf8'))).toStrictEqual(items.map((item) => JSON.parse(item)));
});

it('an empty list and a list of one', () => {
  expect(jsonArray([]).toString('utf8')).toBe('[]');
  expect(jsonArray(['{"a":1}']).toString('utf8')).toBe('[{"a":1}]');
});
