import type { RestHandler } from '../request';

export const connectValidate: RestHandler = async ({ req, services }) => ({
  body: await services.connectValidate.validate(req.body ?? {}),
});
