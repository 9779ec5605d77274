// The access log binds the request to a logger only when a line is written: with nothing to log (a 2xx under
// LOG_LEVEL=warn, or silent) no request logger is made, and the lines that are written are pino-http's.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { dist } from '../helpers/server';

const { requestLog } = dist('http/request-log');

let lines: Array<Record<string, any>> = [];
let childLoggers = 0;
let url: string;
let server: Server;

/** A logger that counts the child loggers made from it (requestLog's own one, then one per logged request). */
function countedLogger(level: string) {
  return pino({ level, formatters: { level: (label: string) => ({ level: label }) }, onChild: () => void (childLoggers += 1) }, { write: (line: string) => void lines.push(JSON.parse(line)) });
}

beforeAll(async () => {
  const app = express();
  app.use(requestLog(countedLogger('warn')));
  app.get('/ok', (_req, res) => res.json({ ok: true }));
  app.get('/missing', (_req, res) => res.status(404).json({ message: 'no' }));
  app.get('/logs', (req, res) => {
    (req as typeof req & { log: pino.Logger }).log.warn({ note: 1 }, 'something to say');
    res.json({ ok: true });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  lines = [];
  childLoggers = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('makes no request logger when there is nothing to log', async () => {
  const res = await fetch(`${url}/ok?code=secret`, { headers: { 'x-request-id': 'trace-1' } });
  await settle();
  expect(res.status).toBe(200);
  expect(res.headers.get('x-request-id')).toBe('trace-1');
  expect(lines).toStrictEqual([]);
  expect(childLoggers).toBe(0);
});

it('writes the access line of a response at an enabled level, the request bound to it', async () => {
  const res = await fetch(`${url}/missing?code=secret&plain=1`, { headers: { 'x-request-id': 'trace-2' } });
  await settle();
  expect(res.status).toBe(404);
  expect(childLoggers).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 'warn',
    msg: 'GET 404',
    req: { id: 'trace-2', method: 'GET', url: '/missing?code=[Redacted]&plain=1', headers: { 'x-request-id': 'trace-2' }, remoteAddress: '127.0.0.1' },
    res: { statusCode: 404 },
  });
  expect(Object.keys(lines[0].req)).toStrictEqual(['id', 'method', 'url', 'headers', 'remoteAddress', 'remotePort']);
  expect(typeof lines[0].responseTime).toBe('number');
});

it("gives the request's own lines the same logger, made once", async () => {
  await fetch(`${url}/logs`, { headers: { 'x-request-id': 'trace-3' } });
  await settle();
  expect(childLoggers).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 'warn', msg: 'something to say', note: 1, req: { id: 'trace-3', url: '/logs' } });
});
