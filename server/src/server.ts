// One Staffbridge instance: store, services, HTTP. Used by main.ts and by the tests.
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { createApp } from './app';
import type { Config } from './config';
import { openStore, storeName, type Store } from './db/data-source';
import { assertStoreKey } from './db/key-check';
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
  let services: Services;
  try {
    services = createServices(config, store, options);
    await assertStoreKey(store.dataSource, services.sealer, storeName(config));
  } catch (error) {
    await store.close();
    throw error;
  }
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
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const at = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // The CLI on this machine reaches us by address: `localhost` may resolve to ::1 where we listen on IPv4 only.
  store.announce(at(anyAddress ? '127.0.0.1' : config.host));
  return {
    url: at(anyAddress ? 'localhost' : config.host),
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
