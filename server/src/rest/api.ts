// The REST door: openapi-backend routes /2023-03-01/* by schema/openapi.yaml, validates requests,
// and hands each operation to a thin handler that calls the same core the GraphQL resolvers call.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import type { ErrorObject } from 'ajv';
import { Router, type Request, type Response } from 'express';
import OpenAPIBackend, { type Context, type Document, type Operation, type Request as ApiRequest } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';
import { AppError, validationError } from '../core/errors';
import { callerOf } from '../http/caller';
import type { Caller } from '../modules/auth/caller';
import type { Services } from '../services';
import { errorReply, replyFor, sendReply } from './errors';
import { restHandlers } from './handlers';
import { DATA_OPERATIONS } from './handlers/data-operations';
import type { RestHandler } from './request';
import { rememberRouting } from './routing-cache';
import { sendJsonList } from './json-list-response';
import { JsonList } from '../modules/hr/json-list';
import { endpointForOperation } from '../modules/rate-limit/endpoints';
import { rateLimitedError, rateLimitHeaders } from '../modules/rate-limit/rate-limit.service';

export const API_PREFIX = '/2023-03-01';
export const PATH_NOT_DECODABLE = 'the path is not valid percent-encoded UTF-8';
export const OPENAPI_PATH = path.resolve(__dirname, '../../../schema/openapi.yaml');

/** Operations whose body the core validates itself, with the spec's exact messages (SPEC §5). */
const CORE_VALIDATED = new Set(['connectValidate', 'connectAuthorize', 'connectToken', 'updateManagementClient', ...DATA_OPERATIONS]);

let document: Document | undefined;
export function openApiDocument(): Document {
  document ??= parseYaml(readFileSync(OPENAPI_PATH, 'utf8')) as Document;
  return document;
}

export async function createRestRouter(services: Services): Promise<Router> {
  const api = new OpenAPIBackend({
    definition: structuredClone(openApiDocument()),
    apiRoot: '/',
    // quick: openapi-backend's definition check only knows OpenAPI 3.0 (openapistack/openapi-backend#532);
    // `npx redocly lint` checks the 3.1 document instead (a test runs it).
    quick: true,
    strict: true,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });

  type Door = (c: Context, req: Request, res: Response, caller: Caller) => Promise<void>;
  const run = (operationId: string, handler: RestHandler): Door => async (c, req, res, caller) => {
    try {
      const result = await handler({ c, req, caller, services });
      for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, value);
      if (result.body instanceof JsonList) return await sendJsonList(res, result.status ?? 200, result.body, () => req.log);
      res.status(result.status ?? 200).json(result.body);
    } catch (error) {
      sendReply(res, replyFor(error, req.log, operationId));
    }
  };

  await api.init();
  rememberRouting(api);

  // SPEC §9: every call of an operation is counted (the same counter as its GraphQL field) before anything else.
  // The caller is resolved here, once: the limiter and the handler share it.
  type Limited = (c: Context, req: Request, res: Response) => Promise<void>;
  const limited = (operationId: string, door: Door): Limited => async (c, req, res) => {
    const caller = callerOf(services.callers, req);
    try {
      const decision = await services.rateLimits.check(endpointForOperation(operationId), caller);
      if (decision) for (const [name, value] of Object.entries(rateLimitHeaders(decision))) res.setHeader(name, value);
      if (decision && !decision.allowed) return sendReply(res, replyFor(rateLimitedError(decision), req.log, operationId));
    } catch (error) {
      return sendReply(res, replyFor(error, req.log, operationId));
    }
    return door(c, req, res, caller);
  };

  const handlers: Record<string, Limited> = {};
  for (const operation of api.getOperations()) {
    const id = operation.operationId!;
    const handler = restHandlers[id];
    handlers[id] = limited(
      id,
      handler
        ? run(id, handler)
        : async (_c, req, res) => sendReply(res, replyFor(new AppError('not_implemented', `${id} is not implemented yet`), req.log)),
    );
  }

  const refuseInvalid = async (c: Context, req: Request, res: Response) => {
    const id = c.operation.operationId!;
    if (CORE_VALIDATED.has(id)) return handlers[id](c, req, res);
    return limited(id, async () => sendReply(res, replyFor(ajvToValidationError(c.validation.errors ?? []), req.log, id)))(c, req, res);
  };

  /**
   * openapi-backend's routing and validation, without its handleRequest: that parsed each request three times
   * (before routing, after it, and again to validate) and ran the document's security schemes through promises
   * for nothing (authentication is the core's job, the same code serves GraphQL; the document only describes it).
   */
  const dispatch = async (req: Request, res: Response) => {
    const request: ApiRequest = { method: req.method, path: req.path, query: req.query as Record<string, string | string[]>, body: req.body, headers: req.headers as Record<string, string> };
    let operation: Operation;
    try {
      operation = api.router.matchOperation(request, true)!;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('405')) {
        return res.status(405).json({ message: `method ${req.method} is not allowed on ${API_PREFIX}${req.path}` });
      }
      return res.status(404).json({ message: `no such path: ${req.method} ${API_PREFIX}${req.path}`, id: req.path });
    }
    const c = { api, operation, request: api.router.parseRequest(request, operation), validation: api.validator.validateRequest(request, operation) } as Context;
    return c.validation.errors ? refuseInvalid(c, req, res) : handlers[operation.operationId!](c, req, res);
  };

  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  router.use((req, res, next) => {
    // openapi-backend decodes path parameters and throws on a malformed escape (`%ff`, a lone `%`).
    if (!isDecodable(req.path)) return sendReply(res, errorReply(validationError(PATH_NOT_DECODABLE, 'path', 'encoding')));
    next();
  });
  router.use(dispatch);
  return router;
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The first schema failure as our 400 body: which field, which rule. */
export function ajvToValidationError(errors: ErrorObject[]): AppError {
  const error = errors[0];
  if (!error) return validationError('invalid request', null, 'invalid');
  const location = error.instancePath.split('/').filter(Boolean);
  // openapi-backend validates { path, query, headers, requestBody } as one object.
  const scope = location.shift();
  let field = location.join('.');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    field = field ? `${field}.${missing}` : missing;
    return validationError(`${field} is required`, field, 'required');
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: string }).additionalProperty ?? '');
    field = field ? `${field}.${extra}` : extra;
    return validationError(`${field} is not allowed`, field, 'additional');
  }
  const label = field || (scope === 'requestBody' ? 'body' : scope ?? 'request');
  return validationError(`${label} ${error.message ?? 'is invalid'}`, field || null, error.keyword);
}
