// Which redirects a provider call follows. "Same site" is the web's notion (HTML, RFC 6265bis): the same
// registrable domain, one label below its public suffix on the Public Suffix List (tldts, private section
// included, so acme.herokuapp.com and evil.herokuapp.com are two sites), over https. A host without a
// registrable domain (an IP address, localhost) is a site of its own. So acme.bamboohr.com may send us to
// api.bamboohr.com with the credentials; nothing may send us to another site, or to plain http, at all.
import { getDomain } from 'tldts';

/** Statuses that point elsewhere with a Location header (RFC 9110 §15.4). */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Redirects followed per request; more is a loop or a provider misconfiguration. */
export const MAX_REDIRECTS = 5;

function siteOf(hostname: string): string {
  return (getDomain(hostname, { allowPrivateDomains: true }) ?? hostname).toLowerCase();
}

/** Whether a redirect from `from` to `to` may be followed with the request's credentials. */
export function isSameSiteHttps(from: URL, to: URL): boolean {
  return to.protocol === 'https:' && siteOf(from.hostname) === siteOf(to.hostname);
}

/** The method after a redirect (Fetch §4.4): 303 turns anything but HEAD into GET, 301/302 turn POST into GET. */
export function methodAfterRedirect(status: number, method: string): string {
  if (status === 303 && method !== 'GET' && method !== 'HEAD') return 'GET';
  if ((status === 301 || status === 302) && method === 'POST') return 'GET';
  return method;
}
