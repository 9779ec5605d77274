// The rules of one attempt and of the schedule, on the compiled modules: the retry schedule (≈10 attempts
// over ≈3 days, jitter, Retry-After), and the public-address rule applied to the address actually dialled.
import { describe, expect, it } from 'vitest';
import { dist } from '../helpers/server';
import { LOOPBACK_HOSTS, OTHER_NON_PUBLIC_HOSTS, PUBLIC_HOSTS } from '../helpers/ssrf';
import { startReceiver } from '../helpers/webhook-receiver';

const schedule = dist('modules/webhooks/retry-schedule');
const { WebhookSender, NO_ANSWER } = dist('modules/webhooks/webhook-sender');
const { WebhookTargetPolicy } = dist('modules/clients/webhook-target');
const { isPublicAddress } = dist('core/public-address');

describe('attempt timeout', () => {
  it('defaults to 20 s, within the 15–30 s Standard Webhooks recommends; WEBHOOK_TIMEOUT_MS changes it', () => {
    const { loadConfig } = dist('config');
    const env = { DATABASE_URL: 'postgres://db/x', ENCRYPTION_KEY: 'ab'.repeat(32), ADMIN_API_KEY: 'k' };
    expect(loadConfig(env).webhookTimeoutMs).toBe(20_000);
    expect(loadConfig({ ...env, WEBHOOK_TIMEOUT_MS: '25000' }).webhookTimeoutMs).toBe(25_000);
  });
});

describe('retry schedule', () => {
  it('is the Standard Webhooks example stretched to 10 attempts over about 3 days', () => {
    expect(schedule.MAX_ATTEMPTS).toBe(10);
    const mid = () => 0.5; // no jitter
    const delays = Array.from({ length: 9 }, (_, i) => schedule.nextRetryDelayMs(i + 1, { scale: 1, random: mid }));
    expect(delays).toStrictEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 72_000_000]);
    const hours = delays.reduce((a: number, b: number) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(60);
    expect(hours).toBeLessThan(84);
    expect(schedule.nextRetryDelayMs(10, { scale: 1 })).toBeNull();
  });

  it('jitters each delay by ±20 % and scales for tests', () => {
    expect(schedule.nextRetryDelayMs(2, { scale: 1, random: () => 0 })).toBe(240_000);
    expect(schedule.nextRetryDelayMs(2, { scale: 1, random: () => 0.999999 })).toBe(360_000);
    expect(schedule.nextRetryDelayMs(2, { scale: 0.001, random: () => 0.5 })).toBe(300);
  });

  it('honours Retry-After (seconds or a date) without going past the 24 h cap', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(schedule.parseRetryAfter('120', now)).toBe(120_000);
    expect(schedule.parseRetryAfter('Thu, 01 Jan 2026 00:10:00 GMT', now)).toBe(600_000);
    expect(schedule.parseRetryAfter('soon', now)).toBeNull();
    expect(schedule.nextRetryDelayMs(1, { scale: 1, random: () => 0.5, retryAfterMs: 120_000 })).toBe(120_000);
    expect(schedule.nextRetryDelayMs(3, { scale: 1, random: () => 0.5, retryAfterMs: 60_000 })).toBe(1_800_000); // never sooner
    expect(schedule.nextRetryDelayMs(1, { scale: 1, random: () => 0.5, retryAfterMs: 10 * 86_400_000 })).toBe(86_400_000);
  });
});

describe('the public-address rule at connect time', () => {
  const body = '{"added":[],"removed":[],"updated":[]}';

  it(`never reaches a receiver on loopback through any of ${LOOPBACK_HOSTS.length} spellings, and says nothing of why`, async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      const strict = new WebhookSender({ timeoutMs: 2000, allowPrivate: false });
      for (const host of LOOPBACK_HOSTS) {
        const result = await strict.send({ url: `http://${host}:${port}/hooks`, headers: {}, body });
        expect(result, host).toMatchObject({ statusCode: null, latencyMs: null, error: NO_ANSWER });
        expect(result.detail, host).toMatch(/not a public address/);
      }
      for (const host of OTHER_NON_PUBLIC_HOSTS) {
        const result = await strict.send({ url: `http://${host}:${port}/hooks`, headers: {}, body });
        expect(result.detail, host).toMatch(/not a public address/);
      }
      expect(receiver.received).toHaveLength(0);
      const open = new WebhookSender({ timeoutMs: 2000, allowPrivate: true });
      expect(await open.send({ url: `http://localhost:${port}/hooks`, headers: {}, body })).toMatchObject({ statusCode: 200, error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('checks the address it connects to: a name that re-resolves to loopback after a public answer is refused', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      const answers = [['93.184.215.14'], ['127.0.0.1'], ['93.184.215.14', '127.0.0.1']];
      let calls = 0;
      const resolve = async () => answers[Math.min(calls++, answers.length - 1)];
      const policy = new WebhookTargetPolicy(false, resolve);
      await policy.assertAllowed(`http://rebind.example:${port}/hooks`, 'webhook_uri'); // registration: public
      const strict = new WebhookSender({ timeoutMs: 2000, allowPrivate: false, resolve });
      for (let i = 0; i < 2; i += 1) {
        const result = await strict.send({ url: `http://rebind.example:${port}/hooks`, headers: {}, body });
        expect(result).toMatchObject({ statusCode: null, error: NO_ANSWER });
        expect(result.detail).toBe('rebind.example resolves to 127.0.0.1, which is not a public address');
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it('classifies every spelling of a non-public address, and public unicast as public', () => {
    for (const host of [...LOOPBACK_HOSTS, ...OTHER_NON_PUBLIC_HOSTS].filter((h) => h !== 'localhost')) {
      const { hostname } = new URL(`http://${host}/`);
      expect(isPublicAddress(hostname), `${host} (${hostname})`).toBe(false);
    }
    for (const host of PUBLIC_HOSTS) expect(isPublicAddress(new URL(`http://${host}/`).hostname), host).toBe(true);
  });
});
