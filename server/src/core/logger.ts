// Structured JSON logs (pino; CONTRACT §4). What must never reach a log is decided here, by configuration,
// not at each call: pino's `redact` censors secrets and masks usernames wherever they sit in a logged object
// (request headers of the access log included), and URLs in the access log lose the values of secret
// query parameters. Call sites log plain objects and never mask by hand.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger };
export type LogLevel = Level | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Keys whose values are secrets, wherever they appear (top level or one object down). */
const SECRET_KEYS = [
  'password',
  'client_secret',
  'clientSecret',
  'api_key',
  'apiKey',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'authorization_code',
  'mfa_code',
  'code_verifier',
];
/** Keys that hold a person's sign-in name: masked, not removed (CONTRACT §4, SPEC §9). */
const USERNAME_KEYS = ['username', 'email'];
/** Request headers that carry credentials (the access log shows the others). */
const SECRET_HEADERS = ['req.headers.authorization', 'req.headers["proxy-authorization"]', 'req.headers["x-admin-key"]', 'req.headers.cookie'];
/** Query parameters whose values the access log leaves out (authorization codes, OAuth state, secrets). */
const SECRET_QUERY_PARAMETERS = new Set(['code', 'authorization_code', 'state', 'client_secret', 'access_token', 'token', 'api_key', 'password', 'username']);

export const REDACTED = '[Redacted]';

const anywhere = (keys: string[]) => keys.flatMap((key) => [key, `*.${key}`]);
const REDACT_PATHS = [...anywhere(SECRET_KEYS), ...anywhere(USERNAME_KEYS), ...SECRET_HEADERS];

/** Usernames in logs keep the first 6 and last 9 characters; 15 or fewer are masked whole (CONTRACT §4). */
export function redactUsername(username: string): string {
  if (username.length <= 15) return '*'.repeat(username.length);
  return `${username.slice(0, 6)}${'*'.repeat(username.length - 15)}${username.slice(-9)}`;
}

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (USERNAME_KEYS.includes(key)) return typeof value === 'string' ? redactUsername(value) : REDACTED;
  return REDACTED;
}

/** A request URL as the access log shows it: the values of secret query parameters replaced, the rest as sent. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return SECRET_QUERY_PARAMETERS.has(decodeName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The id of the request being served, for every line logged while serving it (services log without a request in hand). */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `fn` (and everything it starts) as part of request `id`. */
export function inRequest<T>(id: string, fn: () => T): T {
  return requestScope.run(id, fn);
}

/** The process's logger: JSON lines on stdout (or `destination`), secrets redacted as configured above. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'staffbridge' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor },
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
      mixin: () => {
        const reqId = requestScope.getStore();
        return reqId === undefined ? {} : { reqId };
      },
    },
    destination,
  );
}

/** An error's message for a log line (anything thrown, not only Errors). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
