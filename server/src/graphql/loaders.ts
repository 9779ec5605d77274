// Per-request DataLoaders: the bodies of a page of webhook deliveries are read in one statement, whatever
// the page size. (Employees need none: they come with their manager, work location and groups.)
import DataLoader from 'dataloader';
import type { Services } from '../services';

export interface Loaders {
  /** By delivery id: the body sent (ids come from a list already limited to the caller's deliveries). */
  webhookBody: DataLoader<string, string | null>;
}

export function createLoaders(services: Pick<Services, 'webhooks'>): Loaders {
  return {
    webhookBody: new DataLoader(async (ids) => {
      const found = await services.webhooks.endpoint.bodies(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
