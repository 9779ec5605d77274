import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import {
  DEFAULT_ASSISTED_URL,
  admitsClient,
  MODES_CATALOGUE,
  PROVIDER_TAGS,
  apiBaseUrl,
  filterProviders,
  findProvider,
  providerByLogoSlug,
  providerIds,
  publicProvider,
  signInForm,
  type ProviderEntry,
} from '../../server/src/connectors/catalogue';
import { brandMarkSvg, logoSlug, logoSvg, monogramLetters, monogramSvg, monogramTextColor, simpleIconPath } from '../../server/src/connectors/logos';
import { defineProvider } from '../../server/src/connectors/provider';
import { declarationOf } from '../../server/src/connectors/providers';
import { scopeIconSvg, SCOPE_ICON_NAMES } from '../../server/src/connectors/scope-icons';

// SPEC §3, copied here on purpose (not imported) so a catalogue change that drifts from the spec fails.
const SPEC_OFFICIAL = [
  'bamboohr', 'breathe', 'cezanne', 'deel', 'employment hero', 'iris cascade', 'humaans', 'factorialhr',
  'hibob', 'hailyhr', 'nmbrs', 'oysterhr', 'saplinghr', 'staffology', 'simplepay.ie', 'moorepay', 'peoplehr',
  'sagehr', 'parolla.ie', 'payfit', 'personio.de', 'xero uk', 'sandbox',
];
const SPEC_XHR = [
  'bamboohr', 'brightpay connect', 'deel', 'factorialhr', 'hibob', 'gusto', 'quickbooks online', 'iris cascade',
  'onpay', 'oysterhr', 'fourthhr', 'pento.io', 'peoplehr', 'personio.de', 'planday', 'justworks', 'rippling',
  'parolla.ie', '{host}', 'simplepay.ie', 'sageone', 'itrent', 'employment hero', 'paycircle', 'brain payroll',
  'deputy', 'breathe', 'zoho', 'sandbox',
];

const ids = (entries: readonly ProviderEntry[]) => entries.map((p) => p.id);
const all = [...MODES_CATALOGUE.official, ...MODES_CATALOGUE.xhr];

describe('provider ids (SPEC §3)', () => {
  it('official mode has exactly the spec ids', () => {
    expect([...providerIds('official')].sort()).toStrictEqual([...SPEC_OFFICIAL].sort());
  });

  it('xhr mode has exactly the spec ids, {host} included literally', () => {
    expect([...providerIds('xhr')].sort()).toStrictEqual([...SPEC_XHR].sort());
    expect(findProvider('xhr', '{host}')?.displayName).toBe('Self-hosted');
  });

  it('about 40 provider names overall', () => {
    expect(new Set([...SPEC_OFFICIAL, ...SPEC_XHR]).size).toBe(39);
    expect(new Set(all.map((p) => p.id)).size).toBe(39);
  });

  it('findProvider is per mode and exact', () => {
    expect(findProvider('official', 'xero uk')?.displayName).toBe('Xero UK');
    expect(findProvider('xhr', 'xero uk')).toBeUndefined();
    expect(findProvider('official', 'gusto')).toBeUndefined();
    expect(findProvider('xhr', 'gusto')?.displayName).toBe('Gusto');
    expect(findProvider('official', 'BambooHR')).toBeUndefined();
  });

  it('keeps a stable order: sandbox first, then by display name', () => {
    for (const mode of ['official', 'xhr'] as const) {
      const entries = MODES_CATALOGUE[mode];
      expect(entries[0]!.id).toBe('sandbox');
      const names = entries.slice(1).map((p) => p.displayName.toLowerCase());
      expect(names).toStrictEqual([...names].sort());
    }
    expect(providerIds('official').slice(0, 4)).toStrictEqual(['sandbox', 'bamboohr', 'breathe', 'cezanne']);
  });
});

describe('entries', () => {
  it('have display names, logo paths, hex colours and known tags', () => {
    for (const p of all) {
      expect(p.displayName.length).toBeGreaterThan(0);
      expect(p.logo).toBe(`/logos/${logoSlug(p.id)}.svg`);
      expect(p.logo).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
      expect(p.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(p.tags.length).toBeGreaterThan(0);
      for (const t of p.tags) expect(PROVIDER_TAGS).toContain(t);
    }
  });

  it('carry realistic names and tags', () => {
    expect(findProvider('official', 'bamboohr')?.displayName).toBe('BambooHR');
    expect(findProvider('official', 'hibob')?.displayName).toBe('HiBob');
    expect(findProvider('official', 'personio.de')?.displayName).toBe('Personio');
    expect(findProvider('official', 'iris cascade')?.displayName).toBe('IRIS Cascade');
    expect(findProvider('official', 'employment hero')?.displayName).toBe('Employment Hero');
    expect(findProvider('official', 'sandbox')?.displayName).toBe('Sandbox');
    expect(findProvider('official', 'parolla.ie')?.tags).toStrictEqual(['ie', 'payroll']);
    expect(findProvider('official', 'personio.de')?.tags).toStrictEqual(['eu', 'europe', 'hr']);
    expect(findProvider('xhr', 'gusto')?.tags).toStrictEqual(['us', 'hr+payroll']);
  });

  it('mark only the sandbox provider as sandbox, in both modes', () => {
    for (const mode of ['official', 'xhr'] as const) {
      expect(MODES_CATALOGUE[mode].filter((p) => p.sandbox === true).map((p) => p.id)).toStrictEqual(['sandbox']);
      expect(MODES_CATALOGUE[mode].filter((p) => 'sandbox' in p).length).toBe(1);
    }
  });

  it('have the sandbox placeholders of CONTRACT §6', () => {
    expect(findProvider('official', 'sandbox')?.apiKeyPlaceholder).toBe('sandbox_api_key');
    expect(findProvider('xhr', 'sandbox')?.userPlaceholder).toBe('sandbox_user');
    expect(findProvider('xhr', 'sandbox')?.passwordPlaceholder).toBe('sandbox_password');
  });

  it('have per-provider placeholders and an xhr MFA message', () => {
    expect(findProvider('official', 'bamboohr')?.domainPlaceholder).toBe('yourcompany');
    expect(findProvider('official', 'staffology')?.employerIdPlaceholder).toMatch(/^Employer Id/);
    expect(findProvider('xhr', 'gusto')?.mfaMessage).toBe('Enter the 6-digit code Gusto sent to your phone');
  });

  it('are frozen', () => {
    const entry = findProvider('official', 'bamboohr')!;
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.tags)).toBe(true);
    expect(() => (entry.tags as string[]).push('fr')).toThrow(TypeError);
  });

  it('document the API of official providers with a public REST API', () => {
    const documented = [
      'bamboohr', 'hibob', 'personio.de', 'humaans', 'breathe', 'factorialhr', 'staffology', 'sagehr', 'peoplehr',
      'hailyhr', 'saplinghr', 'deel', 'xero uk', 'iris cascade', 'payfit', 'oysterhr',
    ];
    for (const id of documented) {
      const api = findProvider('official', id)?.api;
      expect(api, id).toBeDefined();
      expect(api!.baseUrl).toMatch(/^https:\/\//);
      expect(api!.docs).toMatch(/^https:\/\//);
    }
    expect(findProvider('official', 'hibob')?.api?.baseUrl).toBe('https://api.hibob.com/v1');
    expect(findProvider('official', 'deel')?.api?.baseUrl).toBe('https://api.letsdeel.com/rest/v2');
    expect(findProvider('official', 'sandbox')?.api).toBeUndefined();
  });

  it('fills {domain} into templated base URLs', () => {
    const bamboo = findProvider('official', 'bamboohr')!;
    expect(apiBaseUrl(bamboo, 'acme')).toBe('https://acme.bamboohr.com');
    expect(apiBaseUrl(bamboo)).toBeNull();
    expect(apiBaseUrl(findProvider('official', 'hibob')!)).toBe('https://api.hibob.com/v1');
    expect(apiBaseUrl(findProvider('official', 'sandbox')!)).toBeNull();
  });
});

describe('sign-in forms (SPEC §2)', () => {
  it("keep the spec's fields and append what a declaration adds (CONTRACT §6b)", () => {
    const declaration = defineProvider({
      id: 'sagehr',
      brand: { displayName: 'Sage HR', color: '#00A233', tags: ['uk'] },
      signIn: { official: { extraFields: [{ field: 'domain', why: 'the API lives on the company subdomain' }, { field: 'api_key', why: 'already there' }] } },
    });
    expect(signInForm('official', 'sagehr', declaration).fields).toStrictEqual(['api_key', 'domain']);
    expect(signInForm('xhr', 'sagehr', declaration).fields).toStrictEqual(['username', 'password']);
    // Sage HR's own declaration adds the subdomain its API lives on.
    expect(signInForm('official', 'sagehr').fields).toStrictEqual(['api_key', 'domain']);
    expect(signInForm('official', 'humaans').fields).toStrictEqual(['api_key']);
  });

  const form = (mode: 'official' | 'xhr', id: string) => findProvider(mode, id)!.signIn;
  /** The form of a provider signed in with these fields alone (no OAuth popup, not assisted). */
  const credentialsForm = (fields: string[], passwordInput: 'text' | 'masked') => ({ kind: 'credentials', fields, oauthUrl: null, assistedUrl: null, passwordInput });

  it('official OAuth popup providers paste a key', () => {
    for (const id of ['cezanne', 'deel', 'xero uk', 'employment hero', 'oysterhr', 'parolla.ie', 'payfit']) {
      expect(form('official', id).kind, id).toBe('oauth');
      expect(form('official', id).fields, id).toStrictEqual(['api_key']);
      expect(form('official', id).assistedUrl, id).toBeNull();
    }
    // The popup opens our start route, which redirects to the provider (modules/oauth).
    expect(form('official', 'xero uk').oauthUrl).toBe('/oauth/xero-uk/start');
    expect(form('official', 'deel').oauthUrl).toBe('/oauth/deel/start');
    expect(form('official', 'cezanne').oauthUrl).toBe('/oauth/cezanne/start');
    // The provider's own endpoints stay server side (api is stripped from the public entry).
    expect(findProvider('official', 'xero uk')?.api?.oauth?.authorizeUrl).toBe('https://login.xero.com/identity/connect/authorize');
    expect(findProvider('official', 'deel')?.api?.oauth?.authorizeUrl).toBe('https://app.deel.com/oauth2/authorize');
  });

  it('official iris cascade and personio.de: username and a text password', () => {
    for (const id of ['iris cascade', 'personio.de']) expect(form('official', id), id).toStrictEqual(credentialsForm(['username', 'password'], 'text'));
  });

  it('official hibob: username and API key', () => {
    expect(form('official', 'hibob').fields).toStrictEqual(['username', 'api_key']);
  });

  it('official bamboohr and staffology: domain and API key', () => {
    expect(form('official', 'bamboohr').fields).toStrictEqual(['domain', 'api_key']);
    expect(form('official', 'staffology').fields).toStrictEqual(['domain', 'api_key']);
  });

  it('official itrent and fourthhr: assisted (rule holds though neither is an official id)', () => {
    for (const id of ['itrent', 'fourthhr']) {
      const f = signInForm('official', id);
      expect(f.kind).toBe('assisted');
      expect(f.fields).toStrictEqual([]);
      expect(f.assistedUrl).toBe(`${DEFAULT_ASSISTED_URL}?provider=${id}`);
    }
  });

  it('all other official providers: API key only (and what their API needs beyond it, CONTRACT §6b)', () => {
    const special = new Set([
      'cezanne', 'deel', 'xero uk', 'employment hero', 'oysterhr', 'parolla.ie', 'payfit', 'iris cascade',
      'personio.de', 'hibob', 'bamboohr', 'staffology',
    ]);
    const others = SPEC_OFFICIAL.filter((id) => !special.has(id));
    expect(others).toContain('sandbox');
    expect(others).toContain('humaans');
    // A declaration may only append what its API needs beyond the spec's field (Sapling: the company subdomain).
    const extra = (id: string) => (declarationOf(id)?.signIn?.official?.extraFields ?? []).map((e) => e.field);
    expect(extra('saplinghr')).toStrictEqual(['domain']);
    // An API that takes only authorization-code OAuth gets the popup, its key in the same API key field (Nmbrs).
    const popup = (id: string) => Boolean(declarationOf(id)?.signIn?.official?.oauthPopup);
    expect(others.filter(popup)).toStrictEqual(['nmbrs']);
    for (const id of others) {
      expect(form('official', id), id).toStrictEqual({
        kind: popup(id) ? 'oauth' : 'credentials',
        fields: ['api_key', ...extra(id)],
        oauthUrl: popup(id) ? `/oauth/${id}/start` : null,
        assistedUrl: null,
        passwordInput: null,
      });
    }
  });

  it('xhr bamboohr, iris cascade, itrent, peoplehr, personio.de: domain, username and password', () => {
    for (const id of ['bamboohr', 'iris cascade', 'itrent', 'peoplehr', 'personio.de']) {
      expect(form('xhr', id).kind, id).toBe('credentials');
      expect(form('xhr', id).fields, id).toStrictEqual(['domain', 'username', 'password']);
      expect(form('xhr', id).passwordInput, id).toBe('masked');
    }
  });

  it('xhr fourthhr: assisted iframe', () => {
    expect(form('xhr', 'fourthhr').kind).toBe('assisted');
    expect(form('xhr', 'fourthhr').fields).toStrictEqual([]);
    expect(form('xhr', 'fourthhr').assistedUrl).toBe(`${DEFAULT_ASSISTED_URL}?provider=fourthhr`);
  });

  it('all other xhr providers: username and password', () => {
    const special = new Set(['bamboohr', 'iris cascade', 'itrent', 'peoplehr', 'personio.de', 'fourthhr']);
    for (const id of SPEC_XHR.filter((x) => !special.has(x))) expect(form('xhr', id), id).toStrictEqual(credentialsForm(['username', 'password'], 'masked'));
  });

  it('the same provider differs by mode', () => {
    expect(form('official', 'deel').kind).toBe('oauth');
    expect(form('xhr', 'deel').fields).toStrictEqual(['username', 'password']);
    expect(form('official', 'sandbox').fields).toStrictEqual(['api_key']);
    expect(form('xhr', 'sandbox').fields).toStrictEqual(['username', 'password']);
  });
});

describe('filterProviders (SPEC §5, lists from PROVIDER_<ID>_ALLOW/BLOCK_CLIENT_IDS)', () => {
  const base = { ENCRYPTION_KEY: '0'.repeat(64), ADMIN_API_KEY: 'unit-test-admin-key' };
  const clientIds = loadConfig({
    ...base,
    PROVIDER_XERO_UK_ALLOW_CLIENT_IDS: 'partner_a, partner_b,,',
    PROVIDER_GUSTO_BLOCK_CLIENT_IDS: 'blocked_1,blocked_2',
    PROVIDER_RIPPLING_ALLOW_CLIENT_IDS: '',
  }).providerClientIds;

  it('reads the lists from the environment, trimmed, empty by default; no client id is built in', () => {
    expect(clientIds).toStrictEqual({
      XERO_UK: { allow: ['partner_a', 'partner_b'], block: [] },
      GUSTO: { allow: [], block: ['blocked_1', 'blocked_2'] },
    });
    expect(loadConfig(base).providerClientIds).toStrictEqual({});
    expect(JSON.stringify(all)).not.toMatch(/partner_/);
  });

  it('without lists every client sees every non-sandbox provider', () => {
    expect(ids(filterProviders('official'))).toStrictEqual(providerIds('official').filter((id) => id !== 'sandbox'));
    expect(ids(filterProviders('xhr', { clientId: 'anyone' }))).toStrictEqual(providerIds('xhr').filter((id) => id !== 'sandbox'));
  });

  it('a non-empty allow list admits only its clients (no client id: not admitted)', () => {
    expect(ids(filterProviders('official', { clientIds, clientId: 'partner_b' }))).toContain('xero uk');
    expect(ids(filterProviders('official', { clientIds, clientId: 'someone_else' }))).not.toContain('xero uk');
    expect(ids(filterProviders('official', { clientIds, clientId: 'someone_else' }))).toContain('bamboohr');
    expect(ids(filterProviders('official', { clientIds }))).not.toContain('xero uk');
    expect(admitsClient(clientIds, 'xero uk', 'partner_a')).toBe(true);
  });

  it('a client on a block list does not see the provider', () => {
    expect(ids(filterProviders('xhr', { clientIds, clientId: 'blocked_2' }))).not.toContain('gusto');
    expect(ids(filterProviders('xhr', { clientIds, clientId: 'blocked_2' }))).toContain('justworks');
    expect(ids(filterProviders('xhr', { clientIds, clientId: 'someone_else' }))).toContain('gusto');
    expect(ids(filterProviders('xhr', { clientIds }))).toContain('gusto');
  });

  it('a sandbox request shows only the sandbox provider', () => {
    expect(ids(filterProviders('official', { sandbox: true }))).toStrictEqual(['sandbox']);
    expect(ids(filterProviders('xhr', { sandbox: true, clientId: 'any' }))).toStrictEqual(['sandbox']);
    expect(ids(filterProviders('xhr', { sandbox: false }))).not.toContain('sandbox');
  });

  it('tags keep providers sharing any tag', () => {
    const ie = filterProviders('official', { tags: ['ie'] });
    expect(ids(ie).sort()).toStrictEqual(['parolla.ie', 'simplepay.ie']);
    const ieOrFr = filterProviders('official', { tags: ['ie', 'fr'] });
    expect(ids(ieOrFr).sort()).toStrictEqual(['parolla.ie', 'payfit', 'simplepay.ie']);
    for (const p of filterProviders('xhr', { tags: ['us'] })) expect(p.tags).toContain('us');
    expect(ids(filterProviders('xhr', { tags: ['us'] }))).toContain('gusto');
    expect(ids(filterProviders('xhr', { tags: ['us'] }))).not.toContain('sageone');
  });

  it('empty tags are no filter; unknown tags match nothing', () => {
    expect(filterProviders('official', { tags: [] })).toStrictEqual(filterProviders('official'));
    expect(filterProviders('official', { tags: [''] })).toStrictEqual(filterProviders('official'));
    expect(filterProviders('official', { tags: ['mars'] })).toStrictEqual([]);
  });

  it('the sandbox carries every tag, so sandbox + tags still finds it', () => {
    expect(ids(filterProviders('xhr', { sandbox: true, tags: ['fr'] }))).toStrictEqual(['sandbox']);
  });

  it('rules combine: tags and allow list', () => {
    expect(ids(filterProviders('official', { clientIds, tags: ['uk'], clientId: 'partner_a' }))).toContain('xero uk');
    expect(ids(filterProviders('official', { clientIds, tags: ['uk'] }))).not.toContain('xero uk');
  });
});

describe('publicProvider', () => {
  it('strips api, keeps the rest, and says whether the provider is available', () => {
    const xero = findProvider('official', 'xero uk')!;
    const pub = publicProvider(xero, false);
    expect('api' in pub).toBe(false);
    expect(pub.available).toBe(false);
    expect(pub.signIn).toStrictEqual(xero.signIn);
    expect(pub.displayName).toBe('Xero UK');
    expect(publicProvider(xero, true).available).toBe(true);
  });
});

describe('logos', () => {
  it('slugs ids', () => {
    const slugs = { 'xero uk': 'xero-uk', 'parolla.ie': 'parolla-ie', '{host}': 'host', BambooHR: 'bamboohr' };
    for (const [id, slug] of Object.entries(slugs)) expect(logoSlug(id), id).toBe(slug);
  });

  it('slugs are unique across the catalogue and resolve back', () => {
    const byId = new Map(all.map((p) => [p.id, logoSlug(p.id)]));
    expect(new Set(byId.values()).size).toBe(byId.size);
    expect(providerByLogoSlug('xero-uk')?.id).toBe('xero uk');
    expect(providerByLogoSlug('nope')).toBeUndefined();
  });

  it('resolves the lower-case provider name the widget asks for (SPEC §2)', () => {
    expect(providerByLogoSlug('xero uk')?.id).toBe('xero uk');
    expect(providerByLogoSlug('personio.de')?.id).toBe('personio.de');
    expect(providerByLogoSlug('{host}')?.id).toBe('{host}');
  });

  it('draws a Simple Icons mark on the monogram tile where the brand names one', () => {
    const marked = all.filter((p) => declarationOf(p.id)?.brand.mark).map((p) => p.id);
    expect([...new Set(marked)].sort()).toStrictEqual(
      ['gusto', 'hibob', 'iris cascade', 'personio.de', 'quickbooks online', 'sagehr', 'sageone', 'xero uk', 'zoho'],
    );
    for (const id of marked) {
      const brand = declarationOf(id)!.brand;
      const svg = logoSvg(brand);
      expect(svg, id).toContain(`<path fill="#FFFFFF" d="${simpleIconPath(brand.mark!)}"/>`);
      expect(svg, id).not.toContain('<text');
    }
    const hibob = brandMarkSvg('HiBob', '#D6245A', 'hibob');
    // The same 64x64 tile as a monogram, the mark centred in 40x40.
    expect(hibob).toContain('<rect width="64" height="64" rx="14" fill="#D6245A"/>');
    expect(monogramSvg('HiBob', '#D6245A')).toContain('<rect width="64" height="64" rx="14" fill="#D6245A"/>');
    expect(hibob).toContain('<svg x="12" y="12" width="40" height="40" viewBox="0 0 24 24">');
    expect(hibob).toContain('<title id="title">HiBob</title>');
    expect(logoSvg({ displayName: 'Humaans', color: '#1B1F3B' })).toBe(monogramSvg('Humaans', '#1B1F3B'));
  });

  it('refuses what is not a Simple Icons slug or icon', () => {
    expect(() => simpleIconPath('../../package')).toThrow('is not a Simple Icons slug');
    expect(() => simpleIconPath('nosuchbrandatall')).toThrow();
    expect(() => defineProvider({ id: 'gusto', brand: { displayName: 'Gusto', color: '#D9482F', tags: ['us'], mark: 'Gusto!' } })).toThrow(
      'brand mark must be a Simple Icons slug',
    );
  });

  it('picks monogram letters', () => {
    expect(monogramLetters('Xero UK')).toBe('XU');
    expect(monogramLetters('HiBob')).toBe('HB');
    expect(monogramLetters('BambooHR')).toBe('BH');
    expect(monogramLetters('Deel')).toBe('D');
    expect(monogramLetters('iTrent')).toBe('I');
  });

  it('renders a titled 64x64 monogram', () => {
    const svg = monogramSvg('IRIS Cascade', '#6D2077');
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain('<title id="title">IRIS Cascade</title>');
    expect(svg).toContain('fill="#6D2077"');
    expect(svg).toContain('>IC</text>');
    expect(svg).toContain('fill="#FFFFFF"');
    expect(monogramSvg('A & B <x>', 'nope')).toContain('<title id="title">A &amp; B &lt;x&gt;</title>');
  });

  it('uses dark letters only on very light colours', () => {
    expect(monogramTextColor('#FFFFFF')).toBe('#111827');
    expect(monogramTextColor('#15357A')).toBe('#FFFFFF');
    for (const p of all) expect(monogramTextColor(p.color), p.id).toBe('#FFFFFF');
  });
});

describe('scope icons', () => {
  it('has a 24x24 currentColor icon per resource', () => {
    for (const r of [
      'company', 'employee', 'employees', 'groups', 'identity', 'time-off-balances', 'time-off-entries',
      'timesheets', 'work-locations', 'payruns', 'payruns/{payrun_id}', 'payslips',
    ]) {
      const svg = scopeIconSvg(r);
      expect(svg, r).toContain('viewBox="0 0 24 24"');
      expect(svg, r).toContain('stroke="currentColor"');
    }
    expect(SCOPE_ICON_NAMES).toHaveLength(11);
    expect(scopeIconSvg('payruns/{payrun_id}')).toBe(scopeIconSvg('payslips'));
    expect(scopeIconSvg('constructor')).toBeNull();
    expect(scopeIconSvg('unknown')).toBeNull();
  });
});
