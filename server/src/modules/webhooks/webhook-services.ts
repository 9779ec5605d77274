// The change check and webhook delivery services, built once (services.ts), and their pg-boss jobs.
// With Postgres, every instance on the database runs the same schedules and workers and pg-boss hands
// each job to one of them; with embedded PGlite the same code runs in this one process, pg-boss going
// through the store's session lease like every other query.
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import type { Sealer } from '../../core/crypto';
import type { Logger } from '../../core/logger';
import type { Resolver } from '../../core/public-address';
import type { JobQueue } from '../../jobs/queue';
import { changeCheckHourlyJob, changeCheckJob } from '../../jobs/change-check.job';
import { webhookDeliveryJob, webhookOutboxJob, webhookPruneJob } from '../../jobs/webhook-delivery.job';
import type { ClientsService } from '../clients/clients.service';
import type { ConnectorLookup, SyncService } from '../sync/sync.service';
import { CHANGE_CHECK_HOURLY_JOB, CHANGE_CHECK_JOB, ChangeCheckService } from './change-check.service';
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_OUTBOX_JOB, WEBHOOK_PRUNE_JOB, WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookEndpointService } from './webhook-endpoint.service';
import { WebhookSender } from './webhook-sender';

export interface WebhookServices {
  changeCheck: ChangeCheckService;
  deliveries: WebhookDeliveryService;
  /** The client's endpoint: health, test events, redeliveries (the console). */
  endpoint: WebhookEndpointService;
}

export function createWebhookServices(deps: {
  config: Config;
  dataSource: DataSource;
  clients: ClientsService;
  connectors: ConnectorLookup;
  sealer: Sealer;
  jobs: JobQueue;
  sync: SyncService;
  logger: Logger;
  resolve?: Resolver;
}): WebhookServices {
  const { config, dataSource, jobs, logger } = deps;
  const sender = new WebhookSender({ timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate, resolve: deps.resolve });
  const deliveries = new WebhookDeliveryService(dataSource, deps.clients, sender, jobs, logger, {
    retryScale: config.webhookRetryScale,
    timeoutMs: config.webhookTimeoutMs,
    publicUrl: config.publicUrl,
  });
  const changeCheck = new ChangeCheckService(dataSource, deps.sync, deliveries, jobs, logger);
  deps.sync.onPartStored((m, connectionId, part) => changeCheck.onPartSynced(m, connectionId, part));

  jobs.define(CHANGE_CHECK_HOURLY_JOB, changeCheckHourlyJob(changeCheck), { cron: config.changeCheckCron ?? undefined });
  // Batches: a pg-boss worker polls once a second at most, so one job per poll would cap a process at
  // 2 checks and 4 attempts a second.
  jobs.define(CHANGE_CHECK_JOB, changeCheckJob(changeCheck, logger), { concurrency: 2, batchSize: 10 });
  // 'short': at most one waiting job per delivery (singletonKey = webhook-id).
  jobs.define(WEBHOOK_DELIVERY_JOB, webhookDeliveryJob(deliveries, logger), { policy: 'short', concurrency: 4, batchSize: 5 });
  jobs.define(WEBHOOK_OUTBOX_JOB, webhookOutboxJob(deliveries), { cron: '* * * * *', atStart: true });
  jobs.define(WEBHOOK_PRUNE_JOB, webhookPruneJob(deliveries), { cron: '23 3 * * *' });
  return { changeCheck, deliveries, endpoint: new WebhookEndpointService(dataSource, deliveries) };
}
