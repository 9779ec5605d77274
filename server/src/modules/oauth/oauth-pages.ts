// The small pages the OAuth popup shows: the key to paste (SPEC §2) or why it cannot continue.
// No script: the key is selected whole with one click (user-select: all) and copied by hand.
import { createHash } from 'node:crypto';

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:2rem 1.5rem;color:#111827;background:#f9fafb}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 1rem}
p{line-height:1.5}
code{display:block;margin:1rem 0;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;background:#f3f4f6;font-size:1rem;word-break:break-all;user-select:all;-webkit-user-select:all}
.muted{color:#4b5563;font-size:.875rem}
`;

/** CSP for these pages: nothing but the one inline style above. */
export const OAUTH_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** After a successful callback: the key the customer pastes into the SIGN_IN field. */
export function keyPage(displayName: string, key: string, ttlMinutes: number): string {
  return page(
    `Connected to ${displayName}`,
    `<h1>Connected to ${escapeHtml(displayName)}</h1>
<p>Copy this key and paste it into the connect window, then select <strong>Sign In</strong>:</p>
<code id="staffbridge-key" data-key="${escapeHtml(key)}">${escapeHtml(key)}</code>
<p class="muted">The key works once and expires in ${ttlMinutes} minutes. You can close this window once you have copied it.</p>`,
  );
}

/** Anything that stops the popup: the reason, in the words of the error. */
export function errorPage(displayName: string | null, message: string): string {
  const title = displayName ? `Could not connect ${displayName}` : 'Could not connect';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="muted">Close this window and try again from the connect window.</p>`,
  );
}
