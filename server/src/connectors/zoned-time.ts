// Local wall-clock times to instants, for providers that give a shift as a day and "08:30" and say elsewhere
// which IANA timezone it was worked in (Factorial: the location's timezone). Built on Intl only.
import type { IsoDate, IsoDateTime } from '../model';

const HALF_DAY = 12 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let made: Intl.DateTimeFormat | null;
    try {
      made = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      made = null; // not an IANA zone
    }
    formatters.set(zone, made);
  }
  return formatters.get(zone) ?? null;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(format: Intl.DateTimeFormat, utcMs: number): number {
  const parts = Object.fromEntries(format.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a calendar day and a wall-clock time ("08:30" or "08:30:15") in an IANA zone, `addDays` later
 * (a shift that ends after midnight), or null when any part is unreadable. In a spring-forward gap the time is
 * read with the offset before the change; in an autumn overlap, the first of the two instants.
 */
export function zonedInstant(date: IsoDate, time: string, zone: string, addDays = 0): IsoDateTime | null {
  const format = formatter(zone);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!format || !day || !clock) return null;
  const [hours, minutes, seconds] = [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + addDays, hours, minutes, seconds);
  if (Number.isNaN(wall)) return null;
  // The offsets half a day either side; a candidate is right when the zone has that offset at it.
  const before = offsetAt(format, wall - HALF_DAY);
  const after = offsetAt(format, wall + HALF_DAY);
  const valid = [wall - before, wall - after].filter((c) => offsetAt(format, c) === wall - c);
  return new Date(valid.length ? Math.min(...valid) : wall - before).toISOString();
}
