// Staffbridge embed: the connect widget in spa mode inside a frame on the client's own page.
// Served by Staffbridge at /embed.js (ES module) with its types at /embed.d.ts:
//
//   import { connect } from 'https://staffbridge.example.com/embed.js';
//   const { code, state } = await connect({ clientId, redirectUri, mode: 'xhr', scope: [...] });
//
// The widget reports the end of the flow with a message to the parent frame (SPEC §2, CONTRACT §8),
// addressed to the origin of redirect_uri. This module accepts a message only when it comes from
// the widget's own frame and origin, and resolves with the code and state, or rejects with a
// ConnectError whose reason says why (the user closed the flow, the widget reported an error, the
// caller aborted, or the options cannot work).

/** What the widget posts to its parent frame (SPEC §2: name "auth-message" plus one of these). */
export type AuthMessage =
  | { name: 'auth-message'; authorizationCode: string; state?: string }
  | { name: 'auth-message'; closed: true }
  | { name: 'auth-message'; error: string };

export interface ConnectOptions {
  /** Your client_id. */
  clientId: string;
  /** One of your registered redirect URIs, on this page's origin (the widget posts its answer there). */
  redirectUri: string;
  /** `official` or `xhr`. */
  mode: 'official' | 'xhr';
  /** Scopes such as `2023-03-01/xhr/employees`: an array or one space-separated string. */
  scope: readonly string[] | string;
  /** Go straight to this provider's sign-in (e.g. `sandbox`). */
  provider?: string;
  /** Offer the sandbox provider. */
  sandbox?: boolean;
  /** Echoed back; the promise rejects when the answer carries another state. */
  state?: string;
  /** Only providers with these tags. */
  tags?: readonly string[];
  /** Prefills the end customer's e-mail address. */
  email?: string;
  addAdmin?: boolean;
  /** PKCE (RFC 7636, S256): the challenge of a verifier your server keeps for the token exchange. */
  codeChallenge?: string;
  /** Staffbridge's base URL; by default the origin this module was loaded from. */
  url?: string;
  /** Where the frame goes; by default a full-window overlay on document.body. */
  container?: HTMLElement;
  /** Aborting removes the frame and rejects with reason `aborted`. */
  signal?: AbortSignal;
}

export interface ConnectResult {
  /** The authorization code: exchange it on your server at POST /2023-03-01/connect/token. */
  code: string;
  state: string | null;
}

export type ConnectFailure = 'closed' | 'error' | 'aborted' | 'invalid';

export class ConnectError extends Error {
  readonly reason: ConnectFailure;

  constructor(reason: ConnectFailure, message: string) {
    super(message);
    this.name = 'ConnectError';
    this.reason = reason;
  }
}

/** The widget's URL for these options (app_type=spa). */
export function widgetUrl(options: ConnectOptions): URL {
  const url = new URL('/', options.url ?? new URL(import.meta.url).origin);
  const set = (name: string, value: string | undefined) => {
    if (value !== undefined && value !== '') url.searchParams.set(name, value);
  };
  set('client_id', options.clientId);
  set('redirect_uri', options.redirectUri);
  set('mode', options.mode);
  set('scope', typeof options.scope === 'string' ? options.scope : options.scope.join(' '));
  set('app_type', 'spa');
  set('provider', options.provider);
  set('sandbox', options.sandbox === undefined ? undefined : String(options.sandbox));
  set('state', options.state);
  set('tags', options.tags?.join(' '));
  set('email', options.email);
  set('add_admin', options.addAdmin === undefined ? undefined : String(options.addAdmin));
  if (options.codeChallenge) {
    set('code_challenge', options.codeChallenge);
    set('code_challenge_method', 'S256');
  }
  return url;
}

/** Opens the connect widget in a frame; settles once, when the flow ends, and removes the frame. */
export function connect(options: ConnectOptions): Promise<ConnectResult> {
  return new Promise<ConnectResult>((resolve, reject) => {
    let src: URL;
    try {
      src = widgetUrl(options);
      if (new URL(options.redirectUri).origin !== window.location.origin) {
        throw new Error(`redirectUri must be on this page's origin (${window.location.origin}): the widget sends its answer there`);
      }
    } catch (error) {
      reject(new ConnectError('invalid', error instanceof Error ? error.message : String(error)));
      return;
    }
    if (options.signal?.aborted) {
      reject(new ConnectError('aborted', 'aborted before the widget opened'));
      return;
    }

    const frame = document.createElement('iframe');
    frame.src = src.toString();
    frame.title = 'Connect your HR or payroll system';
    frame.setAttribute('data-staffbridge-connect', '');
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:light';
    const overlay = options.container ? null : document.createElement('div');
    if (overlay) {
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
      overlay.append(frame);
      document.body.append(overlay);
    } else {
      options.container!.append(frame);
    }

    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      options.signal?.removeEventListener('abort', onAbort);
      (overlay ?? frame).remove();
      outcome();
    };
    const onAbort = () => finish(() => reject(new ConnectError('aborted', 'aborted')));
    const onMessage = (event: MessageEvent) => {
      // Exact origin and the very frame we opened: nothing else may answer for the widget.
      if (event.origin !== src.origin || event.source !== frame.contentWindow) return;
      const message = event.data as Partial<AuthMessage> | null;
      if (!message || typeof message !== 'object' || message.name !== 'auth-message') return;
      if ('authorizationCode' in message && typeof message.authorizationCode === 'string') {
        const state = typeof message.state === 'string' ? message.state : null;
        if ((options.state || null) !== state) {
          finish(() => reject(new ConnectError('error', 'the answer carries another state than the one sent')));
          return;
        }
        const code = message.authorizationCode;
        finish(() => resolve({ code, state }));
      } else if ('closed' in message && message.closed === true) {
        finish(() => reject(new ConnectError('closed', 'the user closed the connect flow')));
      } else if ('error' in message && typeof message.error === 'string') {
        const text = message.error;
        finish(() => reject(new ConnectError('error', text)));
      }
    };
    window.addEventListener('message', onMessage);
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
