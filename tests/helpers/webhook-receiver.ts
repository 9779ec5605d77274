// A real webhook receiver on 127.0.0.1 (node:http): records every request with its raw body and answers
// as the test says (status, headers, or never — to keep a delivery in flight).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: any;
  at: number;
}

export type Answer = { status: number; headers?: Record<string, string> } | 'hang';
export type Responder = (request: Received, nth: number) => Answer;

export interface Receiver {
  url: string;
  received: Received[];
  /** Requests of one webhook-id, in order. */
  byId(id: string): Received[];
  respond(responder: Responder): void;
  /** Resolves once `predicate` holds for the received list (polling), or rejects after `timeoutMs`. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(responder: Responder = () => ({ status: 200 })): Promise<Receiver> {
  let current = responder;
  const received: Received[] = [];
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: any = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* keep raw */
      }
      const id = String(req.headers['webhook-id'] ?? '');
      const entry: Received = { id, headers: req.headers, body, json, at: Date.now() };
      received.push(entry);
      const nth = (counts.get(id) ?? 0) + 1;
      counts.set(id, nth);
      const answer = current(entry, nth);
      if (answer === 'hang') return; // never answered: the delivery stays in flight
      res.writeHead(answer.status, answer.headers ?? {});
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    byId: (id) => received.filter((r) => r.id === id),
    respond: (next) => {
      current = next;
    },
    waitFor: async (predicate, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`receiver: condition not met after ${timeoutMs} ms (${received.length} requests)`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
