// One HTTP attempt of a webhook delivery (CONTRACT §7). node:http(s) rather than fetch because:
// redirects are never followed (a 3xx is a failed attempt), and the private-address rule is checked on
// the address the socket actually connects to (a custom DNS lookup), so a name that resolves to
// 127.0.0.1 — or re-resolves there after the policy check — is refused when the rule applies.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPrivateAddress } from '../clients/webhook-target';
import { parseRetryAfter } from './retry-schedule';

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface SendResult {
  /** The HTTP status, or null when no answer came (refused, unreachable, timed out). */
  statusCode: number | null;
  latencyMs: number;
  /** Why the attempt failed; null on a 2xx. */
  error: string | null;
  retryAfterMs: number | null;
}

export interface SenderOptions {
  timeoutMs: number;
  allowPrivate: boolean;
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

class RefusedAddressError extends Error {}

/** DNS lookup that refuses private, loopback and link-local answers (used at connect time). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      return callback(new RefusedAddressError(`${hostname} resolves to a private, loopback or link-local address (${refused?.address ?? 'none'})`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export class WebhookSender {
  constructor(private readonly options: SenderOptions) {}

  send(request: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const fail = (error: string, statusCode: number | null = null, retryAfterMs: number | null = null): SendResult => ({
      statusCode,
      latencyMs: elapsed(),
      error,
      retryAfterMs,
    });

    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve(fail('webhook_uri is not a valid url'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(fail('webhook_uri must be http or https'));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
      return Promise.resolve(fail(`refused: ${host} is a private, loopback or link-local address`));
    }

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
        ...(this.options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      });
      const timer = setTimeout(() => {
        req.destroy();
        finish(fail(`timed out after ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      req.on('response', (res) => {
        const statusCode = res.statusCode ?? 0;
        const latencyMs = elapsed();
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
      req.on('error', (error) => {
        const message = error instanceof RefusedAddressError ? `refused: ${error.message}` : error.message || String(error);
        finish(fail(message));
      });
      req.end(request.body);
    });
  }
}
