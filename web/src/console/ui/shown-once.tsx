// A secret or token the server shows this one time: visible, selectable, copyable, and gone once dismissed.
import { useState } from 'react';

interface Props {
  label: string;
  value: string;
  note: string;
  onDone: () => void;
}

export function ShownOnce({ label, value, note, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="c-once" role="status">
      <p className="c-once__label">{label}</p>
      <code className="c-once__value" data-testid="shown-once">
        {value}
      </code>
      <p className="c-small">{note}</p>
      <div className="c-actions">
        <button type="button" className="c-button" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="c-button" onClick={onDone}>
          I have stored it
        </button>
      </div>
    </div>
  );
}
