// Walks the sandbox connect flow through a door and exchanges the code: the fixture most API tests need.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Door } from './doors';
import { bearer, type CreatedClient, type RestResponse, type TestServer } from './server';

export const SCOPES = {
  xhr: ['company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries', 'timesheets', 'work-locations', 'payruns', 'payruns/{payrun_id}'].map((r) => `2023-03-01/xhr/${r}`),
  official: ['company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries', 'timesheets', 'work-locations'].map((r) => `2023-03-01/official/${r}`),
};

export interface FlowOptions {
  mode?: 'xhr' | 'official';
  /** Suffixes for the sandbox login, e.g. '+nomfa+single'. */
  variant?: string;
  scopes?: string[];
  state?: string;
  codeChallenge?: string;
  redirectUri?: string;
}

export function baseRequest(client: CreatedClient, options: FlowOptions = {}) {
  const mode = options.mode ?? 'xhr';
  return {
    client_id: client.clientId,
    provider: 'sandbox',
    mode,
    scopes: options.scopes ?? SCOPES[mode],
    redirect_uri: options.redirectUri ?? client.redirectUris[0],
    state: options.state ?? 'state-123',
    session_key: randomUUID(),
  };
}

export function credentials(mode: 'xhr' | 'official', variant = '') {
  return mode === 'xhr'
    ? { username: `sandbox_user${variant}`, password: 'sandbox_password' }
    : { api_key: `sandbox_api_key${variant}` };
}

/** SIGN_IN -> (MFA) -> (CHOSEN) -> redirect; returns the code and the redirect. */
export async function authorizeSandbox(door: Door, client: CreatedClient, options: FlowOptions = {}) {
  const mode = options.mode ?? 'xhr';
  const base = { ...baseRequest(client, options), ...(options.codeChallenge ? { code_challenge: options.codeChallenge, code_challenge_method: 'S256' } : {}) };
  let result = await door.authorize({ ...base, step: 'SIGN_IN', ...credentials(mode, options.variant) });
  expect(result.ok, JSON.stringify(result.raw)).toBe(true);
  if (result.data.next === 'MFA') {
    result = await door.authorize({ ...base, step: 'MFA', mfa_code: '123456' });
    expect(result.ok, JSON.stringify(result.raw)).toBe(true);
  }
  if (result.data.next === 'CHOOSE') {
    result = await door.authorize({ ...base, step: 'CHOSEN', chosen: result.data.next_context.entities[0].id });
    expect(result.ok, JSON.stringify(result.raw)).toBe(true);
  }
  expect(result.data.next).toBeNull();
  const redirect = new URL(result.data.redirect_to);
  return { code: redirect.searchParams.get('authorization_code')!, redirect, base };
}

/** A full connection: authorize + token exchange; returns the Bearer token. */
export async function connectSandbox(door: Door, client: CreatedClient, options: FlowOptions = {}) {
  const { code, base } = await authorizeSandbox(door, client, options);
  const exchanged = await door.token({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    redirect_uri: base.redirect_uri,
    code,
  });
  expect(exchanged.ok, JSON.stringify(exchanged.raw)).toBe(true);
  return { token: exchanged.data.access_token as string, code };
}

/** Polls a data route with `token` until the first sync is over (it answers 200, not 202); that answer. */
export async function afterFirstSync(server: TestServer, token: string, route: string): Promise<RestResponse> {
  for (let i = 0; ; i += 1) {
    const res = await server.rest('GET', route, { headers: bearer(token) });
    if (res.status === 200) return res;
    if (i > 300) throw new Error(`the first sync did not finish: ${res.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
