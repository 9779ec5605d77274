// AppError -> HTTP status and the CONTRACT §5 body. One table, used by every REST handler.
import type { Response } from 'express';
import { AppError, wwwAuthenticate } from '../core/errors';
import { HTTP_STATUS } from '../core/http-status';
import type { Logger } from '../core/logger';

export interface RestReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function errorReply(error: AppError, operationId?: string): RestReply {
  const { options } = error;
  const status = HTTP_STATUS[error.kind];
  const headers: Record<string, string> = {};
  if (options.retryAfterSeconds !== undefined) headers['Retry-After'] = String(options.retryAfterSeconds);
  let body: Record<string, unknown>;
  switch (error.kind) {
    case 'validation':
      body = { message: error.message, validation_error: options.validation ?? { field: null, rule: 'invalid' } };
      // The widget reads data.error on validate (SPEC §7).
      if (operationId === 'connectValidate') body.error = error.message;
      break;
    case 'authentication':
      body = { message: error.message, code: options.code };
      break;
    case 'not_found':
      body = { message: error.message, id: options.id ?? null };
      break;
    case 'conflict':
      body = { error: 'conflict', message: error.message, ...(options.extra ?? {}) };
      break;
    default:
      body = { message: error.message };
  }
  if (options.oauthError) {
    // RFC 6749 §5.2 on the token endpoint, beside our own fields.
    body = { error: options.oauthError, error_description: error.message, ...body };
  }
  if (options.challenge) headers['WWW-Authenticate'] = wwwAuthenticate(options.challenge);
  return { status, body, headers };
}

export function sendReply(res: Response, reply: RestReply): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.status(reply.status).json(reply.body);
}

/** Anything that is not an AppError is a bug: log it, answer a bare 500 without details. */
export function unexpectedReply(error: unknown, logger: Logger): RestReply {
  logger.error({ err: error }, 'unexpected error');
  return { status: 500, body: { message: 'Error' } };
}

export function replyFor(error: unknown, logger: Logger, operationId?: string): RestReply {
  return error instanceof AppError ? errorReply(error, operationId) : unexpectedReply(error, logger);
}
