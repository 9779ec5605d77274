import { listProviders } from '../../modules/connect/providers.service';
import { queryString, type RestHandler } from '../request';

export const listProvidersHandler: RestHandler = async ({ c }) => ({
  body: listProviders({
    mode: queryString(c, 'mode'),
    client_id: queryString(c, 'client_id'),
    sandbox: queryString(c, 'sandbox'),
    tags: queryString(c, 'tags'),
  }),
});
