import { queryString, type RestHandler } from '../request';

export const listProvidersHandler: RestHandler = async ({ c, services }) => ({
  body: services.providers.list({
    mode: queryString(c, 'mode'),
    client_id: queryString(c, 'client_id'),
    sandbox: queryString(c, 'sandbox'),
    tags: queryString(c, 'tags'),
  }),
});
