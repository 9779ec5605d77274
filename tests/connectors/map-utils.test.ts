import { describe, expect, it } from 'vitest';
import { address, countryCode, isoDate, isoDateTime, knownIds, mapEnum, str, timeOffSpan, toTenth } from '../../server/src/connectors/map-utils';
import { Reader } from '../../server/src/connectors/reader';

describe('map utils', () => {
  it('normalises strings', () => {
    expect([str(' a '), str(''), str('  '), str(12), str(null), str({}), str(Number.NaN)]).toStrictEqual(['a', null, null, '12', null, null, null]);
  });

  it('normalises dates and returns null on garbage', () => {
    expect(
      ['2024-02-29', '2024-02-30', '0000-00-00', '2024-06-01T23:30:00-07:00', '2024-06-01 10:00:00', '06/01/2024', '', 'soon', 20240101].map(isoDate),
    ).toStrictEqual(['2024-02-29', null, null, '2024-06-01', '2024-06-01', null, null, null, null]);
  });

  it('normalises date-times to UTC instants and refuses to guess a zone', () => {
    expect(isoDateTime('2024-06-10T15:00:00+02:00')).toBe('2024-06-10T13:00:00.000Z');
    expect(isoDateTime('2024-06-10T15:00:00.123Z')).toBe('2024-06-10T15:00:00.123Z');
    expect(isoDateTime('2024-06-10T15:00:00+0530')).toBe('2024-06-10T09:30:00.000Z');
    expect(isoDateTime('2024-06-10T15:00:00')).toBeNull();
    expect(isoDateTime('2024-06-10T15:00:00', { naive: 'utc' })).toBe('2024-06-10T15:00:00.000Z');
    expect([isoDateTime('2024-06-10'), isoDateTime('yesterday'), isoDateTime('2024-13-01T00:00:00Z')]).toStrictEqual([null, null, null]);
  });

  it('maps enums case-insensitively with a null fallback', () => {
    const table = { Male: 'male', F: 'female' } as const;
    expect([mapEnum('male', table), mapEnum(' f ', table), mapEnum('other', table), mapEnum(null, table)]).toStrictEqual([
      'male',
      'female',
      null,
      null,
    ]);
  });

  it('finds ISO alpha-2 country codes', () => {
    expect(
      ['GB', 'gbr', 'United Kingdom', 'UK', 'England', 'Deutschland', 'germany', 'Österreich', 'États-Unis', 'USA', 'Ireland', 'Czechia', 'Narnia', 'EU', ''].map(
        countryCode,
      ),
    ).toStrictEqual(['GB', 'GB', 'GB', 'GB', 'GB', 'DE', 'DE', 'AT', 'US', 'US', 'IE', 'CZ', null, null, null]);
  });

  it('rounds time amounts to a tenth and rejects garbage', () => {
    expect([toTenth(8.25), toTenth('4.04'), toTenth(''), toTenth(null), toTenth(-1.55), toTenth(1.15)]).toStrictEqual([8.3, 4, null, null, -1.6, 1.2]);
    expect(() => toTenth('eight')).toThrow('invalid number');
  });

  it('builds addresses only from real parts', () => {
    expect(address({})).toBeNull();
    expect(address({ locality: 'Leeds' })).toStrictEqual({
      street_address: null,
      locality: 'Leeds',
      administrative_area: null,
      country: null,
      post_code: null,
    });
  });

  it('keeps the ids a record has', () => {
    expect(knownIds('department:1', null, undefined, 'team:2')).toStrictEqual(['department:1', 'team:2']);
    expect(knownIds(null)).toStrictEqual([]);
  });

  it("reads a time off entry's amount, then its dates, and gives the unit only with an amount", () => {
    const nulled: string[] = [];
    const read = new Reader({ skipped: () => undefined, nulled: (field, message) => nulled.push(`${field}: ${message}`), warn: () => undefined });
    expect(timeOffSpan(read, ['7.25', 'hours'], 'hours', ['2024-03-01', 'from'], ['2024-03-02T00:00:00Z', 'to'])).toStrictEqual({
      start_date: '2024-03-01',
      end_date: '2024-03-02',
      amount: 7.3,
      unit: 'hours',
    });
    expect(timeOffSpan(read, ['soon', 'days'], 'days', ['tomorrow', 'from'], [null, 'to'])).toStrictEqual({
      start_date: null,
      end_date: null,
      amount: null,
      unit: null,
    });
    expect(nulled).toStrictEqual(['days: invalid number', 'from: not a date']);
  });
});
