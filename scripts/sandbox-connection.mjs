// A sandbox connection made through the connect API the way the widget makes one (sign in, choose a company,
// exchange the code), its first sync awaited: what the console's screenshots and benchmark start from.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A JSON call to `base`; `headers()` adds headers to every call (the benchmark's X-Forwarded-For). */
export function caller(base, headers = () => ({})) {
  return async (method, route, body, extra = {}) => {
    const res = await fetch(`${base}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers(), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

/**
 * `variant`: sandbox login suffixes (CONTRACT §6), MFA left out; `entity`: which company to choose when the
 * login offers several. Returns the Bearer headers of the new connection once its first sync is done.
 */
export async function connectSandbox(call, client, { mode = 'xhr', variant = '+single', entity = 0, resources = ['company', 'employees'] } = {}) {
  const request = {
    client_id: client.clientId,
    provider: 'sandbox',
    mode,
    scopes: resources.map((r) => `2023-03-01/${mode}/${r}`),
    redirect_uri: client.redirectUris[0],
    state: 'sandbox',
    session_key: randomUUID(),
  };
  const login = mode === 'xhr' ? { username: `sandbox_user+nomfa${variant}`, password: 'sandbox_password' } : { api_key: `sandbox_api_key+nomfa${variant}` };
  let step = await call('POST', '/2023-03-01/connect/authorize', { ...request, step: 'SIGN_IN', ...login });
  if (step.body.next === 'CHOOSE') {
    step = await call('POST', '/2023-03-01/connect/authorize', { ...request, step: 'CHOSEN', chosen: step.body.next_context.entities[entity].id });
  }
  if (!step.body.redirect_to) throw new Error(`sandbox sign-in did not finish: ${JSON.stringify(step.body)}`);
  const code = new URL(step.body.redirect_to).searchParams.get('authorization_code');
  const token = await call('POST', '/2023-03-01/connect/token', {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUris[0],
    code,
  });
  const headers = { authorization: `Bearer ${token.body.access_token}` };
  for (let i = 0; (await call('GET', `/2023-03-01/${mode}/company`, undefined, headers)).status !== 200; i++) {
    if (i > 600) throw new Error('the first sync did not finish');
    await sleep(100);
  }
  return headers;
}
