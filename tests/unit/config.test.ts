// Settings read once at start (CONTRACT §1): the operator's legal pages.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

const base = { ENCRYPTION_KEY: '0'.repeat(64), ADMIN_API_KEY: 'unit-test-admin-key' };

describe('PRIVACY_POLICY_URL and TERMS_OF_SERVICE_URL', () => {
  it('are unset by default (Staffbridge serves its own notice) and kept as absolute URLs', () => {
    expect(loadConfig(base).legalUrls).toStrictEqual({ privacyPolicy: null, termsOfService: null });
    expect(loadConfig({ ...base, PRIVACY_POLICY_URL: 'https://hr.example.com/privacy', TERMS_OF_SERVICE_URL: 'http://hr.example.com/terms?v=2' }).legalUrls).toStrictEqual({
      privacyPolicy: 'https://hr.example.com/privacy',
      termsOfService: 'http://hr.example.com/terms?v=2',
    });
  });

  it('refuses at start what is not an absolute http(s) URL', () => {
    for (const value of ['/privacy', 'javascript:alert(1)', 'ftp://hr.example.com/terms']) {
      expect(() => loadConfig({ ...base, PRIVACY_POLICY_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TERMS_OF_SERVICE_URL: value })).toThrow(`TERMS_OF_SERVICE_URL must be an absolute http(s) URL, got "${value}"`);
    }
  });
});
