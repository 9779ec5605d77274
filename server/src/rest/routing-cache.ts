// openapi-backend rebuilds its list of operations (lodash chains over the whole document) on every call of
// getOperations, and matchOperation calls it twice per request, then compiles a RegExp per path template:
// about a tenth of a 25-employee list's CPU time. The document never changes after init, so both are
// remembered here: the operations once, and each method + path that matched (bounded: ids make paths many).
import type OpenAPIBackend from 'openapi-backend';
import type { Operation, Request as ApiRequest } from 'openapi-backend';

const MAX_REMEMBERED_PATHS = 10_000;

export function rememberRouting(api: OpenAPIBackend): void {
  const router = api.router;
  const operations = router.getOperations();
  router.getOperations = () => operations;
  const match = router.matchOperation.bind(router) as (req: ApiRequest, strict?: boolean) => Operation | undefined;
  const matched = new Map<string, Operation>();
  router.matchOperation = ((req: ApiRequest, strict?: boolean) => {
    const key = `${req.method.trim().toLowerCase()} ${(req.path ?? '').trim().split('?')[0]}`;
    const known = matched.get(key);
    if (known) return known;
    // Failures (404, 405) are not remembered: they throw or return undefined as before.
    const operation = match(req, strict);
    if (operation) {
      if (matched.size >= MAX_REMEMBERED_PATHS) matched.clear();
      matched.set(key, operation);
    }
    return operation;
  }) as typeof router.matchOperation;
}
