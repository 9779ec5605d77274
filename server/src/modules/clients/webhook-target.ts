// Which webhook targets are allowed (CONTRACT §7): http(s) only; private, loopback and link-local
// addresses (after DNS resolution) are refused unless the policy allows them.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { validationError } from '../../core/errors';
import { parseHttpUrl } from '../../core/urls';

export class WebhookTargetPolicy {
  constructor(private readonly allowPrivate: boolean) {}

  /** Throws a 400 naming `field` when the uri may not receive webhooks; resolves the host when needed. */
  async assertAllowed(uri: string, field: string): Promise<void> {
    const url = parseHttpUrl(uri);
    if (!url || uri.length > 2000) throw validationError('url not valid', field, 'format');
    if (this.allowPrivate) return;
    const addresses = await resolveHost(url.hostname);
    if (addresses.length === 0) throw validationError(`${field} host does not resolve`, field, 'resolve');
    if (addresses.some(isPrivateAddress)) {
      throw validationError(`${field} resolves to a private, loopback or link-local address`, field, 'private_address');
    }
  }
}

async function resolveHost(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  try {
    return (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number);
    return (
      a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || /^fe[89ab]/.test(v6) || v6.startsWith('ff');
}
