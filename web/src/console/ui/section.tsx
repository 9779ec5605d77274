import type { ReactNode } from 'react';

/** One tab's page: its heading, its tools beside it, then its content. */
export function Section({ id, title, tools, children }: { id: string; title: string; tools?: ReactNode; children: ReactNode }) {
  return (
    <section className="c-section" aria-labelledby={`${id}-title`}>
      <div className="c-section__head">
        <h1 id={`${id}-title`} className="c-title">
          {title}
        </h1>
        {tools ? <div className="c-toolbar">{tools}</div> : null}
      </div>
      {children}
    </section>
  );
}
