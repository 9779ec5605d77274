import type { ReactNode } from 'react';

export type BadgeTone = 'ok' | 'busy' | 'bad' | 'warn' | 'off' | 'plain';

export function Badge({ tone, children, title }: { tone: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span className={`c-badge c-badge--${tone}`} title={title}>
      {children}
    </span>
  );
}
