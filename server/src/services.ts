// Builds the core once; both doors and the jobs use these same instances.
import type { Config } from './config';
import { systemClock, type Clock } from './core/clock';
import { Sealer } from './core/crypto';
import { createLogger, type Logger } from './core/logger';
import type { Store } from './db/data-source';
import { ClientsService } from './modules/clients/clients.service';
import { WebhookTargetPolicy } from './modules/clients/webhook-target';
import { ConnectValidateService } from './modules/connect/validate.service';
import { AccessService } from './modules/tokens/access.service';
import { ManagementService } from './modules/tokens/management.service';
import { TokenExchangeService } from './modules/tokens/token-exchange.service';
import { ConnectAuthorizeService } from './modules/connect/authorize.service';
import { ConnectorRegistry } from './connectors/registry';
import { allConnectors } from './connectors/all';

export interface Services {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  sealer: Sealer;
  clients: ClientsService;
  connectValidate: ConnectValidateService;
  access: AccessService;
  connectors: ConnectorRegistry;
  connectAuthorize: ConnectAuthorizeService;
  tokenExchange: TokenExchangeService;
  management: ManagementService;
}

export interface ServiceOptions {
  clock?: Clock;
  logger?: Logger;
}

export function createServices(config: Config, store: Store, options: ServiceOptions = {}): Services {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(config.logLevel);
  const sealer = new Sealer(config.encryptionKey);
  const clients = new ClientsService(store.dataSource, sealer, new WebhookTargetPolicy(config.webhookAllowPrivate));
  const connectValidate = new ConnectValidateService(clients);
  const connectors = new ConnectorRegistry(config, clock, allConnectors(store.dataSource));
  return {
    config,
    store,
    clock,
    logger,
    sealer,
    clients,
    connectValidate,
    access: new AccessService(store.dataSource),
    connectors,
    connectAuthorize: new ConnectAuthorizeService(store.dataSource, connectValidate, connectors, sealer, clock, logger),
    tokenExchange: new TokenExchangeService(store.dataSource, clients, sealer, clock),
    management: new ManagementService(store.dataSource, clients, clock),
  };
}
