// The signatures of CONTRACT §7, both over the exact bytes sent:
// - Staffbridge-Signature: hex HMAC-SHA256 of the body, keyed with the client's first current secret (SPEC §7);
// - Standard Webhooks: webhook-signature `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with
//   the UTF-8 bytes of the same secret (a `standardwebhooks` receiver passes base64 of those bytes).
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

export function signedHeaders(input: { id: string; body: string; secret: string; now: Date; origin: string; userAgent: string }): SignedHeaders {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': input.userAgent,
    'Staffbridge-Origin': input.origin,
    'Staffbridge-Signature': staffbridgeSignature(input.secret, input.body),
    'webhook-id': input.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardWebhookSignature(input.secret, input.id, timestamp, input.body),
  };
}
