import type { RestHandler } from '../request';
import { connectValidate } from './connect.handler';
import { listProvidersHandler } from './providers.handler';

/** operationId (schema/openapi.yaml) -> handler. Operations not listed answer 501 until built. */
export const restHandlers: Record<string, RestHandler> = {
  connectValidate,
  listProviders: listProvidersHandler,
};
