// The job queue's stop: pg-boss 10 marks a job done without waiting for that statement, so a stop that
// returned before it ran let the store close under it ("Connection terminated", a rejection no one handled);
// and that statement failing (the store briefly unreachable) is logged, not a rejection that ends the process.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, storeKind, startServer, type TestServer } from '../helpers/server';

const { JobQueue } = dist('jobs/queue');
const { createLogger } = dist('core/logger');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`job queue (${storeKind()})`, () => {
  it('stop returns only once the statement marking the last job done has been answered', async () => {
    const { store } = server;
    const schema = `probe_${randomBytes(4).toString('hex')}`;
    const marked: string[] = [];
    // The store as the queue sees it, with the statement that marks jobs completed held back 300 ms.
    const slowToMark = {
      ...store,
      executeSql: async (text: string, values?: unknown[]) => {
        const marking = text.includes("state = 'completed'");
        if (marking) await wait(300);
        const result = await store.executeSql(text, values);
        if (marking) marked.push(String((values?.[1] as string[])[0]));
        return result;
      },
    };
    const queue = new JobQueue(slowToMark, { databaseSchema: schema }, createLogger('silent'), { pollingIntervalSeconds: 0.5 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    queue.define('stop-probe', async () => {
      started();
      await finishing;
    });
    try {
      await queue.start({ work: true });
      const id = await queue.send('stop-probe', {});
      await running;
      const stopped = queue.stop();
      finish();
      await stopped;
      expect(marked).toStrictEqual([id]);
      const rows = await store.executeSql(`SELECT state FROM "${schema}_boss".job WHERE id = $1`, [id]);
      expect(rows.rows).toStrictEqual([{ state: 'completed' }]);
    } finally {
      await store.executeSql(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
    }
  });

  it('a job whose completion the store refuses to record is logged and left to expire, not a rejection no one handles', async () => {
    const { store } = server;
    const schema = `probe_${randomBytes(4).toString('hex')}`;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const logged: any[] = [];
    const logger = createLogger('error', { write: (line: string) => logged.push(JSON.parse(line)) });
    let refused = 0;
    // The store as the queue sees it, refusing the statements that mark jobs completed or failed.
    const refusing = {
      ...store,
      executeSql: async (text: string, values?: unknown[]) => {
        if (/state = 'completed'|DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN/.test(text)) {
          refused++;
          throw new Error('connection lost');
        }
        return store.executeSql(text, values);
      },
    };
    const queue = new JobQueue(refusing, { databaseSchema: schema }, logger, { pollingIntervalSeconds: 0.5 });
    const ran: string[] = [];
    queue.define('refused-probe', async (data: { outcome: string }) => {
      ran.push(data.outcome);
      if (data.outcome === 'throws') throw new Error('handler failed');
    });
    try {
      await queue.start({ work: true });
      const completed = await queue.send('refused-probe', { outcome: 'completes' });
      const failed = await queue.send('refused-probe', { outcome: 'throws' });
      for (let i = 0; i < 100 && logged.length < 2; i++) await wait(50);
      await wait(200);
      expect(ran).toStrictEqual(['completes', 'throws']);
      expect(refused).toBe(2);
      expect(unhandled).toStrictEqual([]);
      expect(logged.map((l) => [l.msg, l.queue, l.jobIds, l.err?.message])).toStrictEqual([
        ['job queue: a finished job was not recorded; it counts as failed once it expires', 'refused-probe', [completed], 'connection lost'],
        ['job queue: a finished job was not recorded; it counts as failed once it expires', 'refused-probe', [failed], 'connection lost'],
      ]);
      // Neither was marked: both wait for their expiry, after which pg-boss fails them by timeout and retries them.
      const rows = await store.executeSql(`SELECT id, state FROM "${schema}_boss".job WHERE name = 'refused-probe' ORDER BY created_on`);
      expect(rows.rows).toStrictEqual([
        { id: completed, state: 'active' },
        { id: failed, state: 'active' },
      ]);
    } finally {
      await queue.stop();
      process.off('unhandledRejection', onUnhandled);
      await store.executeSql(`DROP SCHEMA IF EXISTS "${schema}_boss" CASCADE`);
    }
  });
});
