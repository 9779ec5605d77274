// One HTTP attempt of a webhook delivery (CONTRACT §7). node:http(s) rather than fetch because:
// redirects are never followed (a 3xx is a failed attempt), and the public-address rule is checked on the
// address the socket connects to: the DNS lookup refuses any non-public answer (core/public-address.ts) and
// the connected socket's remote address is checked again (an IP literal skips the lookup), so a name that
// resolves to 127.0.0.1, or re-resolves there after the registration check, is never reached.
// A failure without an HTTP answer is reported with one generic text (NO_ANSWER): refused, reset, timed out,
// unresolvable or not allowed look alike to the client, so deliveries are no port scanner. The cause goes to
// the operator's log only (`detail`).
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyAddress, publicOnlyLookup, systemResolver, type Resolver } from '../../core/public-address';
import { parseRetryAfter } from './retry-schedule';

/** What the client sees of every attempt that got no HTTP answer. */
export const NO_ANSWER = 'no HTTP response from the webhook_uri';

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendResult {
  /** The HTTP status, or null when no answer came (refused, unreachable, timed out). */
  statusCode: number | null;
  /** Until the answer's head came; null without an answer (the time to fail would tell closed from filtered ports). */
  latencyMs: number | null;
  /** Why the attempt failed, as the client may see it; null on a 2xx. */
  error: string | null;
  retryAfterMs: number | null;
  /** The cause of a failure without an answer, for the operator's log (never stored or shown to the client). */
  detail?: string;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** DNS resolution (tests inject one that changes its answer: rebinding). */
  resolve?: Resolver;
}

const MAX_RESPONSE_BYTES = 64 * 1024;

/** `Staffbridge-Webhooks/<version>` from the package manifest (dist/server/modules/webhooks -> root). */
export const WEBHOOK_USER_AGENT = `Staffbridge-Webhooks/${packageVersion()}`;

function packageVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export class WebhookSender {
  constructor(private readonly options: SenderOptions) {}

  send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const noAnswer = (detail: string): SendResult => ({ statusCode: null, latencyMs: null, error: NO_ANSWER, retryAfterMs: null, detail });

    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve(noAnswer('webhook_uri is not a valid url'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(noAnswer('webhook_uri must be http or https'));
    const refusal = this.refusal(url.hostname);
    if (refusal) return Promise.resolve(noAnswer(refusal));

    return new Promise<SendResult>((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const transport = url.protocol === 'https:' ? https : http;
      const req = transport.request(url, {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        agent: false,
        ...(this.options.allowPrivate ? {} : { lookup: publicOnlyLookup(this.options.resolve ?? systemResolver) }),
      });
      const timer = setTimeout(() => {
        req.destroy();
        finish(noAnswer(`timed out after ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      if (!this.options.allowPrivate) {
        // Belt and braces: whatever the lookup said, never talk to a non-public peer.
        req.on('socket', (socket: Socket) =>
          socket.once('connect', () => {
            const refused = this.refusal(socket.remoteAddress ?? '');
            if (refused) req.destroy(new Error(`connected to ${refused}`));
          }),
        );
      }
      req.on('response', (res) => {
        const statusCode = res.statusCode ?? 0;
        const latencyMs = Math.round(performance.now() - started);
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) res.destroy();
        });
        const done = () => {
          if (statusCode >= 200 && statusCode < 300) return finish({ statusCode, latencyMs, error: null, retryAfterMs: null });
          const retryAfter = res.headers['retry-after'];
          const reason = statusCode >= 300 && statusCode < 400 ? `redirect to ${res.headers.location ?? '?'} not followed` : `HTTP ${statusCode}`;
          finish({ statusCode, latencyMs, error: reason, retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, new Date()) });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      });
      req.on('error', (error) => finish(noAnswer(error.message || String(error))));
      req.end(request.body);
    });
  }

  /** Why `host` (a literal or the connected peer) may not be reached, or null; names are left to the lookup. */
  private refusal(host: string): string | null {
    if (this.options.allowPrivate) return null;
    const verdict = classifyAddress(host);
    if (verdict.range === 'invalid') return null;
    return verdict.public ? null : `${host} is not a public address (${verdict.range})`;
  }
}
