// The rules of one attempt and of the schedule, on the compiled modules: the retry schedule (≈10 attempts
// over ≈3 days, jitter, Retry-After), and the private-address rule applied to the address actually dialled.
import { describe, expect, it } from 'vitest';
import { dist } from '../helpers/server';
import { startReceiver } from '../helpers/webhook-receiver';

const schedule = dist('modules/webhooks/retry-schedule');
const { WebhookSender } = dist('modules/webhooks/webhook-sender');

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

describe('the private-address rule at delivery time', () => {
  const body = '{"added":[],"removed":[],"updated":[]}';

  it('refuses a name that resolves to 127.0.0.1 when private addresses are not allowed', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      const strict = new WebhookSender({ timeoutMs: 2000, allowPrivate: false });
      const byName = await strict.send({ url: `http://localhost:${port}/hooks`, headers: {}, body });
      expect(byName.statusCode).toBeNull();
      expect(byName.error).toMatch(/^refused: localhost resolves to a private, loopback or link-local address/);
      const byAddress = await strict.send({ url: receiver.url, headers: {}, body });
      expect(byAddress.error).toBe('refused: 127.0.0.1 is a private, loopback or link-local address');
      expect(receiver.received).toHaveLength(0);
      const open = new WebhookSender({ timeoutMs: 2000, allowPrivate: true });
      expect(await open.send({ url: `http://localhost:${port}/hooks`, headers: {}, body })).toMatchObject({ statusCode: 200, error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
