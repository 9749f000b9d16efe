import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calculateJwkThumbprint, createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import { accessTokenFor, bearer } from '../../helpers/auth.ts';
import { buildIdpTestApp, oneDatabase, testConfig } from './test-app.ts';

/**
 * The realm's signing keys live in the database: every instance signs and verifies with the same
 * keys, a rotation keeps the older key until the tokens it signed have expired, and an install
 * from before (a key file in the data folder) keeps its key.
 */
const CERTS = '/auth/realms/vtlog/protocol/openid-connect/certs';
let instances: Awaited<ReturnType<typeof oneDatabase>>;

beforeEach(async () => {
  instances = await oneDatabase();
});
afterEach(() => instances.close());

const certs = async (app: FastifyInstance) => (await app.inject({ url: CERTS })).json<JSONWebKeySet>();
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const home = (app: FastifyInstance, token: string) => app.inject({ url: '/api/probe/home', headers: bearer(token) });

describe('signing keys shared by every instance', () => {
  it('two instances starting together on an empty database agree on one key', async () => {
    const [a, b] = await Promise.all([instances.start(), instances.start()]);
    const [jwksA, jwksB] = await Promise.all([certs(a), certs(b)]);
    expect(jwksA.keys).toHaveLength(1);
    expect(jwksB).toEqual(jwksA);
    expect(jwksA.keys[0]).not.toHaveProperty('d');
    const token = await accessTokenFor(a, 'admin');
    await expect(jwtVerify(token, createLocalJWKSet(jwksB))).resolves.toBeTruthy();
    expect((await home(b, token)).statusCode).toBe(200);
  });

  it('after a rotation the newer key signs, and a token of the older key still verifies on every instance', async () => {
    const a = await instances.start();
    const older = await accessTokenFor(a, 'admin');
    await a.embeddedIdp!.keys.rotate(Math.floor(Date.now() / 1000));
    const newer = await accessTokenFor(a, 'admin');
    expect(kidOf(newer)).not.toBe(kidOf(older));
    const b = await instances.start();
    const jwks = await certs(b);
    expect(jwks.keys.map((k) => k.kid)).toEqual([kidOf(older), kidOf(newer)]);
    expect(kidOf(await accessTokenFor(b, 'operador'))).toBe(kidOf(newer));
    for (const app of [a, b]) {
      expect((await home(app, older)).statusCode).toBe(200);
      expect((await home(app, newer)).statusCode).toBe(200);
    }
  });

  it('a new key is published before it signs: until its time comes the current key keeps signing', async () => {
    const a = await instances.start();
    const before = await accessTokenFor(a, 'admin');
    await a.embeddedIdp!.keys.rotate();
    const b = await instances.start();
    expect((await certs(b)).keys).toHaveLength(2);
    expect(kidOf(await accessTokenFor(b, 'admin'))).toBe(kidOf(before));
  });

  it('the older key is retired once every token it signed has expired', async () => {
    const a = await instances.start();
    const older = await accessTokenFor(a, 'admin');
    const lifetime = a.embeddedIdp!.realm.ssoSessionMaxLifespan;
    await a.embeddedIdp!.keys.rotate(Math.floor(Date.now() / 1000) - lifetime - 60);
    const b = await instances.start();
    const jwks = await certs(b);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]?.kid).not.toBe(kidOf(older));
    expect((await home(b, older)).statusCode).toBe(401);
  });
});

describe('an install from before the key table', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('keeps the key of its data folder (realm-signing-key.json): tokens it signed stay valid', async () => {
    const config = testConfig();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    await mkdir(path.join(config.dataDir, 'idp'), { recursive: true });
    await writeFile(path.join(config.dataDir, 'idp', 'realm-signing-key.json'), JSON.stringify(await exportJWK(privateKey)));
    const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
    app = await buildIdpTestApp(config);
    expect((await certs(app)).keys.map((k) => k.kid)).toEqual([kid]);
    const token = await accessTokenFor(app, 'admin');
    expect(kidOf(token)).toBe(kid);
    await expect(jwtVerify(token, publicKey)).resolves.toBeTruthy();
  });
});
