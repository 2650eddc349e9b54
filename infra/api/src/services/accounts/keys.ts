import type { TLoginKey } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { KeyObject } from 'node:crypto';
import type { DB } from '../../db/schema';
import { parseJson } from '../../lib/json';
import { generateLoginKey, privateKeyOf } from '../../lib/loginCrypto';

const ALGORITHM: TLoginKey['algorithm'] = 'ECDH-ES-P256+HKDF-SHA256+A256GCM';
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The server's login keys. The newest unretired key is handed out; every stored key (retired
 * ones too, so clients holding an old key id still get in) can decrypt. The first start creates
 * one. Private keys live in the database and in this process only.
 */
export class LoginKeyRing {
  private readonly privateKeys = new Map<string, KeyObject>();

  private constructor(
    private readonly db: Kysely<DB>,
    private currentKey: TLoginKey,
  ) {}

  static async open(db: Kysely<DB>): Promise<LoginKeyRing> {
    let row = await LoginKeyRing.newest(db);
    if (!row) {
      const key = generateLoginKey();
      await db
        .insertInto('login_keys')
        .values({
          id: key.id,
          algorithm: ALGORITHM,
          public_jwk: JSON.stringify(key.publicJwk),
          private_pkcs8: key.privatePkcs8,
          created_at: new Date().toISOString(),
          retired_at: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      // Another replica may have created one at the same moment: everyone uses the newest.
      row = await LoginKeyRing.newest(db);
      if (!row) throw new Error('login key could not be created');
    }
    return new LoginKeyRing(db, { keyId: row.id, algorithm: ALGORITHM, publicKey: parseJson(row.public_jwk, { kty: 'EC', crv: 'P-256', x: '', y: '' }) });
  }

  private static newest(db: Kysely<DB>) {
    return db
      .selectFrom('login_keys')
      .select(['id', 'public_jwk'])
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** The key clients should encrypt to (GET /api/v1/auth/key). */
  current(): TLoginKey {
    return this.currentKey;
  }

  /** The private key of `keyId`, or null when there is no such key. */
  async privateKey(keyId: string): Promise<KeyObject | null> {
    if (!KEY_ID.test(keyId)) return null;
    const cached = this.privateKeys.get(keyId);
    if (cached) return cached;
    const row = await this.db.selectFrom('login_keys').select('private_pkcs8').where('id', '=', keyId).executeTakeFirst();
    if (!row) return null;
    const key = privateKeyOf(row.private_pkcs8);
    this.privateKeys.set(keyId, key);
    return key;
  }
}
