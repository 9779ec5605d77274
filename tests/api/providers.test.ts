// GET /providers and the providers query: SPEC §5 filtering through both doors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const ids = (lists: Array<{ mode: string; providers: Array<{ id: string }> }>, mode: string) =>
  lists.find((l) => l.mode === mode)!.providers.map((p) => p.id);

async function viaBoth(query: string, gqlArgs: string) {
  const rest = await server.rest('GET', `/2023-03-01/providers${query}`);
  expect(rest.status).toBe(200);
  const gql = await server.gql(`{ providers${gqlArgs} { mode providers { id displayName logo color tags sandbox signIn { kind fields } } } }`);
  expect(gql.errors).toBeUndefined();
  return { rest: rest.body, gql: gql.data.providers };
}

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

  it('applies the allow and block lists by client_id', async () => {
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
