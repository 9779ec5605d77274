import type { RestHandler } from '../request';

export const getManagementClient: RestHandler = async ({ caller, services }) => ({
  body: services.clients.view(await caller.requireClient()),
});

export const updateManagementClient: RestHandler = async ({ caller, req, services }) => ({
  body: await services.clients.update(await caller.requireClient(), req.body ?? {}),
});

export const listManagementTokens: RestHandler = async ({ caller, services }) => ({
  body: await services.management.listTokens(await caller.requireClient()),
});

export const createManagementToken: RestHandler = async ({ caller, services }) => ({
  status: 201,
  body: await services.management.newToken(await caller.requireToken()),
  headers: { 'Cache-Control': 'no-store' },
});

export const introspectToken: RestHandler = async ({ caller, services }) => ({
  body: await services.management.introspect(await caller.requireToken()),
});

export const disconnect: RestHandler = async ({ caller, services }) => ({
  body: await services.management.disconnect(await caller.requireToken()),
});
