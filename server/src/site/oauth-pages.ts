// The small pages the OAuth popup shows: the key to paste (SPEC §2) or why it cannot continue.
// No script: the key is selected whole with one click (user-select: all) and copied by hand.
import { escapeHtml, htmlPage, type HtmlPage } from '../core/html-page';

/** After a successful callback: the key the customer pastes into the SIGN_IN field. */
export function keyPage(displayName: string, key: string, ttlMinutes: number): HtmlPage {
  return htmlPage(
    `Connected to ${displayName}`,
    `<h1>Connected to ${escapeHtml(displayName)}</h1>
<p>Copy this key and paste it into the connect window, then select <strong>Sign In</strong>:</p>
<code id="staffbridge-key" data-key="${escapeHtml(key)}">${escapeHtml(key)}</code>
<p class="muted">The key works once and expires in ${ttlMinutes} minutes. You can close this window once you have copied it.</p>`,
  );
}

/** Anything that stops the popup: the reason, in the words of the error. */
export function errorPage(displayName: string | null, message: string): HtmlPage {
  const title = displayName ? `Could not connect ${displayName}` : 'Could not connect';
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">Close this window and try again from the connect window.</p>`,
  );
}
