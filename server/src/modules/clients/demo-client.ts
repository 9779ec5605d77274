// The demo client (CONTRACT §1): created on first start with an empty store, shown again at every
// start so a newcomer always has a connect URL. Its secret is shown in full only when it is created
// (CONTRACT §4: never again); later starts show it masked.
import { ClientEntity } from '../../db/entities';
import type { Services } from '../../services';
import { sandboxConnectPath } from '../connect/connect-url';

export const DEMO_CLIENT_NAME = 'Demo App';
export const DEMO_CALLBACK_PATH = '/demo/callback';

export interface DemoClient {
  client_id: string;
  /** In full when created by this start; masked (****last4) afterwards. */
  client_secret: string;
  created: boolean;
  redirect_uri: string;
  connect_url: string;
}

/** Creates the demo client on an empty store; otherwise finds the one created earlier (or null). */
export async function ensureDemoClient(services: Services, baseUrl: string): Promise<DemoClient | null> {
  const repo = services.store.dataSource.getRepository(ClientEntity);
  if ((await repo.count()) === 0) {
    const redirectUri = `${baseUrl}${DEMO_CALLBACK_PATH}`;
    const created = await services.clients.create({ name: DEMO_CLIENT_NAME, redirectUris: [redirectUri] });
    return describe(created.clientId, created.clientSecret, true, redirectUri, baseUrl);
  }
  const earlier = (await repo.find({ where: { name: DEMO_CLIENT_NAME }, order: { createdAt: 'ASC' } })).find((client) =>
    client.redirectUris.some((uri) => uri.endsWith(DEMO_CALLBACK_PATH)),
  );
  if (!earlier) return null;
  const redirectUri = earlier.redirectUris.find((uri) => uri.endsWith(DEMO_CALLBACK_PATH))!;
  return describe(earlier.clientId, services.clients.view(earlier).client_secret[0] ?? '', false, redirectUri, new URL(redirectUri).origin);
}

function describe(clientId: string, secret: string, created: boolean, redirectUri: string, baseUrl: string): DemoClient {
  const path = sandboxConnectPath({
    clientId,
    redirectUri,
    mode: 'xhr',
    scopes: ['2023-03-01/xhr/company', '2023-03-01/xhr/employees', '2023-03-01/xhr/identity'],
    state: 'demo',
  });
  return { client_id: clientId, client_secret: secret, created, redirect_uri: redirectUri, connect_url: `${baseUrl}${path}` };
}
