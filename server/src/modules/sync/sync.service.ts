// Pulls a connection's data through its connector and stores it: one transaction per resource, set-based
// writes (see bulk.ts), our ids kept stable across syncs. Connection.syncStatus goes
// pending -> running -> ready | failed; data calls answer 202 until the first sync is ready.
import type { DataSource, EntityManager } from 'typeorm';
import type { ConnectionAccess, Connector, ConnectorContext } from '../../connectors/connector';
import type { Clock } from '../../core/clock';
import type { Sealer } from '../../core/crypto';
import { isAppError } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { ConnectionEntity } from '../../db/entities';
import type { Mode, RemoteCompany, RemoteIdentity, RemoteSnapshot } from '../hr/model';
import { connectionAccess } from './connection-access';
import { syncPlan, type SyncPart } from './sync-plan';
import { writeEmployees } from './write-employees';
import { writeCompany, writeGroups, writeIdentity, writeWorkLocations } from './write-org';
import { writePayruns, writePayslips } from './write-payroll';
import { writeTimeOffBalances, writeTimeOffEntries, writeTimesheets } from './write-time';

/** What the sync needs of the connector registry. */
export interface ConnectorLookup {
  get(provider: string, mode?: Mode): Connector;
  context(provider: string): ConnectorContext;
}

/** What the sync needs of the job queue. */
export interface JobSender {
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<unknown>;
}

export const FIRST_SYNC_JOB = 'first-sync';

export interface SyncReport {
  /** Per part: records stored, records skipped (unknown references), fetch and store milliseconds. */
  parts: Partial<Record<SyncPart, { stored: number; skipped: number; fetchMs: number; storeMs: number }>>;
}

/** A part's records, or undefined when the provider does not offer it. */
type Source = (part: SyncPart) => Promise<unknown>;

export class SyncService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly connectors: ConnectorLookup,
    private readonly sealer: Sealer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly jobs: JobSender,
  ) {}

  private readonly employeeListeners: Array<(m: EntityManager, connectionId: string) => Promise<void>> = [];

  /** Runs inside the transaction that stores a connection's employees (the change check's baseline). */
  onEmployeesStored(listener: (m: EntityManager, connectionId: string) => Promise<void>): void {
    this.employeeListeners.push(listener);
  }

  /** Called when a token exchange made a connection: the first sync runs as a job. */
  async enqueueFirstSync(connectionId: string): Promise<void> {
    // singleton queue + key: never two syncs of one connection at once.
    await this.jobs.send(FIRST_SYNC_JOB, { connectionId }, { singletonKey: connectionId });
  }

  /** Pulls everything the connection's scopes allow from its provider. Throws (after marking failed) on error. */
  async syncConnection(connection: ConnectionEntity): Promise<SyncReport> {
    const mode = connection.mode as Mode;
    return this.run(connection, async () => {
      const connector = this.connectors.get(connection.provider, mode);
      const ctx = this.connectors.context(connection.provider);
      const access = connectionAccess(this.dataSource, this.sealer, connection);
      return (part) => fetchPart(connector, part, access, ctx);
    });
  }

  /** Stores a snapshot as if the provider had returned it (seeding, tests); absent parts are left alone. */
  async storeSnapshot(connection: ConnectionEntity, snapshot: RemoteSnapshot): Promise<SyncReport> {
    return this.run(connection, async () => async (part) => snapshot[part]);
  }

  private async run(connection: ConnectionEntity, open: () => Promise<Source>): Promise<SyncReport> {
    const repo = this.dataSource.getRepository(ConnectionEntity);
    await repo.update({ id: connection.id }, { syncStatus: 'running', syncError: null });
    const started = Date.now();
    const report: SyncReport = { parts: {} };
    try {
      const source = await open();
      for (const part of syncPlan(connection.scopes)) {
        const fetched = Date.now();
        const data = await source(part);
        if (data === undefined) continue; // the provider does not offer it
        const stored = Date.now();
        const result = await this.dataSource.transaction(async (m) => {
          const written = await store(m, connection.id, part, data);
          if (part === 'employees') for (const listener of this.employeeListeners) await listener(m, connection.id);
          return written;
        });
        report.parts[part] = { ...result, fetchMs: stored - fetched, storeMs: Date.now() - stored };
      }
      await repo.update({ id: connection.id }, { syncStatus: 'ready', syncError: null, syncedAt: this.clock.now() });
      this.logger.info('sync finished', { connectionId: connection.id, ms: Date.now() - started, parts: report.parts });
      return report;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.update({ id: connection.id }, { syncStatus: 'failed', syncError: message.slice(0, 1000) });
      this.logger.error('sync failed', { connectionId: connection.id, error: isAppError(error) ? message : error instanceof Error ? error.stack : message });
      throw error;
    }
  }
}

export async function fetchPart(connector: Connector, part: SyncPart, access: ConnectionAccess, ctx: ConnectorContext): Promise<unknown> {
  const fetchers: Record<SyncPart, ((a: ConnectionAccess, c: ConnectorContext) => Promise<unknown>) | undefined> = {
    workLocations: connector.fetchWorkLocations,
    groups: connector.fetchGroups,
    employees: connector.fetchEmployees,
    company: connector.fetchCompany,
    identity: connector.fetchIdentity,
    timeOffEntries: connector.fetchTimeOffEntries,
    timeOffBalances: connector.fetchTimeOffBalances,
    timesheets: connector.fetchTimesheets,
    payruns: connector.fetchPayruns,
    payslips: connector.fetchPayslips,
  };
  const fetcher = fetchers[part];
  if (!fetcher) return undefined;
  try {
    return await fetcher.call(connector, access, ctx);
  } catch (error) {
    // A provider that turns out not to offer a resource: nothing to store, the rest still syncs.
    if (isAppError(error) && error.kind === 'not_implemented') return undefined;
    throw error;
  }
}

async function store(m: EntityManager, connectionId: string, part: SyncPart, data: unknown): Promise<{ stored: number; skipped: number }> {
  const all = (list: unknown[]) => ({ stored: list.length, skipped: 0 });
  switch (part) {
    case 'workLocations':
      await writeWorkLocations(m, connectionId, data as NonNullable<RemoteSnapshot['workLocations']>);
      return all(data as unknown[]);
    case 'groups':
      await writeGroups(m, connectionId, data as NonNullable<RemoteSnapshot['groups']>);
      return all(data as unknown[]);
    case 'employees':
      await writeEmployees(m, connectionId, data as NonNullable<RemoteSnapshot['employees']>, { complete: true });
      return all(data as unknown[]);
    case 'company':
      await writeCompany(m, connectionId, data as RemoteCompany | null);
      return { stored: data ? 1 : 0, skipped: 0 };
    case 'identity':
      await writeIdentity(m, connectionId, data as RemoteIdentity | null);
      return { stored: data ? 1 : 0, skipped: 0 };
    case 'timeOffEntries':
      return writeTimeOffEntries(m, connectionId, data as NonNullable<RemoteSnapshot['timeOffEntries']>);
    case 'timeOffBalances':
      return writeTimeOffBalances(m, connectionId, data as NonNullable<RemoteSnapshot['timeOffBalances']>);
    case 'timesheets':
      return writeTimesheets(m, connectionId, data as NonNullable<RemoteSnapshot['timesheets']>);
    case 'payruns':
      return writePayruns(m, connectionId, data as NonNullable<RemoteSnapshot['payruns']>);
    case 'payslips':
      return writePayslips(m, connectionId, data as NonNullable<RemoteSnapshot['payslips']>);
  }
}

/** The writer of one part, for the change check (same transaction rules: the caller's EntityManager). */
export { store as storePart };
