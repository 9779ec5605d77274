// The job queue's stop: pg-boss 10 marks a job done without waiting for that statement, so a stop that
// returned before it ran let the store close under it ("Connection terminated", a rejection no one handled).
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
});
