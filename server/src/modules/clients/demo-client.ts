// First start with an empty store: a demo client and a ready sandbox connect URL (CONTRACT §1).
import { ClientEntity } from '../../db/entities';
import type { Services } from '../../services';

export interface DemoClient {
  client_id: string;
  client_secret: string;
  connect_url: string;
}

export async function ensureDemoClient(services: Services, baseUrl: string): Promise<DemoClient | null> {
  if ((await services.store.dataSource.getRepository(ClientEntity).count()) > 0) return null;
  const redirectUri = `${baseUrl}/demo/callback`;
  const created = await services.clients.create({ name: 'Demo App', redirectUris: [redirectUri] });
  const query = new URLSearchParams({
    client_id: created.clientId,
    redirect_uri: redirectUri,
    scope: '2023-03-01/xhr/company 2023-03-01/xhr/employees 2023-03-01/xhr/identity',
    mode: 'xhr',
    provider: 'sandbox',
    sandbox: 'true',
    app_type: 'ssr',
    state: 'demo',
  });
  return { client_id: created.clientId, client_secret: created.clientSecret, connect_url: `${baseUrl}/?${query}` };
}
