// /legal/privacy and /legal/terms: where the widget's legal line links (SPEC §2 PREAMBLE, "the End User
// Privacy Policy and Terms of Service"). An operator points them at its own pages (PRIVACY_POLICY_URL,
// TERMS_OF_SERVICE_URL); unset, they show what this software does with an end customer's data, which holds
// on every Staffbridge server, and say that the operator may replace them.
import type { RequestHandler } from 'express';
import { escapeHtml, htmlPage, sendHtmlPage, type HtmlPage } from '../core/html-page';

export const PRIVACY_POLICY_PATH = '/legal/privacy';
export const TERMS_OF_SERVICE_PATH = '/legal/terms';

const STYLE = 'h2{font-size:1rem;margin:1.25rem 0 .25rem}code.inline{display:inline;margin:0;padding:.05rem .3rem;border:0;font-size:.875rem}';

const operatorNote = (what: string, variable: string) =>
  `<p class="muted">This is the default ${what} of the open-source Staffbridge software. The operator of this server can link its own here (<code class="inline">${variable}</code>).</p>`;

function privacyPage(publicUrl: string): HtmlPage {
  return htmlPage(
    'End User Privacy Policy',
    `<h1>End User Privacy Policy</h1>
<p>What the Staffbridge server at ${escapeHtml(publicUrl)} does with your data when you connect your HR or payroll system to an application (the client) through it.</p>
<h2>What is collected</h2>
<p>The sign-in details you enter (a username and password, an API key, or the key from your provider's sign-in window) and the HR and payroll data the client asked for: the scopes you reviewed before signing in.</p>
<h2>How it is kept</h2>
<p>Sign-in details are stored encrypted and are never shown to the client. They are used only to read the data you agreed to share, and are deleted when the client disconnects. Logs mask your username.</p>
<h2>Who sees it</h2>
<p>Only the client you connected. Your data is not sold.</p>
<h2>Cookies</h2>
<p>The connect window sets no cookies. Providers that sign in through their own window (OAuth) get one short-lived cookie to finish that sign-in.</p>
${operatorNote('notice', 'PRIVACY_POLICY_URL')}`,
    STYLE,
  );
}

function termsPage(): HtmlPage {
  return htmlPage(
    'Terms of Service',
    `<h1>Terms of Service</h1>
<p>By connecting, you confirm that you may give the client access to the data of the HR or payroll account you sign in to, for the scopes shown before you signed in.</p>
<p>The access lasts until the client disconnects the connection; ask the client application to end it.</p>
<p>Staffbridge is open-source software under the MIT licence, provided as is, without warranty of any kind.</p>
${operatorNote('terms', 'TERMS_OF_SERVICE_URL')}`,
    STYLE,
  );
}

/** The operator's page when configured (302), else ours. */
function legalHandler(configured: string | null, page: () => HtmlPage): RequestHandler {
  return (_req, res) => {
    if (configured) return res.redirect(302, configured);
    sendHtmlPage(res, 200, page());
  };
}

export function privacyPolicyHandler(configured: string | null, publicUrl: string): RequestHandler {
  return legalHandler(configured, () => privacyPage(publicUrl));
}

export function termsOfServiceHandler(configured: string | null): RequestHandler {
  return legalHandler(configured, termsPage);
}
