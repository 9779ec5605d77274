import type { RestHandler } from '../request';

export const connectValidate: RestHandler = async ({ req, services }) => ({
  body: await services.connectValidate.validate(req.body ?? {}),
});

export const connectAuthorize: RestHandler = async ({ req, services }) => ({
  body: await services.connectAuthorize.authorize(req.body ?? {}),
});

/** JSON or form body; client credentials in the body or as HTTP Basic (CONTRACT §4). */
export const connectToken: RestHandler = async ({ req, caller, services }) => ({
  body: await services.tokenExchange.exchange(req.body ?? {}, caller.basic),
  headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache' },
});
