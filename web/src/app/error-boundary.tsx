import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../lib/messages';

interface Props {
  sessionKey: string;
  onError?: (message: string) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  const status = (error as { statusText?: unknown } | null)?.statusText;
  return typeof status === 'string' && status ? status : MESSAGES.unexpected;
}

/** The route's error boundary: "Unexpected Application Error!" with the message (SPEC §2). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError?.(messageOf(error));
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className="app-error" role="alert" data-step="ERROR">
        <h1 id="step-title" className="step-title">{MESSAGES.appErrorHeading}</h1>
        <h2 className="app-error__message">{messageOf(this.state.error)}</h2>
        <p className="error-code">Error Code: {this.props.sessionKey}</p>
      </section>
    );
  }
}
