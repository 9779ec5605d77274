import type { RestHandler } from '../request';
import { connectAuthorize, connectToken, connectValidate } from './connect.handler';
import { dataHandlers } from './data-operations';
import * as management from './management.handler';
import { listProvidersHandler } from './providers.handler';

/** operationId (schema/openapi.yaml) -> handler. Operations not listed answer 501 until built. */
export const restHandlers: Record<string, RestHandler> = {
  connectValidate,
  connectAuthorize,
  connectToken,
  listProviders: listProvidersHandler,
  ...management,
  ...dataHandlers,
};
