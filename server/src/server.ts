// One Staffbridge instance: store, services, HTTP. Used by main.ts and by the tests.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp } from './app';
import type { Config } from './config';
import { openStore, type Store } from './db/data-source';
import { createServices, type ServiceOptions, type Services } from './services';

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  store: Store;
  close(): Promise<void>;
}

export async function startServer(config: Config, options: ServiceOptions = {}): Promise<RunningServer> {
  const store = await openStore(config);
  const services = createServices(config, store, options);
  // Background jobs (the first sync of new connections) run in this process unless RUN_JOBS=off.
  // A fleet's instances set up the shared queues one after the other (pg-boss deadlocks otherwise).
  if (config.runJobs) await store.exclusive('jobs', () => services.jobs.start({ work: true }));
  const { app, stop } = await createApp(services);
  const server = http.createServer(app);
  // Idle keep-alive sockets outlive the client's own timeout (undici: 4 s), so the server is never the
  // one to close a socket a client is reusing; with a busy event loop (a 30 MB list, a long sync) the
  // default 5 s made late timers close sockets that already carried a request (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    services,
    store,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stop();
      await services.jobs.stop();
      await store.close();
    },
  };
}
