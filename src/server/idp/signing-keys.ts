import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowSeconds } from './store-clock.ts';

export interface SigningKey {
  kid: string;
  alg: 'RS256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public JWK as served by `certs` (Keycloak shape: kid, kty, alg, use, n, e). */
  publicJwk: JWK;
}

interface StoredKey extends SigningKey {
  generation: number;
  signsFrom: number;
}

/** How long a key signs before the next one takes over. */
const SIGNING_SECONDS = 90 * 24 * 3600;
/**
 * Each instance rereads the key table at least this often, and a new key is published this long
 * before it signs: every instance knows a key before it sees a token signed with it.
 */
const RELOAD_SECONDS = 60;
/** A token naming a key this instance does not know makes it reread the table, at most this often. */
const UNKNOWN_KID_RELOAD_SECONDS = 5;
/** Where keys lived before they were kept in the database; read once, on a first start with an empty table. */
const LEGACY_FILE = path.join('idp', 'realm-signing-key.json');

/**
 * The realm's RS256 signing keys, in the database (idp_signing_keys) so every instance signs and
 * verifies with the same keys, as Keycloak keeps its realm keys in its database. Generations are
 * unique: of two instances creating the first key, or rotating at once, one insert wins and both
 * use its key. Tokens are signed with the newest key whose time has come; an older key is still
 * served by `certs` and accepted until every token it signed has expired (`tokenLifetimeSeconds`
 * after its successor started signing), then deleted.
 */
export class SigningKeyRing {
  private keys: StoredKey[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dataDir: string,
    private readonly tokenLifetimeSeconds: number,
  ) {}

  /** The key new tokens are signed with. */
  async signingKey(): Promise<SigningKey> {
    await this.fresh(RELOAD_SECONDS);
    const t = nowSeconds();
    const key = this.keys.filter((k) => k.signsFrom <= t).at(-1) ?? this.keys[0];
    if (!key) throw new Error('nenhuma chave de assinatura do realm');
    return key;
  }

  /** The public key of a key not yet retired, or undefined. */
  async verificationKey(kid: string | undefined): Promise<CryptoKey | undefined> {
    await this.fresh(RELOAD_SECONDS);
    if (!this.keys.some((k) => k.kid === kid)) await this.fresh(UNKNOWN_KID_RELOAD_SECONDS);
    return this.keys.find((k) => k.kid === kid)?.publicKey;
  }

  /** Every key not yet retired, as `certs` serves them. */
  async jwks(): Promise<{ keys: JWK[] }> {
    await this.fresh(RELOAD_SECONDS);
    return { keys: this.keys.map((k) => k.publicJwk) };
  }

  /**
   * Adds the next generation's key, signing from `signsFrom` (by default once every instance has
   * reread the table); of concurrent rotations by several instances one wins as a whole.
   */
  async rotate(signsFrom = nowSeconds() + RELOAD_SECONDS): Promise<void> {
    const newest = await this.db.selectFrom('idp_signing_keys').select('generation').orderBy('generation', 'desc').limit(1).executeTakeFirst();
    await this.insert((newest?.generation ?? 0) + 1, await generatedKey(), signsFrom);
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private async fresh(maxAgeSeconds: number): Promise<void> {
    if (nowSeconds() - this.loadedAt < maxAgeSeconds) return;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    await this.loading;
  }

  private async load(): Promise<void> {
    let rows = await this.rows();
    if (rows.length === 0) {
      await this.insert(1, (await legacyKey(this.dataDir)) ?? (await generatedKey()), nowSeconds());
      rows = await this.rows();
    }
    const newest = rows.at(-1);
    if (newest && Number(newest.signs_from) + SIGNING_SECONDS < nowSeconds()) {
      await this.rotate();
      rows = await this.rows();
    }
    const t = nowSeconds();
    const retired = rows.filter((row, i) => {
      const successor = rows[i + 1];
      return successor !== undefined && Number(successor.signs_from) + this.tokenLifetimeSeconds < t;
    });
    if (retired.length > 0)
      await this.db
        .deleteFrom('idp_signing_keys')
        .where(
          'kid',
          'in',
          retired.map((r) => r.kid),
        )
        .execute();
    const kept = rows.filter((row) => !retired.includes(row));
    this.keys = await Promise.all(
      kept.map(async (row) => ({
        ...(await fromPrivateJwk(JSON.parse(row.private_jwk) as JWK)),
        generation: row.generation,
        signsFrom: Number(row.signs_from),
      })),
    );
    this.loadedAt = nowSeconds();
  }

  private rows() {
    return this.db.selectFrom('idp_signing_keys').selectAll().orderBy('generation').execute();
  }

  private async insert(generation: number, jwk: JWK, signsFrom: number): Promise<void> {
    const { kid } = await fromPrivateJwk(jwk);
    await this.db
      .insertInto('idp_signing_keys')
      .values({ kid, generation, private_jwk: JSON.stringify(jwk), signs_from: signsFrom })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

async function generatedKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return exportJWK(privateKey);
}

/** The key of an install from before the key table, so the tokens it signed stay valid. */
async function legacyKey(dataDir: string): Promise<JWK | undefined> {
  const text = await readFile(path.join(dataDir, LEGACY_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text === undefined ? undefined : (JSON.parse(text) as JWK);
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const publicOnly: JWK = { kty: jwk.kty, n: jwk.n, e: jwk.e };
  const kid = await calculateJwkThumbprint(publicOnly);
  const privateKey = (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
  const publicKey = (await importJWK({ ...publicOnly, alg: 'RS256' }, 'RS256')) as CryptoKey;
  return { kid, alg: 'RS256', privateKey, publicKey, publicJwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e } };
}
