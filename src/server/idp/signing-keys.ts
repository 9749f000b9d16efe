import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  alg: 'RS256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public JWK as served by `certs` (Keycloak shape: kid, kty, alg, use, n, e). */
  publicJwk: JWK;
}

const FILE_NAME = 'realm-signing-key.json';

/**
 * The realm's RS256 signing key, persisted under `<dataDir>/idp/` so tokens survive a restart
 * (as Keycloak keeps its realm keys in its database). Created on first start; file mode 0600.
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const dir = path.join(dataDir, 'idp');
  const file = path.join(dir, FILE_NAME);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) return fromPrivateJwk(JSON.parse(existing) as JWK);

  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  await rename(temp, file);
  // Another process may have won the race; whatever is on disk now is the key.
  return fromPrivateJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const publicOnly: JWK = { kty: jwk.kty, n: jwk.n, e: jwk.e };
  const kid = await calculateJwkThumbprint(publicOnly);
  const privateKey = (await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
  const publicKey = (await importJWK({ ...publicOnly, alg: 'RS256' }, 'RS256')) as CryptoKey;
  return { kid, alg: 'RS256', privateKey, publicKey, publicJwk: { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e } };
}
