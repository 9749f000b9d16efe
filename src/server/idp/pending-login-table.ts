import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PendingLogin } from './session-store.ts';
import { nowSeconds, orderStamp } from './store-clock.ts';

type Request = Omit<PendingLogin, 'tabId' | 'browserId' | 'address' | 'expiresAt'>;
type Limits = { pending: number; pendingPerBrowser: number; pendingPerAddress: number; pendingChars: number };

/**
 * Pending logins in the database. Before each insert the expired ones go, then the oldest of the
 * same browser, of the same address and of the whole table beyond their bounds (count and
 * characters), so the table stays bounded however many anonymous requests arrive at any instance.
 */
export class PendingLoginTable {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: Limits,
  ) {}

  async add(login: Omit<PendingLogin, 'tabId'>): Promise<PendingLogin> {
    const pending: PendingLogin = { ...login, tabId: randomBytes(12).toString('base64url') };
    const { tabId: _t, browserId, address, expiresAt, ...request } = pending;
    const chars = charsOf(pending);
    await this.db.deleteFrom('idp_pending_logins').where('expires_at', '<', nowSeconds()).execute();
    await this.keepNewest(this.limits.pendingPerBrowser - 1, 'browser_id', browserId);
    await this.keepNewest(this.limits.pendingPerAddress - 1, 'address', address);
    for (;;) {
      const total = await this.db
        .selectFrom('idp_pending_logins')
        .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(chars), 0)`.as('chars')])
        .executeTakeFirstOrThrow();
      if (Number(total.n) === 0 || (Number(total.n) < this.limits.pending && Number(total.chars) + chars <= this.limits.pendingChars)) break;
      await this.keepNewest(Number(total.n) - 1);
    }
    await this.db
      .insertInto('idp_pending_logins')
      .values({
        tab_id: pending.tabId,
        browser_id: browserId,
        address,
        created_ms: orderStamp(),
        expires_at: expiresAt,
        chars,
        request: JSON.stringify(request satisfies Request),
      })
      .execute();
    return pending;
  }

  async find(tabId: string | undefined, browserId: string | undefined): Promise<PendingLogin | undefined> {
    if (!tabId || !browserId) return undefined;
    const row = await this.db.selectFrom('idp_pending_logins').selectAll().where('tab_id', '=', tabId).executeTakeFirst();
    if (!row || row.browser_id !== browserId || nowSeconds() > Number(row.expires_at)) return undefined;
    return { ...(JSON.parse(row.request) as Request), tabId, browserId, address: row.address, expiresAt: Number(row.expires_at) };
  }

  async remove(tabId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('idp_pending_logins').where('tab_id', '=', tabId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Deletes all but the `keep` newest rows (of one browser or address when named). */
  private async keepNewest(keep: number, column?: 'browser_id' | 'address', value?: string): Promise<void> {
    let query = this.db.selectFrom('idp_pending_logins').select('tab_id');
    if (column && value !== undefined) query = query.where(column, '=', value);
    const beyond = await query.orderBy('created_ms', 'desc').limit(1000).offset(Math.max(keep, 0)).execute();
    if (beyond.length > 0)
      await this.db
        .deleteFrom('idp_pending_logins')
        .where(
          'tab_id',
          'in',
          beyond.map((r) => r.tab_id),
        )
        .execute();
  }
}

function charsOf(p: PendingLogin): number {
  return (
    p.redirectUri.length +
    (p.state?.length ?? 0) +
    (p.nonce?.length ?? 0) +
    p.scope.length +
    (p.codeChallenge?.length ?? 0) +
    p.browserId.length +
    p.address.length
  );
}
