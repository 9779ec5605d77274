import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorText, readApiError } from '../../web/src/lib/api-error';
import { contrastRatio, normaliseHex, readableTextOn } from '../../web/src/lib/color';
import { fieldSpecs, missingCredentials, toCredentials } from '../../web/src/lib/credentials';
import { mfaPrompt } from '../../web/src/lib/mfa';
import { decodeOAuthState, encodeOAuthState, oauthPopupUrl, popupFeatures } from '../../web/src/lib/oauth';
import { humaniseScope } from '../../web/src/lib/scopes';
import { UUID_V7_PATTERN, uuidv7 } from '../../web/src/lib/uuid';
import { logoUrl } from '../../web/src/ui/provider-logo';

describe('uuidv7 session keys', () => {
  it('is a version 7 uuid carrying the time', () => {
    const now = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
    const id = uuidv7(now);
    expect(id).toMatch(UUID_V7_PATTERN);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('is fresh each time and sorts by time', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7()));
    expect(ids.size).toBe(1000);
    expect(uuidv7(1000) < uuidv7(2000)).toBe(true);
  });

  it('sets version and variant bits whatever the random bytes', () => {
    expect(uuidv7(0, (b) => b.fill(0xff))).toBe('00000000-0000-7fff-bfff-ffffffffffff');
    expect(uuidv7(0, (b) => b.fill(0))).toBe('00000000-0000-7000-8000-000000000000');
  });
});

describe('MFA prompts (SPEC §2)', () => {
  it('text_message', () => {
    expect(mfaPrompt({ type: 'text_message', phoneNumber: '4321' })).toBe('Enter the code sent to (***) *** - 4321');
    expect(mfaPrompt({ type: 'text_message', phoneNumber: null })).toBe('Enter the code sent to your phone');
  });

  it('authenticator names two apps', () => {
    const text = mfaPrompt({ type: 'authenticator' });
    expect(text.startsWith('Enter the code from the authenticator app')).toBe(true);
    expect(text).toMatch(/Google Authenticator/);
    expect(text).toMatch(/Microsoft Authenticator/);
  });

  it('email', () => {
    expect(mfaPrompt({ type: 'email', email: 'a@b.example' })).toBe('Enter the code sent to a@b.example');
    expect(mfaPrompt({ type: 'email' })).toBe('Enter the code sent to your email');
    expect(mfaPrompt({ type: 'email', email: 'a@b.example', providerId: 'personio.de' })).toMatch(
      /recognised a new login and sent a code to a@b\.example/,
    );
  });

  it('other types use the provider message or the default', () => {
    expect(mfaPrompt({ type: 'phone', providerMessage: 'Check the app' })).toBe('Check the app');
    expect(mfaPrompt({ type: null })).toBe('Enter the code sent to your mfa device');
  });
});

describe('OAuth popup state (SPEC §7)', () => {
  it('is base64 of JSON {clientId, redirectUri, sessionKey, statePassThrough}', () => {
    const encoded = encodeOAuthState({ clientId: 'c', redirectUri: 'https://a.example/cb', sessionKey: 'k', state: 'ü s' });
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toStrictEqual({
      clientId: 'c',
      redirectUri: 'https://a.example/cb',
      sessionKey: 'k',
      statePassThrough: 'ü s',
    });
    expect(decodeOAuthState(encoded).statePassThrough).toBe('ü s');
  });

  it('omits statePassThrough without a state', () => {
    const encoded = encodeOAuthState({ clientId: 'c', redirectUri: 'https://a.example/cb', sessionKey: 'k', state: null });
    expect(decodeOAuthState(encoded)).toStrictEqual({ clientId: 'c', redirectUri: 'https://a.example/cb', sessionKey: 'k' });
  });

  it('appends ?state= to the provider URL, keeping its query', () => {
    expect(oauthPopupUrl('https://id.example/authorize?client_id=x', 'a+b/c=')).toBe(
      'https://id.example/authorize?client_id=x&state=a%2Bb%2Fc%3D',
    );
    expect(popupFeatures(0, 0, 1400, 1000)).toBe('popup=yes,width=700,height=800,left=350,top=100');
  });
});

describe('sign-in fields (SPEC §2, §5)', () => {
  const xhr = fieldSpecs(['username', 'password'], 'xhr', 'sandbox');
  const official = fieldSpecs(['api_key'], 'official', 'sandbox');

  it('requires username and password, or the API key', () => {
    expect(missingCredentials(xhr, {})).toBe(true);
    expect(missingCredentials(xhr, { username: 'u' })).toBe(true);
    expect(missingCredentials(xhr, { username: 'u', password: 'p' })).toBe(false);
    expect(missingCredentials(official, { api_key: '  ' })).toBe(true);
    expect(missingCredentials(official, { api_key: 'k' })).toBe(false);
  });

  it('requires every visible field', () => {
    const withDomain = fieldSpecs(['domain', 'username', 'password'], 'xhr', 'bamboohr');
    expect(missingCredentials(withDomain, { username: 'u', password: 'p' })).toBe(true);
    expect(missingCredentials(withDomain, { domain: 'd', username: 'u', password: 'p' })).toBe(false);
  });

  it('maps fields to the authorize input', () => {
    expect(toCredentials(fieldSpecs(['domain', 'username', 'password'], 'xhr', 'x'), { domain: ' acme ', username: ' u ', password: ' p ' })).toStrictEqual({
      domain: 'acme',
      username: 'u',
      password: ' p ',
    });
    expect(toCredentials(official, { api_key: 'k' })).toStrictEqual({ apiKey: 'k' });
  });

  it('shows a text password for iris cascade and personio.de in official mode', () => {
    expect(fieldSpecs(['username', 'password'], 'official', 'personio.de')[1]!.type).toBe('text');
    expect(fieldSpecs(['username', 'password'], 'xhr', 'personio.de')[1]!.type).toBe('password');
    expect(fieldSpecs(['unknown', 'api_key'], 'official', 'x').map((f) => f.name)).toEqual(['api_key']);
  });
});

describe('provider colours', () => {
  it('normalises hex and falls back', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('73c41d')).toBe('#73c41d');
    expect(normaliseHex('red', '#000000')).toBe('#000000');
  });

  it('always picks a label colour with AA contrast', () => {
    for (const bg of ['#73c41d', '#ffffff', '#000000', '#ff5a5f', '#1a73e8', '#ffd400', '#767676']) {
      expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('scope names', () => {
  it('humanises', () => {
    expect(humaniseScope('2023-03-01/xhr/time-off-entries')).toBe('Time off entries');
    expect(humaniseScope('2023-03-01/xhr/payruns/{payrun_id}')).toBe('Payruns payrun id');
    expect(humaniseScope('employees')).toBe('Employees');
  });
});

describe('API errors', () => {
  it('reads message and extensions.code from GraphQL errors', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'incorrect username or password', extensions: { code: 'incorrect_username_or_password' } }],
    });
    expect(readApiError(error)).toStrictEqual({ message: 'incorrect username or password', code: 'incorrect_username_or_password' });
  });

  it('reads a GraphQL body from a non-2xx answer', () => {
    const response = new Response('', { status: 429 });
    const error = new ServerError('Response not successful', {
      response,
      bodyText: JSON.stringify({ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }),
    });
    expect(readApiError(error)).toStrictEqual({ message: 'Too many requests', code: 'RATE_LIMITED' });
  });

  it('falls back when there is no message', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorText(new CombinedGraphQLErrors({ errors: [{ message: '' }] }), 'fallback')).toBe('fallback');
  });
});

describe('provider logos', () => {
  it('are looked up by lower-case provider name (SPEC §2)', () => {
    expect(logoUrl('hibob')).toBe('/logos/hibob.svg');
    expect(logoUrl('Xero UK')).toBe('/logos/xero%20uk.svg');
    expect(logoUrl('{host}')).toBe('/logos/%7Bhost%7D.svg');
  });
});
