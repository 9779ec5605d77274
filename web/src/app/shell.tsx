// The frame around every screen. spa: a modal panel over a backdrop, with a close icon; a click on the
// backdrop closes the flow and reports closed=true, a click inside the panel does nothing (SPEC §2).
// ssr: a plain page with the panel centred.
import { useEffect, useRef, type ReactNode } from 'react';
import { notifyParent } from '../lib/complete';
import type { AppType } from '../lib/query';
import { BrandMark } from '../ui/brand';
import { CloseIcon } from '../ui/icons';

interface Props {
  appType: AppType;
  redirectUri: string | null;
  children: ReactNode;
}

export function Shell({ appType, redirectUri, children }: Props) {
  const pressedOnBackdrop = useRef(false);
  const close = () => notifyParent({ name: 'auth-message', closed: true }, redirectUri);

  useEffect(() => {
    if (appType !== 'spa') return;
    const onKey = (e: KeyboardEvent) => {
      // Escape in a text field clears it (search) rather than closing the flow.
      if (e.key !== 'Escape' || e.defaultPrevented || e.target instanceof HTMLInputElement) return;
      notifyParent({ name: 'auth-message', closed: true }, redirectUri);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [appType, redirectUri]);

  const footer = (
    <footer className="panel-footer">
      <BrandMark size={16} />
      <span>Secured by Staffbridge</span>
    </footer>
  );

  if (appType === 'spa') {
    return (
      <div
        className="backdrop"
        data-testid="backdrop"
        // Only a press that starts and ends on the backdrop closes (a text selection dragged out of the panel does not).
        onMouseDown={(e) => (pressedOnBackdrop.current = e.target === e.currentTarget)}
        onClick={(e) => {
          if (e.target === e.currentTarget && pressedOnBackdrop.current) close();
        }}
      >
        <div className="panel panel--modal" role="dialog" aria-modal="true" aria-labelledby="step-title">
          <button type="button" className="icon-button close-button" aria-label="Close" onClick={close}>
            <CloseIcon />
          </button>
          <main className="panel-body">{children}</main>
          {footer}
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <div className="panel">
        <main className="panel-body">{children}</main>
        {footer}
      </div>
    </div>
  );
}
