import { describe, expect, it } from 'vitest';
import { complete, notifyParent, planCompletion, type AuthMessage, type CompletionHost } from '../../web/src/lib/complete';

function recorder() {
  const calls: { assign: string[]; posts: { message: AuthMessage; targetOrigin: string }[] } = { assign: [], posts: [] };
  const host: CompletionHost = {
    assign: (url) => calls.assign.push(url),
    postToParent: (message, targetOrigin) => calls.posts.push({ message, targetOrigin }),
  };
  return { calls, host };
}

const redirectUri = 'https://app.example.com/callback?tenant=1';

describe('ssr completion', () => {
  it('navigates to redirect_to', () => {
    const { calls, host } = recorder();
    const to = 'https://app.example.com/callback?tenant=1&authorization_code=abc&state=s1';
    expect(complete('ssr', to, redirectUri, host)).toStrictEqual({ kind: 'navigate', url: to });
    expect(calls).toStrictEqual({ assign: [to], posts: [] });
  });

  it('needs a redirectTo', () => {
    expect(() => planCompletion('ssr', null, redirectUri)).toThrow('dont have a redirectTo!');
    expect(() => planCompletion('spa', '', redirectUri)).toThrow('dont have a redirectTo!');
  });
});

describe('spa completion (SPEC §5, CONTRACT §8)', () => {
  it('posts the code and state to the exact origin of redirect_uri, never *', () => {
    const { calls, host } = recorder();
    complete('spa', 'https://app.example.com/callback?tenant=1&authorization_code=abc&state=s%201', redirectUri, host);
    expect(calls.assign).toEqual([]);
    expect(calls.posts).toStrictEqual([
      {
        message: { name: 'auth-message', authorizationCode: 'abc', state: 's 1' },
        targetOrigin: 'https://app.example.com',
      },
    ]);
  });

  it('omits state when none came back', () => {
    expect(planCompletion('spa', 'https://app.example.com/callback?authorization_code=abc', redirectUri)).toStrictEqual({
      kind: 'post',
      message: { name: 'auth-message', authorizationCode: 'abc' },
      targetOrigin: 'https://app.example.com',
    });
  });

  it('keeps the port in the target origin', () => {
    const plan = planCompletion('spa', 'http://localhost:5173/cb?authorization_code=x', 'http://localhost:5173/cb');
    expect(plan.kind === 'post' && plan.targetOrigin).toBe('http://localhost:5173');
  });

  it('needs an authorization_code in the redirect URL', () => {
    expect(() => planCompletion('spa', 'https://app.example.com/callback?state=s', redirectUri)).toThrow(
      'did not receive an authorization_code back!',
    );
    expect(() => planCompletion('spa', 'not a url', redirectUri)).toThrow('did not receive an authorization_code back!');
  });

  it('needs a redirectUri', () => {
    expect(() => planCompletion('spa', 'https://app.example.com/cb?authorization_code=abc', null)).toThrow('no redirectUri!');
    expect(() => planCompletion('spa', 'https://app.example.com/cb?authorization_code=abc', '')).toThrow('no redirectUri!');
  });

  it('refuses a redirect to another origin', () => {
    expect(() => planCompletion('spa', 'https://evil.example.net/cb?authorization_code=abc', redirectUri)).toThrow(
      'url did not match redirectUri!',
    );
    expect(() => planCompletion('spa', 'http://app.example.com/cb?authorization_code=abc', redirectUri)).toThrow(
      'url did not match redirectUri!',
    );
  });
});

describe('notifyParent', () => {
  it('reports closed and errors to the redirect origin', () => {
    const { calls, host } = recorder();
    expect(notifyParent({ name: 'auth-message', closed: true }, redirectUri, host)).toBe(true);
    expect(notifyParent({ name: 'auth-message', error: 'boom' }, redirectUri, host)).toBe(true);
    expect(calls.posts).toStrictEqual([
      { message: { name: 'auth-message', closed: true }, targetOrigin: 'https://app.example.com' },
      { message: { name: 'auth-message', error: 'boom' }, targetOrigin: 'https://app.example.com' },
    ]);
  });

  it('posts nothing without a usable redirect_uri', () => {
    const { calls, host } = recorder();
    expect(notifyParent({ name: 'auth-message', closed: true }, null, host)).toBe(false);
    expect(notifyParent({ name: 'auth-message', closed: true }, 'javascript:alert(1)', host)).toBe(false);
    expect(calls.posts).toEqual([]);
  });
});
