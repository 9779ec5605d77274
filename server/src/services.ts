// Builds the core once; both doors and the jobs use these same instances.
import type { Config } from './config';
import { systemClock, type Clock } from './core/clock';
import { Sealer } from './core/crypto';
import { createLogger, type Logger } from './core/logger';
import type { Store } from './db/data-source';
import { ClientsService } from './modules/clients/clients.service';
import { WebhookTargetPolicy } from './modules/clients/webhook-target';
import { ConnectValidateService } from './modules/connect/validate.service';

export interface Services {
  config: Config;
  store: Store;
  clock: Clock;
  logger: Logger;
  sealer: Sealer;
  clients: ClientsService;
  connectValidate: ConnectValidateService;
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
  return {
    config,
    store,
    clock,
    logger,
    sealer,
    clients,
    connectValidate: new ConnectValidateService(clients),
  };
}
