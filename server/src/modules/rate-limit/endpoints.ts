// Every endpoint of both doors and its rate-limit class (SPEC §9, CONTRACT §9). One row per
// endpoint: the REST operationId and the GraphQL root field of the same call share one counter.
// A test checks that every operationId of schema/openapi.yaml and every root field is listed here.

/** open: no credentials (15/min and 25/5 min per IP); gated: Basic or Bearer (40/min per IP, 40/5 min per client). */
export type EndpointClass = 'open' | 'gated' | 'admin';

export interface Endpoint {
  /** The counter's name: the REST operationId, or the field name when only GraphQL has it. */
  counter: string;
  kind: EndpointClass;
  operationId?: string;
  field?: string;
}

const row = (kind: EndpointClass, operationId: string | null, field: string | null): Endpoint => ({
  counter: operationId ?? field!,
  kind,
  ...(operationId ? { operationId } : {}),
  ...(field ? { field } : {}),
});

export const ENDPOINTS: readonly Endpoint[] = [
  row('open', 'connectValidate', 'validateConnect'),
  row('open', 'connectAuthorize', 'authorizeConnect'),
  row('open', 'connectToken', 'exchangeToken'),
  row('open', 'listProviders', 'providers'),
  row('open', null, 'scopes'),
  row('gated', 'getManagementClient', 'managementClient'),
  row('gated', 'updateManagementClient', 'updateManagementClient'),
  row('gated', 'listManagementTokens', 'managementTokens'),
  row('gated', 'createManagementToken', 'createManagementToken'),
  row('gated', 'introspectToken', 'introspect'),
  row('gated', 'disconnect', 'disconnect'),
  row('gated', 'getCompany', 'company'),
  row('gated', 'createEmployee', 'createEmployee'),
  row('gated', 'listEmployees', 'employees'),
  row('gated', 'listGroups', 'groups'),
  row('gated', 'getIdentity', 'identity'),
  row('gated', 'listTimeOffEntries', 'timeOffEntries'),
  row('gated', 'listTimesheets', 'timesheets'),
  row('gated', 'listTimeOffBalances', 'timeOffBalances'),
  row('gated', 'listWorkLocations', 'workLocations'),
  row('gated', 'listPayruns', 'payruns'),
  row('gated', 'getPayrun', 'payslips'),
  row('gated', null, 'webhookDeliveries'),
  // The console's calls (GET /console, HTTP Basic): GraphQL only.
  row('gated', null, 'webhookEndpoint'),
  row('gated', null, 'sendTestWebhook'),
  row('gated', null, 'redeliverWebhook'),
  row('gated', null, 'connections'),
  row('gated', null, 'disconnectConnection'),
  row('gated', null, 'createConnectionToken'),
  row('gated', null, 'sandboxConnectUrl'),
  row('gated', null, 'revokeToken'),
  row('gated', null, 'clientSecrets'),
  row('gated', null, 'rotateClientSecret'),
  row('gated', null, 'retireClientSecret'),
  // Internal tooling behind x-admin-key (CONTRACT §3): not a public endpoint, not limited.
  row('admin', null, 'createClient'),
  row('admin', null, 'runChangeCheck'),
  row('admin', null, 'clients'),
];

const byOperation = new Map(ENDPOINTS.filter((e) => e.operationId).map((e) => [e.operationId!, e]));
const byField = new Map(ENDPOINTS.filter((e) => e.field).map((e) => [e.field!, e]));

/** An operation missing from the table is gated under its own name: a new endpoint is never unlimited. */
export function endpointForOperation(operationId: string): Endpoint {
  return byOperation.get(operationId) ?? { counter: operationId, kind: 'gated', operationId };
}

export function endpointForField(field: string): Endpoint {
  return byField.get(field) ?? { counter: field, kind: 'gated', field };
}

export function isListedOperation(operationId: string): boolean {
  return byOperation.has(operationId);
}

export function isListedField(field: string): boolean {
  return byField.has(field);
}
