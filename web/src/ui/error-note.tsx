import { AlertIcon } from './icons';

/** An inline error on a screen, with the session key as "Error Code" (SPEC §2) unless omitted. */
export function ErrorNote({ message, sessionKey }: { message: string; sessionKey?: string | null }) {
  return (
    <div className="error-note" role="alert">
      <AlertIcon />
      <div>
        <p className="error-note__message">{message}</p>
        {sessionKey ? <p className="error-code">Error Code: {sessionKey}</p> : null}
      </div>
    </div>
  );
}
