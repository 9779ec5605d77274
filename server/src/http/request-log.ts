// The access log and the request id (pino-http; CONTRACT §4). Every request gets an id, echoed as
// `X-Request-Id` and carried by every line logged while serving it (`req.log`, and the services' logger as
// `reqId`: core/logger.ts keeps it for the request's async work); a caller's own X-Request-Id is kept
// when it is a plain token, so ids can be followed across services. One line per response: method, URL
// (secret query values left out), status, time taken; credentials in headers are redacted by the logger.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, stdSerializers } from 'pino-http';
import type { RequestHandler } from 'express';
import { inRequest, loggableUrl, type Logger } from '../core/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const CALLER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLog(logger: Logger): RequestHandler {
  const http = pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && CALLER_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Load balancers ask every few seconds; their answers say nothing new.
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
    serializers: {
      // The URL says it all, its secret query values left out (express's parsed query would repeat them).
      req: ({ query: _query, params: _params, ...req }: ReturnType<typeof stdSerializers.req>) => ({ ...req, url: loggableUrl(req.url) }),
      res: ({ statusCode }: ReturnType<typeof stdSerializers.res>) => ({ statusCode }),
    },
  });
  // What the services log while serving the request carries its id too (core/logger.ts).
  return (req, res, next) => http(req, res, () => inRequest(String(req.id), next));
}
