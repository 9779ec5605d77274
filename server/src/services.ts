// Builds the core once; both doors and the jobs use these same instances.
import type { Config } from './config';
import { systemClock, type Clock } from './core/clock';
import { Sealer } from './core/crypto';
import { createLogger, type Logger } from './core/logger';
import type { Resolver } from './core/public-address';
import type { Store } from './db/data-source';
import { ClientsService } from './modules/clients/clients.service';
import { WebhookTargetPolicy } from './modules/clients/webhook-target';
import { ConnectValidateService } from './modules/connect/validate.service';
import { ProvidersService } from './modules/connect/providers.service';
import { CallerService } from './modules/auth/caller.service';
import { ManagementService } from './modules/tokens/management.service';
import { ConnectionsService } from './modules/connections/connections.service';
import { TokenExchangeService } from './modules/tokens/token-exchange.service';
import { ConnectAuthorizeService } from './modules/connect/authorize.service';
import { ConnectorRegistry } from './connectors/registry';
import { allConnectors } from './connectors/registry';
import { firstSyncJob } from './jobs/first-sync.job';
import { syncReconcileJob } from './jobs/sync-reconcile.job';
import { JobQueue } from './jobs/queue';
import { createHrServices, type HrServices } from './modules/hr/hr-services';
import { FIRST_SYNC_JOB, SYNC_RECONCILE_JOB, SyncService } from './modules/sync/sync.service';
import { SYNC_DEADLINE_MS } from './modules/sync/sync-state';
import { RateLimitService } from './modules/rate-limit/rate-limit.service';
import { counterSql, RateLimitStore } from './modules/rate-limit/rate-limit.store';
import { createWebhookServices, type WebhookServices } from './modules/webhooks/webhook-services';
import { createOAuthModule, type OAuthService } from './modules/oauth/oauth-module';

export interface Services {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  sealer: Sealer;
  clients: ClientsService;
  /** The provider catalogue as this server offers it (client id lists, availability). */
  providers: ProvidersService;
  connectValidate: ConnectValidateService;
  /** Turns what a door read off a request into its Caller (one per request). */
  callers: CallerService;
  connectors: ConnectorRegistry;
  connectAuthorize: ConnectAuthorizeService;
  tokenExchange: TokenExchangeService;
  management: ManagementService;
  /** A client's connections as its console shows them (HTTP Basic). */
  connections: ConnectionsService;
  jobs: JobQueue;
  sync: SyncService;
  hr: HrServices;
  webhooks: WebhookServices;
  rateLimits: RateLimitService;
  /** The OAuth popup providers' start and callback (SPEC §2 "Connect HERE"). */
  oauth: OAuthService;
}

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
  /** DNS resolution for webhook targets (tests: a name that re-resolves elsewhere, DNS rebinding). */
  resolve?: Resolver;
}

export function createServices(config: Config, store: Store, options: ServiceOptions = {}): Services {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const sealer = new Sealer(config.encryptionKey);
  const clients = new ClientsService(store.dataSource, sealer, new WebhookTargetPolicy(config.webhookAllowPrivate, options.resolve));
  const oauth = createOAuthModule(config, store.dataSource, sealer, clock);
  const connectors = new ConnectorRegistry(config, clock, allConnectors(store.dataSource), oauth.forConnectors);
  const providers = new ProvidersService(config, { connectors, oauthConfigured: (id) => oauth.apps.resolve(id).ok });
  const connectValidate = new ConnectValidateService(clients, providers);
  const jobs = new JobQueue(store, config, logger);
  // PGlite has one session; on Postgres two transactions of a sync at once keep both a core of the database
  // and this process busy (bench/first-sync.mjs).
  const sync = new SyncService(store.dataSource, connectors, sealer, clock, logger, jobs, {
    parallelism: store.kind === 'postgres' ? 3 : 1,
    gathersStatistics: store.kind === 'postgres',
  });
  // A sync's provider calls end by its deadline; pg-boss must not hand the job to another worker before that.
  const FIRST_SYNC_EXPIRY_SECONDS = SYNC_DEADLINE_MS / 1000 + 300;
  jobs.define(FIRST_SYNC_JOB, firstSyncJob(store.dataSource, sync, logger), { policy: 'singleton', expireInSeconds: FIRST_SYNC_EXPIRY_SECONDS });
  const reconcileCron = config.syncReconcileCron;
  jobs.define(SYNC_RECONCILE_JOB, syncReconcileJob(sync), { cron: reconcileCron ?? undefined, atStart: reconcileCron !== null });
  const tokenExchange = new TokenExchangeService(store.dataSource, clients, sealer, clock);
  tokenExchange.onConnectionMade((connectionId) => sync.enqueueFirstSync(connectionId));
  return {
    config,
    store,
    clock,
    logger,
    sealer,
    clients,
    providers,
    connectValidate,
    callers: new CallerService(store.dataSource, clients, config.adminApiKey),
    connectors,
    connectAuthorize: new ConnectAuthorizeService(store.dataSource, connectValidate, connectors, sealer, clock, logger),
    tokenExchange,
    management: new ManagementService(store.dataSource, clock),
    connections: new ConnectionsService(store.dataSource, clock, config.changeCheckCron),
    jobs,
    sync,
    hr: createHrServices(store.dataSource, connectors, sync, clock),
    rateLimits: new RateLimitService(config.rateLimits, new RateLimitStore(counterSql(store)), logger),
    webhooks: createWebhookServices({ config, dataSource: store.dataSource, clients, connectors, sealer, jobs, sync, logger, resolve: options.resolve }),
    oauth: oauth.service(clients, connectors),
  };
}
