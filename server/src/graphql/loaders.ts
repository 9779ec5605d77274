// Per-request DataLoaders: every employee field that points elsewhere (manager, work location, groups)
// is batched into one statement per kind for the whole response, whatever the page size; so are the
// bodies of a page of webhook deliveries.
import DataLoader from 'dataloader';
import type { EmployeeManager, Group, WorkLocation } from '../model';
import type { Services } from '../services';

export interface Loaders {
  manager: DataLoader<string, EmployeeManager | null>;
  workLocation: DataLoader<string, WorkLocation | null>;
  groups: DataLoader<string, Group[]>;
  /** By delivery id: the body sent (ids come from a list already limited to the caller's deliveries). */
  webhookBody: DataLoader<string, string | null>;
}

export function createLoaders(services: Pick<Services, 'hr' | 'webhooks'>): Loaders {
  const { refs } = services.hr;
  return {
    manager: new DataLoader(async (ids) => {
      const found = await refs.managers(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    workLocation: new DataLoader(async (ids) => {
      const found = await refs.workLocations(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    groups: new DataLoader(async (employeeIds) => {
      const found = await refs.groups({ employeeIds });
      return employeeIds.map((id) => found.get(id) ?? []);
    }),
    webhookBody: new DataLoader(async (ids) => {
      const found = await services.webhooks.endpoint.bodies(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
  };
}
