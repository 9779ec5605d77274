// Which webhook targets are allowed (CONTRACT §7): http(s) only; unless the policy allows private targets,
// every address the host stands for (the literal, or every answer of its DNS lookup) must be public
// unicast (core/public-address.ts). The same rule runs again at connect time (webhook-sender.ts).
import { validationError } from '../../core/errors';
import { hostAddresses, isPublicAddress, systemResolver, type Resolver } from '../../core/public-address';
import { hasInvisibleCharacters, parseHttpUrl } from '../../core/urls';

export class WebhookTargetPolicy {
  constructor(
    readonly allowPrivate: boolean,
    private readonly resolve: Resolver = systemResolver,
  ) {}

  /** Throws a 400 naming `field` when the uri may not receive webhooks; resolves the host when needed. */
  async assertAllowed(uri: string, field: string): Promise<void> {
    const url = parseHttpUrl(uri);
    if (!url || uri.length > 2000 || hasInvisibleCharacters(uri)) throw validationError('url not valid', field, 'format');
    if (this.allowPrivate) return;
    const addresses = await hostAddresses(url.hostname, this.resolve);
    if (addresses.length === 0) throw validationError(`${field} host does not resolve`, field, 'resolve');
    if (!addresses.every(isPublicAddress)) {
      throw validationError(`${field} must reach a public address: private, loopback, link-local and reserved addresses are refused`, field, 'private_address');
    }
  }
}
