import { useState } from 'react';
import type { Provider } from '../app/types';
import { normaliseHex, readableTextOn } from '../lib/color';

// SPEC §2: logos are looked up by lower-case provider name, and the sandbox's is the default. The server
// answers every catalogue provider with its brand mark (Simple Icons) or its monogram, one tile shape for
// both; the sandbox logo stands in when a logo cannot be loaded, and a monogram when that fails too.
const SANDBOX_LOGO = logoUrl('sandbox');

/** `/logos/<lower-case provider name>.svg`: "xero uk" -> `/logos/xero%20uk.svg`. */
export function logoUrl(providerId: string): string {
  return `/logos/${encodeURIComponent(providerId.toLowerCase())}.svg`;
}

interface Props {
  provider: Pick<Provider, 'id' | 'displayName' | 'color'>;
  size?: 'sm' | 'lg';
}

export function ProviderLogo({ provider, size = 'sm' }: Props) {
  const [src, setSrc] = useState<string | null>(logoUrl(provider.id));
  const className = `provider-logo provider-logo--${size}`;
  if (!src) {
    const bg = normaliseHex(provider.color);
    return (
      <span className={`${className} provider-logo--monogram`} style={{ background: bg, color: readableTextOn(bg) }} aria-hidden="true">
        {provider.displayName.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className={className} src={src} alt="" onError={() => setSrc(src === SANDBOX_LOGO ? null : SANDBOX_LOGO)} />;
}
