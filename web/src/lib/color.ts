// Provider colours arrive as hex from the catalogue. Text on them must stay readable (WCAG AA),
// so the label colour is whichever of near-black or white contrasts more.
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const BRAND_COLOR = '#4338ca';

export function normaliseHex(color: string | null | undefined, fallback = BRAND_COLOR): string {
  const m = color ? HEX.exec(color.trim()) : null;
  if (!m) return fallback;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return `#${h.toLowerCase()}`;
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(normaliseHex(a)), luminance(normaliseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const DARK_TEXT = '#111827';
export const LIGHT_TEXT = '#ffffff';

export function readableTextOn(background: string): string {
  const bg = normaliseHex(background);
  return contrastRatio(bg, LIGHT_TEXT) >= contrastRatio(bg, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
