// A secret or token the server shows this one time: visible, selectable, copyable, and gone once dismissed.
import { useState } from 'react';

interface Props {
  label: string;
  /** Nothing is shown while there is none. */
  value: string | null;
  note: string;
  onDone: () => void;
}

export function ShownOnce({ value, ...rest }: Props) {
  return value ? <Shown value={value} {...rest} /> : null;
}

function Shown({ label, value, note, onDone }: Props & { value: string }) {
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
