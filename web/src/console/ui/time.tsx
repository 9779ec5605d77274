// Times as a developer reads them: absolute in their own time zone, and how long ago or from now.
const absolute = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function fromNow(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return '';
}

/** A <time> showing how long ago (or from now), with the exact time on hover and for machines. */
export function Time({ iso, fallback = '—' }: { iso: string | null | undefined; fallback?: string }) {
  if (!iso) return <span className="c-muted">{fallback}</span>;
  return (
    <time dateTime={iso} title={absolute.format(new Date(iso))}>
      {fromNow(iso)}
    </time>
  );
}

export const exactTime = (iso: string) => absolute.format(new Date(iso));
