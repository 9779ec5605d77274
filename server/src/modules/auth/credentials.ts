// What an Authorization header claims, read once (no store access): a Bearer token, a client's Basic pair,
// nothing, or something we cannot read. Whether the claim holds is the Caller's to find out.

export interface BasicPair {
  clientId: string;
  secret: string;
}

export type Credentials =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | ({ kind: 'basic' } & BasicPair)
  /** A header that is neither (another scheme, a Basic value that does not decode to id:secret). */
  | { kind: 'unreadable' };

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const BASIC = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i;

export function parseAuthorization(header: string | undefined | null): Credentials {
  if (header === undefined || header === null || header.trim() === '') return { kind: 'none' };
  const bearer = BEARER.exec(header);
  if (bearer) return { kind: 'bearer', token: bearer[1] };
  const basic = parseBasic(header);
  return basic ? { kind: 'basic', ...basic } : { kind: 'unreadable' };
}

/**
 * Parses `Authorization: Basic base64(client_id:secret)`, or null. Both halves are form-decoded
 * first (RFC 6749 §2.3.1: clients application/x-www-form-urlencoded-encode them), so strict OAuth
 * libraries authenticate; a half that is not valid form encoding or decodes to NUL is no credential.
 */
export function parseBasic(header: string | undefined | null): BasicPair | null {
  const match = BASIC.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return null;
  const clientId = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return clientId && secret !== null ? { clientId, secret } : null;
}

function formDecode(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value.replace(/\+/g, ' '));
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
