// GET /providers and the providers query: SPEC §5 filtering through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: {
      // The operator's lists (CONTRACT §6b) and one configured OAuth popup app (Deel; Xero UK left unset).
      PROVIDER_RIPPLING_ALLOW_CLIENT_IDS: 'partner_orbit_01,partner_lumen_01',
      PROVIDER_GUSTO_BLOCK_CLIENT_IDS: 'partner_payhub_01',
      PROVIDER_XERO_UK_ALLOW_CLIENT_IDS: 'partner_orbit_01',
      PROVIDER_DEEL_CLIENT_ID: 'deel-app',
      PROVIDER_DEEL_CLIENT_SECRET: 'deel-secret',
      // Oyster HR's app without its Authorization URL (each Oyster app has its own): still not configured.
      PROVIDER_OYSTERHR_CLIENT_ID: 'oyster-app',
      PROVIDER_OYSTERHR_CLIENT_SECRET: 'oyster-secret',
    },
  });
});
afterAll(() => server?.close());

const ids = (lists: Array<{ mode: string; providers: Array<{ id: string }> }>, mode: string) =>
  lists.find((l) => l.mode === mode)!.providers.map((p) => p.id);

async function viaBoth(query: string, gqlArgs: string) {
  const rest = await server.rest('GET', `/2023-03-01/providers${query}`);
  expect(rest.status).toBe(200);
  const gql = await server.gql(`{ providers${gqlArgs} { mode providers { id displayName logo color tags sandbox available signIn { kind fields } } } }`);
  expect(gql.errors).toBeUndefined();
  return { rest: rest.body, gql: gql.data.providers };
}

const pick = ({ id, displayName, logo, color, tags, sandbox, available, signIn }: any) => ({
  id, displayName, logo, color, tags, sandbox: sandbox ?? null, available, signIn: { kind: signIn.kind, fields: signIn.fields },
});

describe('providers', () => {
  it('lists both modes, without sandbox unless asked, and never the client id lists', async () => {
    const { rest, gql } = await viaBoth('', '');
    expect(rest.map((l: any) => l.mode)).toStrictEqual(['official', 'xhr']);
    for (const list of [rest, gql]) {
      expect(ids(list, 'official')).toContain('bamboohr');
      expect(ids(list, 'official')).not.toContain('sandbox');
      expect(ids(list, 'xhr')).toContain('personio.de');
    }
    expect(JSON.stringify(rest)).not.toContain('clientIds');
    const bamboo = rest[0].providers.find((p: any) => p.id === 'bamboohr');
    expect(bamboo).toMatchObject({ displayName: 'BambooHR', logo: '/logos/bamboohr.svg', signIn: { kind: 'credentials', fields: ['domain', 'api_key'] } });
  });

  it('shows only sandbox providers for sandbox=true', async () => {
    const { rest, gql } = await viaBoth('?sandbox=true', '(sandbox: true)');
    for (const list of [rest, gql]) {
      expect(ids(list, 'official')).toStrictEqual(['sandbox']);
      expect(ids(list, 'xhr')).toStrictEqual(['sandbox']);
    }
  });

  it('filters by mode and by any shared tag (space-separated in REST)', async () => {
    const { rest, gql } = await viaBoth('?mode=xhr&tags=ie%20fr', '(mode: "xhr", tags: ["ie", "fr"])');
    expect(rest).toHaveLength(1);
    const found = ids(rest, 'xhr');
    expect(found).toStrictEqual(ids(gql, 'xhr'));
    expect(found).toContain('parolla.ie');
    expect(found).not.toContain('gusto');
  });

  it('says per mode whether each provider can really be connected here (CONTRACT §6b)', async () => {
    const { rest, gql } = await viaBoth('?client_id=partner_orbit_01', '(clientId: "partner_orbit_01")');
    expect(gql).toStrictEqual(rest.map((list: any) => ({ ...list, providers: list.providers.map(pick) })));
    const available = (mode: string) => rest.find((l: any) => l.mode === mode).providers.filter((p: any) => p.available).map((p: any) => p.id);
    // A connector serves the mode; popup providers also need their app: Deel is configured, Xero UK is not.
    expect(available('official')).toContain('bamboohr');
    expect(available('official')).toContain('deel');
    expect(ids(rest, 'official')).toContain('xero uk');
    expect(available('official')).not.toContain('xero uk');
    expect(available('official')).not.toContain('moorepay');
    expect(available('official')).toEqual(expect.arrayContaining(['iris cascade', 'sagehr']));
    expect(available('official')).not.toContain('payfit');
    expect(available('official')).not.toContain('oysterhr');
    // Sage HR's API lives on the company subdomain: its form adds the domain (CONTRACT §6b).
    const sage = rest.find((l: any) => l.mode === 'official').providers.find((p: any) => p.id === 'sagehr');
    expect(sage.signIn.fields).toStrictEqual(['api_key', 'domain']);
    // No credential (xhr) flow yet: nothing but the sandbox signs in there.
    expect(available('xhr')).toStrictEqual([]);
    const sandbox = await viaBoth('?sandbox=true', '(sandbox: true)');
    expect(sandbox.rest.flatMap((l: any) => l.providers.map((p: any) => p.available))).toStrictEqual([true, true]);
  });

  it('offers 18 of the 22 official providers on a server whose operator configured every OAuth app (issue 14)', async () => {
    const app = (id: string) => ({ [`PROVIDER_${id}_CLIENT_ID`]: `${id.toLowerCase()}-app`, [`PROVIDER_${id}_CLIENT_SECRET`]: 'secret' });
    const operated = await startServer({
      env: {
        ...['DEEL', 'XERO_UK', 'EMPLOYMENT_HERO', 'PAYFIT', 'OYSTERHR', 'NMBRS'].reduce((env, id) => ({ ...env, ...app(id) }), {}),
        PROVIDER_OYSTERHR_AUTHORIZE_URL: 'https://app.oysterhr.com/oauth/authorize?app=staffbridge',
        PROVIDER_NMBRS_SUBSCRIPTION_KEY: 'nmbrs-subscription',
      },
    });
    try {
      const res = await operated.rest('GET', '/2023-03-01/providers?mode=official');
      const official = res.body[0].providers.filter((p: any) => p.id !== 'sandbox');
      expect(official).toHaveLength(22);
      expect(official.filter((p: any) => !p.available).map((p: any) => p.id).sort()).toStrictEqual(['cezanne', 'moorepay', 'parolla.ie', 'simplepay.ie']);
      expect(official.filter((p: any) => p.available)).toHaveLength(18);
    } finally {
      await operated.close();
    }
  });

  it('does not lead an unavailable provider to a sign-in that could only end in 501', async () => {
    const client = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
    const res = await server.rest('POST', '/2023-03-01/connect/authorize', {
      body: {
        client_id: client.clientId, provider: 'moorepay', mode: 'official', scopes: ['2023-03-01/official/employees'],
        redirect_uri: 'https://app.example.com/cb', step: 'SIGN_IN', state: 's', session_key: '0190a5b6-1c2d-7e3f-8a9b-0c1d2e3f4a5b', api_key: 'k',
      },
    });
    expect(res.status).toBe(501);
    expect(res.body.message).toBe('moorepay is not implemented yet in official mode');
  });

  it('applies the operator\'s allow and block lists by client_id', async () => {
    const none = await viaBoth('?mode=xhr', '(mode: "xhr")');
    expect(ids(none.rest, 'xhr')).not.toContain('rippling');
    expect(ids(none.rest, 'xhr')).toContain('gusto');

    const partner = await viaBoth('?mode=xhr&client_id=partner_orbit_01', '(mode: "xhr", clientId: "partner_orbit_01")');
    expect(ids(partner.rest, 'xhr')).toContain('rippling');
    expect(ids(partner.gql, 'xhr')).toContain('rippling');

    const blocked = await viaBoth('?mode=xhr&client_id=partner_payhub_01', '(mode: "xhr", clientId: "partner_payhub_01")');
    expect(ids(blocked.rest, 'xhr')).not.toContain('gusto');
    expect(ids(blocked.gql, 'xhr')).not.toContain('gusto');

    const official = await viaBoth('?mode=official', '(mode: "official")');
    expect(ids(official.rest, 'official')).not.toContain('xero uk');
  });

  it('a provider the client\'s lists exclude is an invalid provider for it (SPEC §5)', async () => {
    const client = await server.createClient({ redirectUris: ['https://app.example.com/cb'] });
    const validate = (provider: string) =>
      server.rest('POST', '/2023-03-01/connect/validate', {
        body: { client_id: client.clientId, redirect_uri: 'https://app.example.com/cb', scopes: ['2023-03-01/xhr/employees'], mode: 'xhr', provider },
      });
    expect((await validate('rippling')).body).toMatchObject({ message: 'invalid provider: rippling' });
    expect((await validate('gusto')).status).toBe(200);
  });

  it('rejects a bad mode and a sandbox flag other than true', async () => {
    expect((await server.rest('GET', '/2023-03-01/providers?mode=batch')).status).toBe(400);
    const bad = await server.rest('GET', '/2023-03-01/providers?sandbox=false');
    expect(bad.status).toBe(400);
    const gql = await server.gql('{ providers(mode: "batch") { mode } }');
    expect(gql.errors?.[0].message).toBe('invalid mode: batch');
  });

  it('serves every listed logo as SVG', async () => {
    const res = await server.rest('GET', '/2023-03-01/providers?mode=official');
    for (const provider of res.body[0].providers.slice(0, 5)) {
      const logo = await fetch(`${server.url}${provider.logo}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
      expect(await logo.text()).toContain(provider.displayName);
    }
  });
});
