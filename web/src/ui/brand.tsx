// The Staffbridge mark: two pillars joined by a bridge.
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#4338ca" />
      <path d="M9 28V17M31 28V17" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 18c5-6 23-6 28 0" stroke="#c7d2fe" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M9 24h22" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
