// Small server-rendered pages (the OAuth popup's pages, /demo/callback): one shell, escaped text,
// no script, and a CSP that allows nothing but the page's own inline style (by hash).
import { createHash } from 'node:crypto';
import type { Response } from 'express';

const BASE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:2rem 1.5rem;color:#111827;background:#f9fafb}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 1rem}
p{line-height:1.5}
code{display:block;margin:1rem 0;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;background:#f3f4f6;font-size:1rem;word-break:break-all;user-select:all;-webkit-user-select:all}
.muted{color:#4b5563;font-size:.875rem}
`;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface HtmlPage {
  html: string;
  csp: string;
}

/** `body` is trusted markup: escape every value in it with escapeHtml. `style` is added to the base style. */
export function htmlPage(title: string, body: string, style = ''): HtmlPage {
  const css = BASE_STYLE + style;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/** Sends a page with its CSP; never cached (these pages show codes and keys). */
export function sendHtmlPage(res: Response, status: number, page: HtmlPage): void {
  res.status(status);
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(page.html);
}
