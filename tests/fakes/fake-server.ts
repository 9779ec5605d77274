// A tiny provider stand-in: a node:http server on 127.0.0.1, port 0, answering from route functions.
// Tests can queue failures (a 429 with Retry-After, a 503) in front of the real answer and read the
// request log to check what the connector sent.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string;
}

export type Routes = (req: FakeRequest) => FakeResponse | undefined;

/** A request matched to a call the provider documents: its path below the fake's base path and the path's parameters. */
export interface MatchedRequest extends FakeRequest {
  apiPath: string;
  params: Record<string, string>;
}

/** What a provider's fake (described.ts, documented.ts) is told besides its answers. */
export interface ProviderFakeOptions {
  /** The provider's declaration id: what it documents (a description, or reference calls) comes from there. */
  provider: string;
  /** Stripped from request paths before matching (`/v1` for a base URL ending in it). */
  basePath?: string;
  /** The provider's own credential check (a wrong key answers 401, as the provider does). */
  authenticate?: (req: FakeRequest) => boolean;
  /**
   * Another server of the provider on the same fake (a popup provider's OAuth authorization server, see
   * oauth-provider.ts): a request it answers is outside what the provider documents, unchecked.
   */
  beside?: Routes;
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: FakeRequest[];
  /** The next requests matching (method, path) get these responses, in order, before the routes answer. */
  failNext(match: { method?: string; path: string | RegExp }, ...responses: FakeResponse[]): void;
  close(): Promise<void>;
}

/** `inspect` sees every request first, queued failures included (described.ts checks them all). */
export async function startFakeServer(routes: Routes, inspect?: (req: FakeRequest) => void): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const queued: Array<{ method?: string; path: string | RegExp; response: FakeResponse }> = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const fake: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(fake);
      inspect?.(fake);
      const index = queued.findIndex(
        (q) =>
          (!q.method || q.method === fake.method) &&
          (typeof q.path === 'string' ? q.path === fake.path : q.path.test(fake.path)),
      );
      let answer: FakeResponse | undefined;
      if (index >= 0) answer = queued.splice(index, 1)[0]?.response;
      else {
        try {
          answer = routes(fake);
        } catch (e) {
          answer = { status: 500, json: { error: String(e) } };
        }
      }
      answer ??= { status: 404, json: { error: 'not found' } };
      const headers: Record<string, string> = { ...(answer.headers ?? {}) };
      let body = answer.body ?? '';
      if (answer.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(answer.json);
      }
      res.writeHead(answer.status ?? 200, headers);
      res.end(body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake server has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    failNext(match, ...responses) {
      for (const response of responses) queued.push({ ...match, response });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

/** Reads tests/fakes/<provider>/fixtures/<name>.json. */
export function fixture<T = unknown>(provider: string, name: string): T {
  return JSON.parse(readFileSync(path.join(__dirname, provider, 'fixtures', `${name}.json`), 'utf8')) as T;
}

/** The user and password of an HTTP Basic Authorization header, or null. */
export function basicCredentials(req: FakeRequest): { user: string; password: string } | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at < 0 ? null : { user: decoded.slice(0, at), password: decoded.slice(at + 1) };
}

export const json = (value: unknown, status = 200, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  json: value,
  headers,
});
