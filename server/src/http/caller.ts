// The HTTP edge of the Caller: what both doors read off a request, once, before anything else runs.
import type { Request } from 'express';
import type { Caller } from '../modules/auth/caller';
import type { CallerService } from '../modules/auth/caller.service';

export function callerOf(callers: CallerService, req: Request): Caller {
  return callers.resolve({
    authorization: req.header('authorization'),
    adminKey: req.header('x-admin-key'),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  });
}
