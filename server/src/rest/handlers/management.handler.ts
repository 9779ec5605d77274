import type { RestHandler } from '../request';

const authorization = (call: Parameters<RestHandler>[0]) => call.req.header('authorization');

export const getManagementClient: RestHandler = async (call) => {
  const client = await call.services.management.authenticateClient(authorization(call));
  return { body: call.services.clients.view(client) };
};

export const updateManagementClient: RestHandler = async (call) => {
  const client = await call.services.management.authenticateClient(authorization(call));
  return { body: await call.services.clients.update(client, call.req.body ?? {}) };
};

export const listManagementTokens: RestHandler = async (call) => {
  const client = await call.services.management.authenticateClient(authorization(call));
  return { body: await call.services.management.listTokens(client) };
};

export const createManagementToken: RestHandler = async (call) => {
  const grant = await call.services.access.authenticate(authorization(call));
  return { status: 201, body: await call.services.management.newToken(grant), headers: { 'Cache-Control': 'no-store' } };
};

export const introspectToken: RestHandler = async (call) => {
  const grant = await call.services.access.authenticate(authorization(call));
  return { body: await call.services.management.introspect(grant) };
};

export const disconnect: RestHandler = async (call) => {
  const grant = await call.services.access.authenticate(authorization(call));
  return { body: await call.services.management.disconnect(grant) };
};
