// `npm start`: read config, open the store (migrations run), serve, and introduce ourselves.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { ensureDemoClient } from './modules/clients/demo-client';
import { startServer } from './server';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running.services;
  logger.info({ url: running.url, store: running.store.kind }, 'Staffbridge is listening');
  const demo = await ensureDemoClient(running.services, running.url);
  if (demo?.created) logger.info({ client_id: demo.client_id }, 'created a demo client');
  // For the person at the terminal, not for log processors.
  if (config.logLevel !== 'silent') process.stdout.write(startBanner(config, running.url, demo));

  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
