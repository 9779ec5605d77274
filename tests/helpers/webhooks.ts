// Webhook test fixtures: a sandbox connection made through the real connect flow (so the change check
// re-syncs from the sandbox provider), its first sync awaited, and the calls tests make around it.
import { expect } from 'vitest';
import { connectSandbox, type FlowOptions } from './connect';
import { door } from './doors';
import { ADMIN_KEY, basic, bearer, type CreatedClient, type TestServer } from './server';

/** What the door helpers need of a server: works for in-process servers and child processes alike. */
export type Doors = Pick<TestServer, 'rest' | 'gql'>;

export interface SandboxConnection {
  token: string;
  headers: Record<string, string>;
}

export async function connectAndSync(server: Doors, client: CreatedClient, options: FlowOptions = {}): Promise<SandboxConnection> {
  const { token } = await connectSandbox(door(server as TestServer, 'rest'), client, { variant: '+nomfa+single+employees=6', ...options });
  const headers = bearer(token);
  await waitUntil(async () => (await server.rest('GET', '/2023-03-01/xhr/employees', { headers })).status === 200, 30_000, 'first sync');
  return { token, headers };
}

export async function runChangeCheck(server: Doors): Promise<number> {
  const res = await server.gql<{ runChangeCheck: number }>('mutation { runChangeCheck }', {}, { 'x-admin-key': ADMIN_KEY });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.runChangeCheck;
}

export const DELIVERIES = `query($status: WebhookDeliveryStatus, $first: Int) {
  webhookDeliveries(status: $status, first: $first) {
    id connectionId status createdAt added removed updated nextAttemptAt finishedAt
    attempts { attempt attemptedAt url statusCode latencyMs error }
  }
}`;

export async function deliveries(server: Doors, client: CreatedClient, variables: Record<string, unknown> = {}): Promise<any[]> {
  const res = await server.gql(DELIVERIES, variables, basic(client.clientId, client.clientSecret));
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.webhookDeliveries;
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000, label = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${label} not met after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
