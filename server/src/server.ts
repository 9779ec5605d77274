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
  const { app, stop } = await createApp(services);
  const server = http.createServer(app);
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
      await store.close();
    },
  };
}
