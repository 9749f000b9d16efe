import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuthCode } from './session-store.ts';
import { secretHash } from './secret-hash.ts';
import { nowSeconds, orderStamp } from './store-clock.ts';

type Details = Omit<AuthCode, 'code' | 'expiresAt'>;

/**
 * Single-use authorization codes in the database, stored by hash. Taking one deletes it and reads
 * it in one statement (DELETE ... RETURNING), so of two instances redeeming it at once only one gets it.
 */
export class AuthCodeTable {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxCodes: number,
  ) {}

  async add(code: Omit<AuthCode, 'code'>): Promise<AuthCode> {
    await this.db.deleteFrom('idp_auth_codes').where('expires_at', '<', nowSeconds()).execute();
    const { n } = await this.db
      .selectFrom('idp_auth_codes')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) >= this.maxCodes) {
      const oldest = this.db
        .selectFrom('idp_auth_codes')
        .select('code_hash')
        .orderBy('created_ms')
        .limit(Number(n) - this.maxCodes + 1);
      await this.db.deleteFrom('idp_auth_codes').where('code_hash', 'in', oldest).execute();
    }
    const entry: AuthCode = { ...code, code: `${randomUUID()}.${randomBytes(24).toString('base64url')}` };
    const { code: value, expiresAt, ...details } = entry;
    await this.db
      .insertInto('idp_auth_codes')
      .values({ code_hash: secretHash(value), created_ms: orderStamp(), expires_at: expiresAt, details: JSON.stringify(details satisfies Details) })
      .execute();
    return entry;
  }

  async take(code: string): Promise<AuthCode | undefined> {
    const row = await this.db.deleteFrom('idp_auth_codes').where('code_hash', '=', secretHash(code)).returning(['expires_at', 'details']).executeTakeFirst();
    if (!row || nowSeconds() > Number(row.expires_at)) return undefined;
    return { ...(JSON.parse(row.details) as Details), code, expiresAt: Number(row.expires_at) };
  }
}
