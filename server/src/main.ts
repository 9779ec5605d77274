// `npm start`: read config, open the store (migrations run), serve, and introduce ourselves.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { ensureDemoClient } from './modules/clients/demo-client';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running.services;
  logger.info('Staffbridge is listening', { url: running.url, store: running.store.kind });
  if (config.adminApiKeyGenerated) logger.info('generated ADMIN_API_KEY for this run', { adminApiKey: config.adminApiKey });
  const demo = await ensureDemoClient(running.services, running.url);
  if (demo) logger.info('created a demo client', { ...demo });

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
