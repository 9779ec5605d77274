// Where the callback leaves a provider's tokens until SIGN_IN: the table oauth_grant, keyed by the
// SHA-256 of a random key (the one the customer copies), tokens sealed with AES-256-GCM (CONTRACT §4).
// A key is good for one sign-in and for GRANT_TTL_MS; expired rows are swept on the next save.
import { IsNull, LessThan, MoreThan, type DataSource } from 'typeorm';
import type { Clock } from '../../core/clock';
import { randomString, sha256Hex, type Sealer } from '../../core/crypto';
import type { OAuthGrantStore, OAuthTokens } from '../../connectors/oauth/oauth';
import { OAuthGrantEntity } from '../../db/entities';

export const GRANT_TTL_MS = 60 * 60 * 1000;

/** Keys read as ours at a glance and carry 256 random bits (43 of 62 alphanumerics). */
export const GRANT_KEY_PREFIX = 'sbk_';

/** The callback's side: it saves; the connectors' side (OAuthGrantStore) finds and consumes. */
export interface OAuthGrantSaver {
  save(provider: string, tokens: OAuthTokens): Promise<{ key: string; expiresAt: Date }>;
}

export class OAuthGrantRepository implements OAuthGrantStore, OAuthGrantSaver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sealer: Sealer,
    private readonly clock: Clock,
  ) {}

  async save(provider: string, tokens: OAuthTokens): Promise<{ key: string; expiresAt: Date }> {
    const repo = this.dataSource.getRepository(OAuthGrantEntity);
    const now = this.clock.now();
    await repo.delete({ expiresAt: LessThan(now) });
    const key = `${GRANT_KEY_PREFIX}${randomString(43)}`;
    const keyHash = sha256Hex(key);
    const expiresAt = new Date(now.getTime() + GRANT_TTL_MS);
    await repo.insert({
      keyHash,
      provider,
      tokensCiphertext: this.sealer.sealJson(tokens, keyHash),
      createdAt: now,
      expiresAt,
      usedAt: null,
    });
    return { key, expiresAt };
  }

  async find(provider: string, key: string): Promise<OAuthTokens | null> {
    const keyHash = sha256Hex(key.trim());
    const row = await this.dataSource.getRepository(OAuthGrantEntity).findOne({
      where: { keyHash, provider, usedAt: IsNull(), expiresAt: MoreThan(this.clock.now()) },
    });
    return row ? this.sealer.openJson<OAuthTokens>(row.tokensCiphertext, keyHash) : null;
  }

  async consume(provider: string, key: string): Promise<boolean> {
    const keyHash = sha256Hex(key.trim());
    // Used once: the row is emptied of its tokens, kept until expiry so a second use is told apart.
    const result = await this.dataSource
      .getRepository(OAuthGrantEntity)
      .update({ keyHash, provider, usedAt: IsNull() }, { usedAt: this.clock.now(), tokensCiphertext: '' });
    return (result.affected ?? 0) > 0;
  }
}
