// GET /demo/callback: the demo client's redirect (CONTRACT §10). A page of ours, not the widget: it
// shows the authorization code and the exact commands to exchange it and make the first data calls.
//
// It shows commands rather than exchanging the code itself: the exchange is the step every client
// application has to make with its own secret, and a page that exchanged on the code holder's behalf
// would turn a code alone into a token (the client secret is never shown again after creation).
import type { RequestHandler } from 'express';
import { escapeHtml, htmlPage, sendHtmlPage, type HtmlPage } from '../core/html-page';
import { DEMO_CALLBACK_PATH } from '../modules/clients/demo-client';
import type { CodeView, TokenExchangeService } from '../modules/tokens/token-exchange.service';
import { EXCHANGE_COMMAND, GRAPHQL_EMPLOYEES_COMMAND, restEmployeesCommand, variablesLine } from './first-calls';

const STYLE = `
main{max-width:46rem}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
pre{margin:.5rem 0 1rem;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;background:#f3f4f6;font-size:.8125rem;line-height:1.45;white-space:pre-wrap;word-break:break-all;user-select:all;-webkit-user-select:all}
pre code{display:inline;margin:0;padding:0;border:0;background:none;font-size:inherit}
code.inline{display:inline;margin:0;padding:.05rem .3rem;border:0;font-size:.875rem;user-select:text;-webkit-user-select:text}
a{color:#1d4ed8}
`;

export function demoCallbackHandler(tokenExchange: TokenExchangeService, publicUrl: string): RequestHandler {
  return async (req, res, next) => {
    try {
      const code = typeof req.query.code === 'string' ? req.query.code : typeof req.query.authorization_code === 'string' ? req.query.authorization_code : '';
      const state = typeof req.query.state === 'string' ? req.query.state : null;
      if (!code) return sendHtmlPage(res, 400, notice('No authorization code', 'This is where the demo client’s connect flow ends. Open the connect URL that npm start printed, sign in to the sandbox, and you will land here with a code.'));
      const view = code.length <= 200 ? await tokenExchange.describe(code) : null;
      if (!view) return sendHtmlPage(res, 404, notice('Unknown authorization code', 'This server issued no such code. Connect again with the connect URL that npm start printed.'));
      if (view.state === 'used') return sendHtmlPage(res, 410, notice('This code was already exchanged', 'A code works once; exchanging it again revokes the token it gave. Connect again for a new code.'));
      if (view.state === 'expired') return sendHtmlPage(res, 410, notice('This code has expired', 'Codes expire 10 minutes after the connect flow ends. Connect again for a new code.'));
      sendHtmlPage(res, 200, codePage(code, state, view, baseUrlOf(view, publicUrl)));
    } catch (error) {
      next(error);
    }
  };
}

/** The server the commands talk to: the one the redirect came back to. */
function baseUrlOf(view: CodeView, publicUrl: string): string {
  try {
    const redirect = new URL(view.redirectUri);
    if (redirect.pathname === DEMO_CALLBACK_PATH) return redirect.origin;
  } catch {
    /* fall through */
  }
  return publicUrl;
}

const block = (text: string, label: string) => `<pre aria-label="${escapeHtml(label)}"><code>${escapeHtml(text)}</code></pre>`;

function codePage(code: string, state: string | null, view: CodeView, baseUrl: string): HtmlPage {
  const mode = view.mode;
  const minutesLeft = Math.max(1, Math.round((view.expiresAt.getTime() - Date.now()) / 60_000));
  return htmlPage(
    'Connected: your authorization code',
    `<h1>Connected: your authorization code</h1>
<code id="authorization-code">${escapeHtml(code)}</code>
<p class="muted">Client <strong>${escapeHtml(view.clientId)}</strong>, ${escapeHtml(view.provider)} in ${escapeHtml(mode)} mode${state ? `, state <strong>${escapeHtml(state)}</strong>` : ''}. The code works once, within ${minutesLeft} minutes.</p>
<h2>1. Exchange the code for an access token</h2>
<p>In a terminal, with <code class="inline">CLIENT_SECRET</code> set to the client_secret that <code class="inline">npm start</code> printed with the demo client:</p>
${block(`${variablesLine({ baseUrl, clientId: view.clientId, code })}\n${EXCHANGE_COMMAND}`, 'Token exchange')}
<h2>2. Read the employees through REST</h2>
${block(restEmployeesCommand(mode), 'First REST call')}
<h2>3. The same through GraphQL</h2>
${block(GRAPHQL_EMPLOYEES_COMMAND, 'First GraphQL call')}
<p class="muted">A 202 answer means the first sync is still running: run the call again in a few seconds.
Every call is described in the <a href="/docs">API reference</a>; try GraphQL queries in <a href="/graphql">GraphiQL</a>.</p>`,
    STYLE,
  );
}

function notice(title: string, text: string): HtmlPage {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(text)}</p>`);
}
