import { useState } from 'react';
import { normaliseHex, readableTextOn } from '../lib/color';

// Logos come from the catalogue by lower-case provider name; when one cannot be loaded the sandbox
// logo stands in (SPEC §2), and if that fails too, a monogram in the provider colour.
const SANDBOX_LOGO = '/logos/sandbox.svg';

interface Props {
  logo: string;
  name: string;
  color: string;
  size?: 'sm' | 'lg';
}

export function ProviderLogo({ logo, name, color, size = 'sm' }: Props) {
  const [src, setSrc] = useState<string | null>(logo || SANDBOX_LOGO);
  const className = `provider-logo provider-logo--${size}`;
  if (!src) {
    const bg = normaliseHex(color);
    return (
      <span className={`${className} provider-logo--monogram`} style={{ background: bg, color: readableTextOn(bg) }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      onError={() => setSrc(src === SANDBOX_LOGO ? null : SANDBOX_LOGO)}
    />
  );
}
