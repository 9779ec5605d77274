// The access log and the request id (CONTRACT §4). Every request gets an id, echoed as `X-Request-Id` and
// carried by every line logged while serving it (`req.log`, and the services' logger as `reqId`: core/logger.ts
// keeps it for the request's async work); a caller's own X-Request-Id is kept when it is a plain token, so ids
// can be followed across services. One line per response: method, URL (secret query values left out), status,
// time taken; credentials in headers are redacted by the logger.
//
// The lines are pino-http's, but the request's logger is made when something logs: pino-http bound every
// request to a child logger up front, serializing and redacting its headers even with nothing to log
// (a twentieth of a 25-employee REST read's CPU time with LOG_LEVEL=silent).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { stdSerializers } from 'pino-http';
import type { Request, RequestHandler, Response } from 'express';
import { inRequest, loggableUrl, type Logger } from '../core/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const LOGGER = Symbol('the request logger');
const LOGGER_OF = Symbol('makes the request logger');
type Logged = Request & { [LOGGER]?: Logger; [LOGGER_OF]?: () => Logger };

type Level = 'error' | 'warn' | 'info';

export function requestLog(logger: Logger): RequestHandler {
  const http = logger.child(
    {},
    {
      serializers: {
        // The URL says it all, its secret query values left out (express's parsed query would repeat them).
        req: (req: IncomingMessage) => {
          const { query: _query, params: _params, ...rest } = stdSerializers.req(req);
          return { ...rest, url: loggableUrl(rest.url) };
        },
        res: (res: ServerResponse) => ({ statusCode: stdSerializers.res(res).statusCode }),
        err: stdSerializers.err,
      },
    },
  );
  return (req, res, next) => {
    // Express's request prototype of this app (each app has its own).
    const prototype = Object.getPrototypeOf(req);
    if (!Object.hasOwn(prototype, 'log')) installLazyLog(prototype);
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    // Read now: a socket closed by the time the line is written no longer knows its peer.
    void req.socket.remoteAddress;
    const logged = req as Logged;
    logged[LOGGER_OF] = () => http.child({ req });
    // Load balancers ask every few seconds; their answers say nothing new.
    if (req.url !== '/healthz') logResponse(http, logged, res);
    inRequest(id, next);
  };
}

/** `req.log`: the request's child logger, made the first time it is read (set: replaced). */
function installLazyLog(prototype: object): void {
  Object.defineProperty(prototype, 'log', {
    configurable: true,
    get(this: Logged) {
      return (this[LOGGER] ??= this[LOGGER_OF]!());
    },
    set(this: Logged, value: Logger) {
      this[LOGGER] = value;
    },
  });
}

/** The access line when the response is sent or the connection closes, whichever comes first. */
function logResponse(http: Logger, req: Logged, res: Response): void {
  const started = Date.now();
  const done = (error?: Error) => {
    res.off('close', done).off('finish', done).off('error', done);
    const level: Level = error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    if (!http.isLevelEnabled(level)) return;
    const responseTime = Date.now() - started;
    const message = `${req.method} ${res.statusCode}`;
    if (error || res.statusCode >= 500) {
      req.log[level]({ res, err: error ?? new Error(`failed with status code ${res.statusCode}`), responseTime }, message);
    } else {
      req.log[level]({ res, responseTime }, message);
    }
  };
  res.on('close', done).on('finish', done).on('error', done);
}
