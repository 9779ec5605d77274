import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'danger';

/** A message in the flow of the page; errors and warnings are announced. */
export function Notice({ tone, children }: { tone: Tone; children: ReactNode }) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={`c-notice c-notice--${tone}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
