import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';

interface Props {
  title: string;
  onBack?: () => void;
  /** Shown above the title (a logo). */
  media?: ReactNode;
  subtitle?: ReactNode;
  align?: 'start' | 'center';
}

/** Heading of a screen. It takes focus when the screen appears so keyboard and screen reader users land on it. */
export function StepHeader({ title, onBack, media, subtitle, align = 'start' }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  useEffect(() => {
    document.title = `${title} · Staffbridge Connect`;
  }, [title]);
  return (
    <header className={`step-header step-header--${align}`}>
      {onBack ? (
        <button type="button" className="icon-button back-button" onClick={onBack} aria-label="Back">
          <ArrowLeftIcon />
        </button>
      ) : null}
      {media ? <div className="step-header__media">{media}</div> : null}
      <h1 id="step-title" className="step-title" tabIndex={-1} ref={ref}>
        {title}
      </h1>
      {subtitle ? <div className="step-subtitle">{subtitle}</div> : null}
    </header>
  );
}
