import { useEffect, useRef } from 'react';
import { AlertIcon } from '../ui/icons';

/** The full-panel error when setup fails (SPEC §2, §8). */
export function SetupError({ message, sessionKey }: { message: string; sessionKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="setup-error" data-step="SETUP_ERROR" aria-labelledby="step-title">
      <span className="setup-error__icon">
        <AlertIcon size={32} />
      </span>
      <h1 id="step-title" className="step-title" tabIndex={-1} ref={ref}>
        We could not start the connection
      </h1>
      <p className="setup-error__message" role="alert">
        {message}
      </p>
      <p className="error-code">Error Code: {sessionKey}</p>
    </section>
  );
}
