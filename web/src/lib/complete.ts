// How the flow ends (SPEC §4, §5 completion rules, §8 messages; CONTRACT §8).
// ssr navigates the browser to redirect_to; spa posts a typed message to the parent frame,
// addressed to the exact origin of the validated redirect_uri, never '*'.
import type { AuthMessage } from '../embed/embed';
import { MESSAGES } from './messages';
import { parseHttpUrl, type AppType } from './query';

// The message's shape is the embed module's public contract with the parent page.
export type { AuthMessage };

export type Completion =
  | { kind: 'navigate'; url: string }
  | { kind: 'post'; message: AuthMessage; targetOrigin: string };

/** The parent-frame target: the origin of redirectUri. Throws when there is none to address. */
export function targetOriginFor(redirectUri: string | null | undefined): string {
  if (!redirectUri) throw new Error(MESSAGES.noRedirectUri);
  const url = parseHttpUrl(redirectUri);
  if (!url) throw new Error(MESSAGES.noRedirectUri);
  return url.origin;
}

/** Decides what finishing with `redirectTo` means for this app type; throws the spec's messages. */
export function planCompletion(
  appType: AppType,
  redirectTo: string | null | undefined,
  redirectUri: string | null | undefined,
): Completion {
  if (!redirectTo) throw new Error(MESSAGES.noRedirectTo);
  if (appType === 'ssr') return { kind: 'navigate', url: redirectTo };

  const target = parseHttpUrl(redirectTo);
  const code = target?.searchParams.get('authorization_code');
  if (!target || !code) throw new Error(MESSAGES.noAuthorizationCode);
  const targetOrigin = targetOriginFor(redirectUri);
  // The message goes to redirectUri's origin; redirect_to must point at that same place.
  if (target.origin !== targetOrigin || !redirectUri!.startsWith(targetOrigin)) {
    throw new Error(MESSAGES.urlDidNotMatch);
  }
  const state = target.searchParams.get('state');
  const message: AuthMessage =
    state != null
      ? { name: 'auth-message', authorizationCode: code, state }
      : { name: 'auth-message', authorizationCode: code };
  return { kind: 'post', message, targetOrigin };
}

export interface CompletionHost {
  assign(url: string): void;
  postToParent(message: AuthMessage, targetOrigin: string): void;
}

export const browserHost: CompletionHost = {
  assign: (url) => window.location.assign(url),
  postToParent: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
};

export function complete(
  appType: AppType,
  redirectTo: string | null | undefined,
  redirectUri: string | null | undefined,
  host: CompletionHost = browserHost,
): Completion {
  const plan = planCompletion(appType, redirectTo, redirectUri);
  if (plan.kind === 'navigate') host.assign(plan.url);
  else host.postToParent(plan.message, plan.targetOrigin);
  return plan;
}

/**
 * Tells a spa's parent that the user closed the flow, or that setup failed. Returns false (and
 * posts nothing) when there is no usable redirectUri to address: a message is never broadcast.
 */
export function notifyParent(
  message: Extract<AuthMessage, { closed: true } | { error: string }>,
  redirectUri: string | null | undefined,
  host: CompletionHost = browserHost,
): boolean {
  const url = parseHttpUrl(redirectUri);
  if (!url) return false;
  host.postToParent(message, url.origin);
  return true;
}
