// Clients: registration (admin), Basic authentication, and self-management (SPEC §7 /management/client).
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError, notFound, validationError } from '../../core/errors';
import { constantTimeEqual, maskSecret, randomString, Sealer, sha256Hex } from '../../core/crypto';
import { redirectUriProblem } from '../../core/urls';
import { ClientEntity, type StoredSecret } from '../../db/entities';
import type { WebhookTargetPolicy } from './webhook-target';

export interface CreateClientInput {
  name: string;
  redirectUris: string[];
  webhookUri?: string | null;
  /** Fixed client_id (migrations from another product, partner allow lists); generated when absent. */
  clientId?: string | null;
}

export interface CreatedClient {
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUris: string[];
  webhookUri: string | null;
}

/** The management view: secrets masked, never shown after creation. */
export interface ClientView {
  client_id: string;
  client_secret: string[];
  redirect_uris: string[];
  name: string;
  webhook_uri: string | null;
}

/** One current secret as the console lists it: never the secret, only what tells it apart. */
export interface SecretView {
  /** Stable and opaque (derived from the stored hash; it reveals nothing of the secret). */
  id: string;
  /** `****` and the last 4 characters. */
  masked: string;
  created_at: string;
  /** Staffbridge-Signature is keyed with the first secret (CONTRACT §7). */
  signs_staffbridge_signature: boolean;
}

export interface UpdateClientInput {
  client_secret?: unknown;
  redirect_uris?: unknown;
  name?: unknown;
  webhook_uri?: unknown;
}

const CLIENT_ID_PATTERN = /^[A-Za-z0-9_.-]{3,100}$/;
const MAX_REDIRECT_URIS = 20;
const MAX_SECRETS = 5;

export class ClientsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sealer: Sealer,
    private readonly webhookTargets: WebhookTargetPolicy,
  ) {}

  async create(input: CreateClientInput): Promise<CreatedClient> {
    const name = requireName(input.name);
    const redirectUris = requireRedirectUris(input.redirectUris);
    const webhookUri = await this.checkWebhookUri(input.webhookUri ?? null);
    const clientId = input.clientId ?? `sb_${randomString(24)}`;
    if (!CLIENT_ID_PATTERN.test(clientId)) {
      throw validationError('client_id must be 3 to 100 letters, digits, dots, dashes or underscores', 'client_id', 'format');
    }
    const clientSecret = randomString(43);
    // ON CONFLICT DO NOTHING: of concurrent creations with one client_id, one wins and the others are a 409.
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ClientEntity)
      .values({ id: randomUUID(), clientId, name, redirectUris, webhookUri, secrets: [this.storeSecret(clientId, clientSecret)] })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.raw.length === 0) {
      throw new AppError('conflict', `client_id ${clientId} already exists`, { extra: { client_id: clientId } });
    }
    return { clientId, clientSecret, name, redirectUris, webhookUri };
  }

  /** A text that could never be a client_id (NUL, lone surrogates, 10 KB of anything) finds nothing and reaches no query. */
  async findByClientId(clientId: string): Promise<ClientEntity | null> {
    if (!CLIENT_ID_PATTERN.test(clientId)) return null;
    return this.dataSource.getRepository(ClientEntity).findOne({ where: { clientId } });
  }

  /** Every client, oldest first, as the management view (secrets masked): `npm run cli -- client list`. */
  async list(): Promise<ClientView[]> {
    const clients = await this.dataSource.getRepository(ClientEntity).find({ order: { createdAt: 'ASC' } });
    return clients.map((client) => this.view(client));
  }

  /** Basic authentication: any current secret works; unknown client and wrong secret look the same. */
  async authenticate(clientId: string, secret: string): Promise<ClientEntity | null> {
    const client = await this.findByClientId(clientId);
    const candidate = sha256Hex(secret);
    // Compare against every stored hash (or a dummy) so timing does not reveal which part failed.
    const hashes = client?.secrets.map((s) => s.hash) ?? [sha256Hex('no-such-client')];
    let ok = false;
    for (const hash of hashes) ok = constantTimeEqual(hash, candidate) || ok;
    return client && ok ? client : null;
  }

  /** The current secrets, first first: Staffbridge-Signature uses the first, webhook-signature every one (CONTRACT §7). */
  signingSecrets(client: ClientEntity): string[] {
    return client.secrets.map((s) => this.sealer.open(s.ciphertext, client.clientId));
  }

  view(client: ClientEntity): ClientView {
    return {
      client_id: client.clientId,
      client_secret: client.secrets.map((s) => maskSecret(s.last4)),
      redirect_uris: client.redirectUris,
      name: client.name,
      webhook_uri: client.webhookUri,
    };
  }

  /** POST /management/client: validates everything first, then replaces what was given. */
  async update(client: ClientEntity, input: UpdateClientInput): Promise<ClientView> {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      throw validationError('body must be an object', null, 'type');
    }
    const given = (['client_secret', 'redirect_uris', 'name', 'webhook_uri'] as const).filter((k) => input[k] !== undefined);
    if (given.length === 0) {
      throw validationError('one of client_secret, redirect_uris, name or webhook_uri is required', null, 'required');
    }
    const next: Partial<ClientEntity> = {};
    if (input.name !== undefined) next.name = requireName(input.name);
    if (input.redirect_uris !== undefined) next.redirectUris = requireRedirectUris(input.redirect_uris);
    if (input.webhook_uri !== undefined) {
      if (input.webhook_uri !== null && typeof input.webhook_uri !== 'string') {
        throw validationError('webhook_uri must be a string or null', 'webhook_uri', 'type');
      }
      next.webhookUri = await this.checkWebhookUri(input.webhook_uri);
    }
    if (input.client_secret !== undefined) {
      const secrets = input.client_secret;
      if (!Array.isArray(secrets) || secrets.length === 0 || secrets.length > MAX_SECRETS) {
        throw validationError(`client_secret must be an array of 1 to ${MAX_SECRETS} secrets`, 'client_secret', 'type');
      }
      secrets.forEach((secret, i) => {
        if (typeof secret !== 'string' || secret.length < 32 || secret.length > 256 || !/^[\x21-\x7e]+$/.test(secret)) {
          throw validationError(
            'each client_secret must be 32 to 256 printable characters without spaces',
            `client_secret.${i}`,
            'format',
          );
        }
      });
      next.secrets = (secrets as string[]).map((s) => this.storeSecret(client.clientId, s));
    }
    await this.dataSource.getRepository(ClientEntity).update({ id: client.id }, next);
    return this.view({ ...client, ...next } as ClientEntity);
  }

  secrets(client: ClientEntity): SecretView[] {
    return client.secrets.map((s, i) => ({ id: secretId(s), masked: maskSecret(s.last4), created_at: s.createdAt, signs_staffbridge_signature: i === 0 }));
  }

  /**
   * Rotation, first half: a new secret is added after the current ones (which keep working, and the first
   * keeps keying Staffbridge-Signature) and returned, the only time it is shown.
   */
  async rotateSecret(client: ClientEntity): Promise<{ clientSecret: string; secrets: SecretView[] }> {
    const clientSecret = randomString(43);
    // One statement, so concurrent rotations each add theirs and the cap holds.
    const secrets = await this.writeSecrets(
      `UPDATE client SET secrets = secrets || jsonb_build_array($2::jsonb) WHERE id = $1 AND jsonb_array_length(secrets) < ${MAX_SECRETS} RETURNING secrets`,
      [client.id, JSON.stringify(this.storeSecret(client.clientId, clientSecret))],
    );
    if (!secrets) throw validationError(`a client holds at most ${MAX_SECRETS} secrets: retire one first`, 'client_secret', 'length');
    return { clientSecret, secrets: this.secrets({ ...client, secrets } as ClientEntity) };
  }

  /**
   * Rotation, second half: a secret stops working. The last one cannot go, nor the one the caller signed in
   * with (`usedSecret`), so a developer never locks themselves out by a click.
   */
  async retireSecret(client: ClientEntity, id: string, usedSecret: string): Promise<SecretView[]> {
    const target = client.secrets.find((s) => secretId(s) === id);
    if (!target) throw notFound('no such client secret', id);
    if (constantTimeEqual(target.hash, sha256Hex(usedSecret))) {
      throw validationError('this request signed in with that secret: sign in with another one to retire it', 'id', 'in_use');
    }
    const secrets = await this.writeSecrets(
      `UPDATE client SET secrets = COALESCE((SELECT jsonb_agg(e ORDER BY n) FROM jsonb_array_elements(secrets) WITH ORDINALITY AS t(e, n) WHERE e->>'hash' <> $2), '[]'::jsonb)
       WHERE id = $1 AND jsonb_array_length(secrets) > 1 RETURNING secrets`,
      [client.id, target.hash],
    );
    if (!secrets) throw validationError('the last client secret cannot be retired: rotate first', 'id', 'last');
    return this.secrets({ ...client, secrets } as ClientEntity);
  }

  /** Runs an UPDATE ... RETURNING secrets; null when it matched no row. */
  private async writeSecrets(sql: string, params: unknown[]): Promise<StoredSecret[] | null> {
    const rows: Array<{ secrets: StoredSecret[] }> = await this.dataSource.query(`WITH written AS (${sql}) SELECT secrets FROM written`, params);
    return rows[0]?.secrets ?? null;
  }

  private storeSecret(clientId: string, secret: string): StoredSecret {
    return {
      hash: sha256Hex(secret),
      ciphertext: this.sealer.seal(secret, clientId),
      last4: secret.slice(-4),
      createdAt: new Date().toISOString(),
    };
  }

  private async checkWebhookUri(value: string | null): Promise<string | null> {
    if (value === null || value === '') return null;
    await this.webhookTargets.assertAllowed(value, 'webhook_uri');
    return value;
  }
}

const secretId = (secret: StoredSecret): string => sha256Hex(`secret-id:${secret.hash}`).slice(0, 16);

function requireName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationError('name is required', 'name', 'required');
  if (value.length > 200) throw validationError('name must be at most 200 characters', 'name', 'length');
  return value.trim();
}

function requireRedirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw validationError('redirect_uris must be a non-empty array of urls', 'redirect_uris', 'required');
  }
  if (value.length > MAX_REDIRECT_URIS) {
    throw validationError(`redirect_uris may hold at most ${MAX_REDIRECT_URIS} urls`, 'redirect_uris', 'length');
  }
  return value.map((uri, i) => {
    if (typeof uri !== 'string' || uri.length > 2000) throw validationError('url not valid', `redirect_uris.${i}`, 'format');
    const problem = redirectUriProblem(uri);
    if (problem) {
      throw validationError(problem.rule === 'format' ? problem.message : `redirect_uris.${i} ${problem.message}`, `redirect_uris.${i}`, problem.rule);
    }
    return uri;
  });
}
