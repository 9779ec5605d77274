// A connection and its Bearer token written straight into the store (no connect flow), optionally with
// its data synced from a snapshot, so data API tests start from a known company.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RemoteSnapshot } from '../../server/src/model';
import { hrFixture } from './hr-fixture';
import { dist, startServer, type TestServer } from './server';

export type SeedMode = 'xhr' | 'official';

export const DATA_RESOURCES = {
  xhr: ['company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries', 'timesheets', 'work-locations', 'payruns', 'payruns/{payrun_id}'],
  official: ['company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries', 'timesheets', 'work-locations'],
};

export interface SeedOptions {
  mode?: SeedMode;
  /** Resources (`employees`) or full scopes; default: every scope of the mode. */
  scopes?: string[];
  /** Size of the fixture company (ignored when `snapshot` is given). */
  employees?: number;
  snapshot?: RemoteSnapshot;
  /** false: leave the connection pending (no data yet). */
  sync?: boolean;
  provider?: string;
  tokenCreatedAt?: Date;
}

export interface Seeded {
  token: string;
  headers: Record<string, string>;
  connectionId: string;
  clientPk: string;
  mode: SeedMode;
  snapshot: RemoteSnapshot;
  connection: any;
}

export async function seedConnection(server: TestServer, options: SeedOptions = {}): Promise<Seeded> {
  const { ConnectionEntity, AccessTokenEntity } = dist('db/entities');
  const mode = options.mode ?? 'xhr';
  const scopes = (options.scopes ?? DATA_RESOURCES[mode]).map((s) => (s.startsWith('2023-03-01/') ? s : `2023-03-01/${mode}/${s}`));
  const snapshot = options.snapshot ?? hrFixture(options.employees ?? 12);
  const client = await server.createClient();
  const dataSource = server.store.dataSource;
  const [{ id: clientPk }] = await dataSource.query('SELECT id FROM client WHERE client_id = $1', [client.clientId]);
  const connectionId = randomUUID();
  const employees = String(snapshot.employees?.length ?? 25);
  const connection = dataSource.getRepository(ConnectionEntity).create({
    id: connectionId,
    clientPk,
    provider: options.provider ?? 'sandbox',
    mode,
    scopes,
    entityId: 'sbx-northwind',
    entityName: 'Northwind Trading Ltd',
    credentialsCiphertext: server.services.sealer.sealJson({ login: 'sandbox_user', employees }, connectionId),
    syncStatus: 'pending',
    syncError: null,
    syncedAt: null,
    disconnectedAt: null,
  });
  await dataSource.getRepository(ConnectionEntity).insert(connection);
  const token = randomBytes(32).toString('base64url');
  await dataSource.getRepository(AccessTokenEntity).insert({
    id: randomUUID(),
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
    tokenHint: token.slice(-4),
    connectionId,
    clientPk,
    codeHash: null,
    scopes,
    ...(options.tokenCreatedAt ? { createdAt: options.tokenCreatedAt } : {}),
  });
  if (options.sync !== false) await server.services.sync.storeSnapshot(connection, snapshot);
  return { token, headers: { authorization: `Bearer ${token}` }, connectionId, clientPk, mode, snapshot, connection };
}

/** A fresh token for an existing connection with other scopes (scope tests). */
export async function tokenFor(server: TestServer, seeded: Seeded, resources: string[]): Promise<Record<string, string>> {
  const { AccessTokenEntity } = dist('db/entities');
  const token = randomBytes(32).toString('base64url');
  await server.store.dataSource.getRepository(AccessTokenEntity).insert({
    id: randomUUID(),
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
    tokenHint: token.slice(-4),
    connectionId: seeded.connectionId,
    clientPk: seeded.clientPk,
    codeHash: null,
    scopes: resources.map((r) => (r.startsWith('2023-03-01/') ? r : `2023-03-01/${seeded.mode}/${r}`)),
  });
  return { authorization: `Bearer ${token}` };
}

/**
 * The file's server, started before its tests (then a connection seeded for each of `seeds`, in order) and closed after
 * them. The fields are set by that beforeAll: read them inside tests and later hooks.
 */
export function useSeededServer<K extends string>(seeds: Record<K, SeedOptions>): { server: TestServer } & Record<K, Seeded> {
  const world = {} as { server: TestServer } & Record<K, Seeded>;
  beforeAll(async () => {
    world.server = await startServer();
    for (const name of Object.keys(seeds) as K[]) (world as Record<K, Seeded>)[name] = await seedConnection(world.server, seeds[name]);
  });
  afterAll(async () => {
    await world.server?.close();
  });
  return world;
}
