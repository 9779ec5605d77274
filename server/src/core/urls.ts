/** Parses an absolute http(s) URL, or returns null (SPEC §5 "url not valid"). */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Why `value` may not be registered as a redirect URI, or null (RFC 6749 §3.1.2, RFC 3986 §3.2.1): it must be
 * an absolute http(s) URL exactly as written (no surrounding or embedded whitespace or control characters,
 * which URL parsing would silently drop), without a fragment and without user information.
 */
export function redirectUriProblem(value: string): { message: string; rule: string } | null {
  const url = parseHttpUrl(value);
  if (!url) return { message: 'url not valid', rule: 'format' };
  if (hasInvisibleCharacters(value)) return { message: 'must not contain spaces or control characters', rule: 'whitespace' };
  if (value.includes('#')) return { message: 'must not contain a fragment (#)', rule: 'fragment' };
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/i.test(value)) return { message: 'must not contain user information (user:password@)', rule: 'userinfo' };
  return null;
}

/** Spaces and control characters: URL parsing drops or escapes them, so the URL used is not the one written. */
export const hasInvisibleCharacters = (value: string): boolean => /[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/.test(value);
