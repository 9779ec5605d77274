// Provider logos, served at `/logos/<slug>.svg` (the catalogue's `logo` field points there; the widget asks
// by lower-case provider name, SPEC §2). A provider whose brand declares a Simple Icons mark gets that mark;
// every other one a monogram generated from its display name. Both are the same tile: a 64x64 rounded
// square in the provider colour with the mark or the letters on it, so a list of them reads evenly.
import { readFileSync } from 'node:fs';

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

/** The tile every logo shares, with `content` drawn on it in `ink`. */
function tileSvg(displayName: string, color: string, content: (ink: string) => string): string {
  const fill = HEX_COLOR.test(color) ? color.toUpperCase() : FALLBACK_COLOR;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="title">' +
    `<title id="title">${escapeXml(displayName)}</title>` +
    `<rect width="64" height="64" rx="14" fill="${fill}"/>` +
    content(monogramTextColor(fill)) +
    '</svg>'
  );
}

/** A 64x64 rounded square in the provider colour with its monogram and an accessible title. */
export function monogramSvg(displayName: string, color: string): string {
  const letters = monogramLetters(displayName);
  const fontSize = letters.length > 1 ? 26 : 32;
  return tileSvg(
    displayName,
    color,
    (ink) =>
      `<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" ` +
      `font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="${fontSize}" font-weight="700" ` +
      `fill="${ink}">${escapeXml(letters)}</text>`,
  );
}

const SIMPLE_ICON_SLUG = /^[a-z0-9]+$/;
const markPaths = new Map<string, string>();

/**
 * The glyph of a Simple Icons mark: the one path of `simple-icons/icons/<slug>.svg`, drawn in a 24x24 box.
 * Read from the package once per slug (loading the package's index would hold all ~3,500 icons in memory).
 */
export function simpleIconPath(slug: string): string {
  const known = markPaths.get(slug);
  if (known) return known;
  if (!SIMPLE_ICON_SLUG.test(slug)) throw new Error(`"${slug}" is not a Simple Icons slug`);
  const svg = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const path = /^<svg [^>]*viewBox="0 0 24 24"[^>]*>(?:<title>[^<]*<\/title>)?<path d="([^"]+)"\/><\/svg>$/.exec(svg.trim())?.[1];
  if (!path) throw new Error(`simple-icons/icons/${slug}.svg is not one path in a 24x24 box`);
  markPaths.set(slug, path);
  return path;
}

/** The same tile as a monogram, with the brand's Simple Icons mark (40x40, centred) instead of letters. */
export function brandMarkSvg(displayName: string, color: string, mark: string): string {
  const d = simpleIconPath(mark);
  return tileSvg(displayName, color, (ink) => `<svg x="12" y="12" width="40" height="40" viewBox="0 0 24 24"><path fill="${ink}" d="${d}"/></svg>`);
}

/** What `/logos/<slug>.svg` shows for a provider: its brand mark when it has one, else its monogram. */
export function logoSvg(brand: { displayName: string; color: string; mark?: string }): string {
  return brand.mark ? brandMarkSvg(brand.displayName, brand.color, brand.mark) : monogramSvg(brand.displayName, brand.color);
}
