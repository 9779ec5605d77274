// Environment parsed once, typed, with clear start-up errors (CONTRACT §1).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOG_LEVELS, type LogLevel } from './core/logger';

export interface Config {
  port: number;
  host: string;
  /** Public base URL (webhook origin header, OAuth callbacks). */
  publicUrl: string;
  /** Embedded store directory, or null for an in-memory store (tests). */
  dataDir: string | null;
  databaseUrl: string | null;
  /** An initialised PGlite data directory dump (tar) to start an in-memory store from (tests: skips initdb). */
  pgliteTemplate: string | null;
  /** How long a query waits for the embedded store's one session before failing, naming its holder (PGLITE_LEASE_TIMEOUT_MS). */
  pgliteLeaseTimeoutMs: number;
  /** Postgres schema to use (tests isolate themselves with one each). */
  databaseSchema: string | null;
  adminApiKey: string;
  /**
   * Where the admin key came from: ADMIN_API_KEY (`env`); `DATA_DIR/admin-api-key`, read (`file`) or
   * written by this start (`new-file`); or generated for this run only (`generated`: no DATA_DIR).
   */
  adminApiKeySource: 'env' | 'file' | 'new-file' | 'generated';
  /** The file that keeps the admin key in embedded mode. */
  adminApiKeyFile: string | null;
  encryptionKey: Buffer;
  rateLimits: boolean;
  /** Reverse-proxy hops to trust for the client IP (0: the socket address). */
  trustProxy: number;
  /**
   * Private, loopback, link-local and reserved webhook targets allowed (CONTRACT §7): by default only in
   * embedded mode (a developer's receiver on localhost); WEBHOOK_ALLOW_PRIVATE=1 or 0 decides explicitly.
   */
  webhookAllowPrivate: boolean;
  /** Multiplies webhook retry delays: 1 in production (≈3 days of retries); tests shrink it (WEBHOOK_RETRY_SCALE). */
  webhookRetryScale: number;
  /** Per-attempt webhook timeout (WEBHOOK_TIMEOUT_MS, default 20 s: within Standard Webhooks' 15–30 s). */
  webhookTimeoutMs: number;
  /** When the change check runs (CHANGE_CHECK_CRON, UTC, default hourly); null: only on demand (runChangeCheck). */
  changeCheckCron: string | null;
  /** When the sync reconciler looks for first syncs to start again (SYNC_RECONCILE_CRON, UTC, default every minute); null: only on demand. */
  syncReconcileCron: string | null;
  /** Provider API base URL overrides: PROVIDER_<ID>_BASE_URL (id upper-cased, non-alphanumerics as _). */
  providerBaseUrls: Record<string, string>;
  /** Provider OAuth app credentials: PROVIDER_<ID>_CLIENT_ID / _CLIENT_SECRET. */
  providerOAuth: Record<string, { clientId: string; clientSecret: string }>;
  /** Provider OAuth endpoint overrides (sandboxes, fakes, providers that publish none): PROVIDER_<ID>_AUTHORIZE_URL / _TOKEN_URL. */
  providerOAuthUrls: Record<string, { authorizeUrl?: string; tokenUrl?: string }>;
  /** What an OAuth app needs beyond its credentials (Nmbrs' subscription key): PROVIDER_<ID>_<setting>. */
  providerOAuthSettings?: Record<string, Partial<Record<OAuthAppSetting, string>>>;
  /**
   * SPEC §5 client id lists, the operator's (CONTRACT §6b): PROVIDER_<ID>_ALLOW_CLIENT_IDS /
   * _BLOCK_CLIENT_IDS, comma-separated. Only providers with a non-empty list appear.
   */
  providerClientIds: Record<string, { allow: string[]; block: string[] }>;
  /**
   * Where the widget's legal line links (PRIVACY_POLICY_URL, TERMS_OF_SERVICE_URL): the operator's own pages.
   * Unset, /legal/privacy and /legal/terms show what this software does with an end customer's data.
   */
  legalUrls: { privacyPolicy: string | null; termsOfService: string | null };
  /** Run background workers in this process. */
  runJobs: boolean;
  /** pino's level (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent; default info). */
  logLevel: LogLevel;
}

export class ConfigError extends Error {}

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 20_000;

/** Operator settings an OAuth app may need beyond its client id and secret (ProviderOAuthEndpoints.settings). */
export const OAUTH_APP_SETTINGS = ['SUBSCRIPTION_KEY'] as const;
export type OAuthAppSetting = (typeof OAUTH_APP_SETTINGS)[number];

export function providerEnvKey(provider: string): string {
  return provider.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

function parseKey(raw: string, source: string): Buffer {
  const trimmed = raw.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(`${source} must be 32 bytes, written as 64 hex characters or base64 (got ${key.length} bytes)`);
  }
  return key;
}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${raw}"`);
  return port;
}

function positiveNumber(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function logLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogLevel;
}

function flag(raw: string | undefined): boolean {
  return raw === '1' || raw?.toLowerCase() === 'true';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = parsePort(env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || null;
  const dataDir = databaseUrl ? null : path.resolve(env.DATA_DIR || '.data');

  let encryptionKey: Buffer;
  if (env.ENCRYPTION_KEY) {
    encryptionKey = parseKey(env.ENCRYPTION_KEY, 'ENCRYPTION_KEY');
  } else if (databaseUrl) {
    throw new ConfigError(
      'ENCRYPTION_KEY is required when DATABASE_URL is set: 32 random bytes as hex or base64, e.g. `openssl rand -hex 32`',
    );
  } else {
    encryptionKey = embeddedKey(dataDir!);
  }

  const adminKey = adminApiKey(env, dataDir);

  const providerBaseUrls: Record<string, string> = {};
  const providerOAuth: Record<string, { clientId: string; clientSecret: string }> = {};
  const providerOAuthUrls: Config['providerOAuthUrls'] = {};
  const providerClientIds: Config['providerClientIds'] = {};
  const providerOAuthSettings: NonNullable<Config['providerOAuthSettings']> = {};
  const settingPattern = new RegExp(`^PROVIDER_([A-Z0-9_]+)_(${OAUTH_APP_SETTINGS.join('|')})$`);
  for (const [name, value] of Object.entries(env)) {
    const setting = settingPattern.exec(name);
    if (setting && value) (providerOAuthSettings[setting[1]] ??= {})[setting[2] as OAuthAppSetting] = value;
    const base = /^PROVIDER_([A-Z0-9_]+)_BASE_URL$/.exec(name);
    if (base && value) providerBaseUrls[base[1]] = value;
    const oauth = /^PROVIDER_([A-Z0-9_]+)_CLIENT_ID$/.exec(name);
    if (oauth && value) {
      const secret = env[`PROVIDER_${oauth[1]}_CLIENT_SECRET`];
      if (secret) providerOAuth[oauth[1]] = { clientId: value, clientSecret: secret };
    }
    const endpoint = /^PROVIDER_([A-Z0-9_]+)_(AUTHORIZE|TOKEN)_URL$/.exec(name);
    if (endpoint && value) {
      const urls = (providerOAuthUrls[endpoint[1]] ??= {});
      if (endpoint[2] === 'AUTHORIZE') urls.authorizeUrl = value;
      else urls.tokenUrl = value;
    }
    const list = /^PROVIDER_([A-Z0-9_]+)_(ALLOW|BLOCK)_CLIENT_IDS$/.exec(name);
    const clientIds = (value ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
    if (list && clientIds.length > 0) {
      const lists = (providerClientIds[list[1]] ??= { allow: [], block: [] });
      lists[list[2] === 'ALLOW' ? 'allow' : 'block'] = clientIds;
    }
  }

  const trustProxy = env.TRUST_PROXY ? Number(env.TRUST_PROXY) : 0;
  if (!Number.isInteger(trustProxy) || trustProxy < 0) throw new ConfigError(`TRUST_PROXY must be a hop count, got "${env.TRUST_PROXY}"`);

  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || null,
    pgliteTemplate: env.PGLITE_TEMPLATE || null,
    pgliteLeaseTimeoutMs: positiveNumber(env.PGLITE_LEASE_TIMEOUT_MS, 'PGLITE_LEASE_TIMEOUT_MS', 60_000),
    ...adminKey,
    encryptionKey,
    rateLimits: env.RATE_LIMITS !== 'off',
    trustProxy,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE ? flag(env.WEBHOOK_ALLOW_PRIVATE) : !databaseUrl,
    webhookRetryScale: positiveNumber(env.WEBHOOK_RETRY_SCALE, 'WEBHOOK_RETRY_SCALE', 1),
    webhookTimeoutMs: positiveNumber(env.WEBHOOK_TIMEOUT_MS, 'WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_TIMEOUT_MS),
    changeCheckCron: env.CHANGE_CHECK_CRON === 'off' ? null : env.CHANGE_CHECK_CRON || '0 * * * *',
    syncReconcileCron: env.SYNC_RECONCILE_CRON === 'off' ? null : env.SYNC_RECONCILE_CRON || '* * * * *',
    providerBaseUrls,
    providerOAuth,
    providerOAuthUrls,
    providerOAuthSettings,
    providerClientIds,
    legalUrls: { privacyPolicy: httpUrl(env, 'PRIVACY_POLICY_URL'), termsOfService: httpUrl(env, 'TERMS_OF_SERVICE_URL') },
    runJobs: env.RUN_JOBS !== 'off',
    logLevel: logLevel(env.LOG_LEVEL),
    ...overrides,
  };
}

/** An absolute http(s) URL from the environment, or null when unset. */
function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return url.toString();
}

/** Embedded mode keeps a generated key beside its data so restarts can read what they wrote. */
function embeddedKey(dataDir: string): Buffer {
  const { value, file } = keptSecret(dataDir, 'encryption.key', () => randomBytes(32).toString('hex'));
  return parseKey(value, file);
}

/** ADMIN_API_KEY, else the one kept in DATA_DIR (so it survives restarts), else one for this run. */
function adminApiKey(env: NodeJS.ProcessEnv, dataDir: string | null): Pick<Config, 'adminApiKey' | 'adminApiKeySource' | 'adminApiKeyFile'> {
  if (env.ADMIN_API_KEY) return { adminApiKey: env.ADMIN_API_KEY, adminApiKeySource: 'env', adminApiKeyFile: null };
  const generate = () => randomBytes(24).toString('base64url');
  if (!dataDir) return { adminApiKey: generate(), adminApiKeySource: 'generated', adminApiKeyFile: null };
  const { value, file, created } = keptSecret(dataDir, 'admin-api-key', generate);
  if (!value) throw new ConfigError(`${file} is empty: delete it to have a new admin key generated, or set ADMIN_API_KEY`);
  return { adminApiKey: value, adminApiKeySource: created ? 'new-file' : 'file', adminApiKeyFile: file };
}

/** A secret kept in a file of DATA_DIR (mode 0600), created on first use. */
function keptSecret(dataDir: string, name: string, generate: () => string): { value: string; file: string; created: boolean } {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), file, created: false };
  mkdirSync(dataDir, { recursive: true });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  return { value, file, created: true };
}
