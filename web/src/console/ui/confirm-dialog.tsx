// A modal question before a step that cannot be undone (disconnect, revoke, retire): the native <dialog>
// keeps focus inside and closes on Escape.
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="c-dialog" aria-labelledby="c-dialog-title" onCancel={onCancel}>
      <h2 id="c-dialog-title" className="c-subtitle">
        {title}
      </h2>
      <div className="c-dialog__body">{children}</div>
      <div className="c-actions">
        <button type="button" className="c-button" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="c-button c-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
