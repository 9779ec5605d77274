// The `state` we send to a provider (RFC 6749 §10.12): the widget's own state (SPEC §7: base64 JSON of
// clientId, redirectUri, sessionKey, statePassThrough), the provider, the S256 hash of a nonce held in
// an HttpOnly cookie of the popup (binds the callback to the browser that started it, and is the PKCE
// challenge), and an expiry; HMAC-SHA256 with a key derived from ENCRYPTION_KEY.
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const STATE_TTL_MS = 15 * 60 * 1000;

export interface OAuthStatePayload {
  /** Provider id. */
  provider: string;
  /** The widget's base64 state, as received. */
  widgetState: string;
  /** base64url(SHA-256(nonce)): the PKCE code challenge and the cookie binding. */
  challenge: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

export class OAuthStateSigner {
  private readonly key: Buffer;

  constructor(encryptionKey: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'staffbridge oauth state v1', 32));
  }

  sign(payload: OAuthStatePayload): string {
    const body = Buffer.from(
      JSON.stringify({ p: payload.provider, w: payload.widgetState, c: payload.challenge, e: payload.expiresAt }),
      'utf8',
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The payload of a state we signed that has not expired, else null. */
  verify(state: string, now: Date): OAuthStatePayload | null {
    const [body, mac, extra] = state.split('.');
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
      const payload: OAuthStatePayload = {
        provider: String(raw.p),
        widgetState: String(raw.w),
        challenge: String(raw.c),
        expiresAt: Number(raw.e),
      };
      return Number.isFinite(payload.expiresAt) && payload.expiresAt > now.getTime() ? payload : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body, 'utf8').digest('base64url');
  }
}

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The widget's state (SPEC §7), decoded and checked for the fields we rely on. */
export interface WidgetState {
  clientId: string;
  redirectUri: string;
  sessionKey: string;
  statePassThrough?: string;
}

export function decodeWidgetState(encoded: string): WidgetState | null {
  if (encoded.length === 0 || encoded.length > 4000) return null;
  try {
    // The widget uses standard base64; a `+` may arrive as a space when the query was not encoded.
    const raw = JSON.parse(Buffer.from(encoded.replace(/ /g, '+'), 'base64').toString('utf8')) as Record<string, unknown>;
    const { clientId, redirectUri, sessionKey, statePassThrough } = raw;
    if (typeof clientId !== 'string' || typeof redirectUri !== 'string' || typeof sessionKey !== 'string') return null;
    if (!clientId || !redirectUri || !sessionKey) return null;
    return {
      clientId,
      redirectUri,
      sessionKey,
      ...(typeof statePassThrough === 'string' ? { statePassThrough } : {}),
    };
  } catch {
    return null;
  }
}
