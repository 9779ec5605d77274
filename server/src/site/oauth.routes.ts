// GET /oauth/<provider>/start and /oauth/<provider>/callback: thin doors over OAuthService that answer
// a browser popup (a redirect or a small HTML page), never JSON.
import { Router, type Request, type Response } from 'express';
import { sendHtmlPage } from '../core/html-page';
import { HTTP_STATUS } from '../core/http-status';
import { isAppError } from '../core/errors';
import { GRANT_TTL_MS } from '../modules/oauth/oauth-grant.store';
import { cookieName, type OAuthService, type PopupCookie } from '../modules/oauth/oauth.service';
import { errorPage, keyPage } from './oauth-pages';

export function createOAuthRouter(oauth: OAuthService): Router {
  const router = Router();

  router.get('/:provider/start', async (req, res) => {
    const slug = String(req.params.provider);
    try {
      const { redirectTo, cookie } = await oauth.start(slug, req.query.state);
      res.setHeader('Set-Cookie', serializeCookie(cookie));
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, redirectTo);
    } catch (error) {
      sendError(req, res, slug, error);
    }
  });

  router.get('/:provider/callback', async (req, res) => {
    const slug = String(req.params.provider);
    const name = cookieName(slug);
    try {
      const result = await oauth.callback(slug, req.query, readCookie(req, name));
      res.setHeader('Set-Cookie', `${name}=; Path=/oauth/${slug}/; Max-Age=0; HttpOnly; SameSite=Lax`);
      sendHtmlPage(res, 200, keyPage(result.provider.displayName, result.key, GRANT_TTL_MS / 60_000));
    } catch (error) {
      sendError(req, res, slug, error);
    }
  });

  function sendError(req: Request, res: Response, slug: string, error: unknown): void {
    let displayName: string | null = null;
    try {
      displayName = oauth.provider(slug).displayName;
    } catch {
      /* unknown provider: a generic title */
    }
    if (isAppError(error)) {
      // Ours to fix (a refused client secret, a provider down): the operator needs to see it.
      if (error.kind === 'internal' || error.kind === 'unavailable') req.log.error({ provider: slug, error: error.message }, 'oauth popup failed');
      sendHtmlPage(res, HTTP_STATUS[error.kind], errorPage(displayName, error.message));
      return;
    }
    req.log.error({ err: error }, 'oauth popup failed');
    sendHtmlPage(res, 500, errorPage(displayName, 'An unexpected error occurred, try again!'));
  }

  return router;
}

function serializeCookie(cookie: PopupCookie): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
