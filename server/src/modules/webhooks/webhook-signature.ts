// The signatures of CONTRACT §7, both over the exact bytes sent:
// - Staffbridge-Signature: hex HMAC-SHA256 of the body, keyed with the client's first current secret (SPEC §7);
// - Standard Webhooks: webhook-signature holds `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` once per
//   current secret, space-separated, each keyed with the UTF-8 bytes of that secret (a `standardwebhooks`
//   receiver passes base64 of those bytes), so a receiver that still has the old secret, or already the new
//   one, keeps verifying while the client rotates.
import { createHmac } from 'node:crypto';

export function staffbridgeSignature(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body, 'utf8').digest('hex');
}

export function standardWebhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return `v1,${mac}`;
}

/** Header names spelled as CONTRACT §7 and the Standard Webhooks spec write them. */
export interface SignedHeaders {
  'Content-Type': string;
  'User-Agent': string;
  'Staffbridge-Origin': string;
  'Staffbridge-Signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** `secrets`: the client's current secrets, first first (the one Staffbridge-Signature is keyed with). */
export function signedHeaders(input: { id: string; body: string; secrets: readonly string[]; now: Date; origin: string; userAgent: string }): SignedHeaders {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  if (input.secrets.length === 0) throw new Error('a webhook needs at least one secret to be signed with');
  return {
    'Content-Type': 'application/json',
    'User-Agent': input.userAgent,
    'Staffbridge-Origin': input.origin,
    'Staffbridge-Signature': staffbridgeSignature(input.secrets[0], input.body),
    'webhook-id': input.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': input.secrets.map((secret) => standardWebhookSignature(secret, input.id, timestamp, input.body)).join(' '),
  };
}
