import { describe, expect, it } from 'vitest';
import { MESSAGES, withQueryHint } from '../../web/src/lib/messages';
import {
  parseAddAdmin,
  parseConnectQuery,
  parseSandbox,
  parseScopes,
  parseTags,
  type ConnectParams,
} from '../../web/src/lib/query';

const HINT = 'Confirm the value has been sent as a query parameteter';

function query(params: Record<string, string | string[]>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) q.append(key, v);
  }
  return `?${q.toString()}`;
}

const base = {
  client_id: 'client-1',
  redirect_uri: 'https://app.example.com/callback',
  scope: '2023-03-01/xhr/employees',
  mode: 'xhr',
};

function ok(search: string): ConnectParams {
  const result = parseConnectQuery(search);
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return result.params;
}

function error(search: string): string {
  const result = parseConnectQuery(search);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

describe('sandbox (SPEC §5)', () => {
  it.each(['1', 'true', 'True'])('is true for %s', (v) => expect(parseSandbox(v)).toBe(true));
  it.each(['0', 'false', 'False', 'TRUE', 'yes', '', null, undefined])('is false for %s', (v) =>
    expect(parseSandbox(v)).toBe(false),
  );
});

describe('add_admin (SPEC §5)', () => {
  it.each(['1', 'true', 'True'])('is true for %s', (v) => expect(parseAddAdmin(v)).toBe(true));
  it.each(['0', 'false', 'False'])('is false for %s', (v) => expect(parseAddAdmin(v)).toBe(false));
  it.each([null, undefined, '', 'maybe', 'FALSE'])('defaults to true for %s', (v) => expect(parseAddAdmin(v)).toBe(true));
});

describe('tags and scopes', () => {
  it('splits tags on spaces and drops empties', () => {
    expect(parseTags('uk  payroll hr')).toEqual(['uk', 'payroll', 'hr']);
    expect(parseTags('')).toBeNull();
    expect(parseTags(null)).toBeNull();
  });

  it('accepts scope as a space-separated string', () => {
    expect(parseScopes('2023-03-01/xhr/employees 2023-03-01/xhr/company')).toEqual([
      '2023-03-01/xhr/employees',
      '2023-03-01/xhr/company',
    ]);
  });

  it('accepts scope as an array (repeated parameter)', () => {
    expect(parseScopes(['2023-03-01/xhr/employees', '2023-03-01/xhr/groups', ''])).toEqual([
      '2023-03-01/xhr/employees',
      '2023-03-01/xhr/groups',
    ]);
  });
});

describe('parseConnectQuery', () => {
  it('reads every entry parameter with the documented defaults', () => {
    expect(ok(query(base))).toStrictEqual({
      clientId: 'client-1',
      redirectUri: 'https://app.example.com/callback',
      scopes: ['2023-03-01/xhr/employees'],
      appType: 'ssr',
      mode: 'xhr',
      provider: null,
      sandbox: false,
      state: null,
      addAdmin: true,
      tags: null,
      email: null,
      codeChallenge: null,
      codeChallengeMethod: null,
    });
  });

  it('reads optional parameters', () => {
    const params = ok(
      query({
        ...base,
        scope: ['2023-03-01/xhr/employees', '2023-03-01/xhr/company 2023-03-01/xhr/groups'],
        app_type: 'spa',
        provider: 'sandbox',
        sandbox: 'True',
        state: 'xyz 1',
        add_admin: '0',
        tags: 'uk hr',
        email: 'someone@example.com',
        code_challenge: 'abc',
        code_challenge_method: 'S256',
      }),
    );
    expect(params).toMatchObject({
      scopes: ['2023-03-01/xhr/employees', '2023-03-01/xhr/company', '2023-03-01/xhr/groups'],
      appType: 'spa',
      provider: 'sandbox',
      sandbox: true,
      state: 'xyz 1',
      addAdmin: false,
      tags: ['uk', 'hr'],
      email: 'someone@example.com',
      codeChallenge: 'abc',
      codeChallengeMethod: 'S256',
    });
  });

  it('appends the query-parameter hint to client-side failures', () => {
    expect(error(query({ ...base, client_id: '' }))).toBe(`client_id is required. ${HINT}`);
    const { redirect_uri: _r, ...noRedirect } = base;
    expect(error(query(noRedirect))).toBe(`redirect_uri is required. ${HINT}`);
    expect(error(query({ ...base, redirect_uri: 'ftp://example.com/x' }))).toBe(`url not valid. ${HINT}`);
    expect(error(query({ ...base, redirect_uri: 'not a url' }))).toBe(`url not valid. ${HINT}`);
    expect(error(query({ ...base, scope: '  ' }))).toBe(`"scope" is required. ${HINT}`);
    expect(error(query({ ...base, app_type: 'desktop' }))).toBe(`invalid application type: desktop. ${HINT}`);
    const { mode: _m, ...noMode } = base;
    expect(error(query(noMode))).toBe(`mode is not set! ${HINT}`);
    expect(error(query({ ...base, mode: 'magic' }))).toBe(`invalid mode: magic. ${HINT}`);
  });

  it('keeps app type and a usable redirect_uri on failure, so a spa can report it', () => {
    const result = parseConnectQuery(query({ ...base, app_type: 'spa', mode: '' }));
    expect(result).toStrictEqual({
      ok: false,
      error: withQueryHint(MESSAGES.modeNotSet),
      appType: 'spa',
      redirectUri: 'https://app.example.com/callback',
    });
    const bad = parseConnectQuery(query({ ...base, app_type: 'spa', redirect_uri: 'javascript:alert(1)' }));
    expect(bad.ok ? null : bad.redirectUri).toBeNull();
  });

  it('accepts a URLSearchParams', () => {
    expect(parseConnectQuery(new URLSearchParams(query(base)))).toStrictEqual(parseConnectQuery(query(base)));
  });
});
