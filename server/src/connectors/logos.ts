// Provider logos. We hold no licensed brand artwork, so every provider gets a monogram generated at
// runtime from its catalogue entry (display name + colour): nothing on disk to keep in sync.
// The server serves them at `/logos/<slug>.svg`; the catalogue's `logo` field points there.

/** `xero uk` -> `xero-uk`, `parolla.ie` -> `parolla-ie`, `{host}` -> `host`. */
export function logoSlug(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The URL path the catalogue stores in `logo`. */
export function logoPath(id: string): string {
  return `/logos/${logoSlug(id)}.svg`;
}

/**
 * One or two letters for a display name: the first letters of the first two words
 * ("Xero UK" -> "XU"), else the first two capitals of one camel-cased word ("HiBob" -> "HB"),
 * else the first letter ("Deel" -> "D").
 */
export function monogramLetters(displayName: string): string {
  const words = displayName.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  if (words.length === 0) return '?';
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0]!;
  const capitals = word.match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2 && word[0] === capitals[0]) return capitals[0]! + capitals[1]!;
  return word[0]!.toUpperCase();
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK_COLOR = '#4B5563';

function expandHex(color: string): string {
  const hex = color.slice(1);
  return hex.length === 3 ? hex.replace(/(.)/g, '$1$1') : hex;
}

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
function luminance(color: string): number {
  const hex = expandHex(color);
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White letters, unless the background is so light that white would be unreadable. */
export function monogramTextColor(background: string): string {
  const bg = HEX_COLOR.test(background) ? background : FALLBACK_COLOR;
  const contrastWithWhite = 1.05 / (luminance(bg) + 0.05);
  return contrastWithWhite >= 3 ? '#FFFFFF' : '#111827';
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A 64x64 rounded square in the provider colour with its monogram and an accessible title. */
export function monogramSvg(displayName: string, color: string): string {
  const fill = HEX_COLOR.test(color) ? color.toUpperCase() : FALLBACK_COLOR;
  const letters = monogramLetters(displayName);
  const fontSize = letters.length > 1 ? 26 : 32;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="title">' +
    `<title id="title">${escapeXml(displayName)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${fill}"/>` +
    `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" ` +
    `font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" font-weight="700" ` +
    `fill="${monogramTextColor(fill)}">${escapeXml(letters)}</text>` +
    '</svg>'
  );
}
