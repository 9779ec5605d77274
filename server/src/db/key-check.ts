// A start with a different ENCRYPTION_KEY than the store was written with stops here, with a message that
// says so, instead of starting and failing every later decrypt (webhook signing, provider credentials).
// The store keeps a value sealed with its key (store_meta.key_check); a store written before that row
// existed is checked against its first client secret, then gets the row.
import type { DataSource } from 'typeorm';
import { ConfigError } from '../config';
import type { Sealer } from '../core/crypto';

const KEY_CHECK = 'key_check';
const CANARY = 'staffbridge: this store is sealed with this key';

export class WrongEncryptionKeyError extends ConfigError {
  constructor(where: string) {
    super(
      `ENCRYPTION_KEY does not match the key this store was written with (${where}): every stored secret would fail to decrypt. ` +
        'Start with the key the store was created with (embedded mode keeps a generated one in DATA_DIR/encryption.key), ' +
        'or point DATA_DIR / DATABASE_URL at a new store.',
    );
    this.name = 'WrongEncryptionKeyError';
  }
}

export async function assertStoreKey(dataSource: DataSource, sealer: Sealer, where: string): Promise<void> {
  const opens = (sealed: string, associatedData: string) => {
    try {
      sealer.open(sealed, associatedData);
      return true;
    } catch {
      return false;
    }
  };
  const read = async () => ((await dataSource.query(`SELECT value FROM store_meta WHERE key = $1`, [KEY_CHECK])) as Array<{ value: string }>)[0]?.value;
  let sealed = await read();
  if (sealed === undefined) {
    const [client]: Array<{ client_id: string; secrets: Array<{ ciphertext: string }> | string }> = await dataSource.query(
      `SELECT client_id, secrets FROM client ORDER BY created_at LIMIT 1`,
    );
    const secrets = typeof client?.secrets === 'string' ? JSON.parse(client.secrets) : client?.secrets;
    if (client && secrets?.[0] && !opens(secrets[0].ciphertext, client.client_id)) throw new WrongEncryptionKeyError(where);
    // Several instances of a fleet may get here at once: the first row stays, and everyone checks it.
    await dataSource.query(`INSERT INTO store_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [KEY_CHECK, sealer.seal(CANARY, KEY_CHECK)]);
    sealed = await read();
  }
  if (!sealed || !opens(sealed, KEY_CHECK)) throw new WrongEncryptionKeyError(where);
}
