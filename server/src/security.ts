// HTTP hardening: helmet's headers, a Content-Security-Policy per kind of response, and CORS only
// where a browser on another origin has a reason to read us.
//
// - API and everything else: `default-src 'none'; frame-ancestors 'none'` (nothing to render or frame).
// - Widget pages (the catch-all GET): may be framed by the requesting client's registered redirect
//   origins only (CONTRACT §8), `'none'` for an unknown client; scripts and styles from us only.
// - GraphiQL and the API reference (/docs): their bundled scripts, inline styles; never framed.
// - The console (/console): our scripts and styles only; never framed; no form submits anywhere.
// - CORS: GET /providers and the OpenAPI document are public data, open to any origin without
//   credentials. Nothing else: the token endpoint and the Basic/Bearer calls are for servers, and
//   the widget and GraphiQL call /graphql from our own origin.
import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { DEFAULT_ASSISTED_URL } from './connectors/catalogue';
import type { ClientsService } from './modules/clients/clients.service';

type Directives = Record<string, string[]>;

const render = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const PAGE_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** The widget frames the assisted-connect scheduling page (SPEC §2). */
const WIDGET_FRAME_SRC = ["'self'", new URL(DEFAULT_ASSISTED_URL).origin];

/** GraphiQL's editor sets inline styles. */
export const GRAPHIQL_CSP = render({ ...PAGE_POLICY, 'style-src': ["'self'", "'unsafe-inline'"], 'frame-ancestors': ["'none'"] });

/** The API reference (Redoc): styled-components inserts its styles inline; it fetches only our OpenAPI document. */
export const DOCS_CSP = GRAPHIQL_CSP;

/** The console holds a client secret in memory: never framed, and its sign-in form can never submit (no secret in a URL). */
export const CONSOLE_CSP = render({ ...PAGE_POLICY, 'form-action': ["'none'"], 'frame-ancestors': ["'none'"] });

export function widgetCsp(frameAncestors: string[]): string {
  return render({ ...PAGE_POLICY, 'frame-src': WIDGET_FRAME_SRC, 'frame-ancestors': frameAncestors.length ? frameAncestors : ["'none'"] });
}

/** The origins allowed to frame the widget for `clientId`: its registered redirect origins (http/https). */
export async function frameAncestorsFor(clients: ClientsService, clientId: unknown): Promise<string[]> {
  if (typeof clientId !== 'string' || clientId.length === 0 || clientId.length > 200) return [];
  const client = await clients.findByClientId(clientId).catch(() => null);
  const origins = new Set<string>();
  for (const uri of client?.redirectUris ?? []) {
    try {
      const { protocol, origin } = new URL(uri);
      // Only what a CSP host-source can say safely: scheme, host name and port.
      if ((protocol === 'https:' || protocol === 'http:') && /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) origins.add(origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  }
  return [...origins];
}

/** helmet's defaults, with our CSP for API responses (pages set their own) and no X-Frame-Options (CSP decides). */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: API_POLICY,
    },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/** Logos, scope icons and the embed module may be used by a client's own pages. */
export const crossOriginResources: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/** Public, credential-free reads. */
export const publicCors: RequestHandler = cors({ origin: '*', methods: ['GET', 'HEAD'], credentials: false, maxAge: 600 });
