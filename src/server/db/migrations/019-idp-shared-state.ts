import { type Kysely, sql } from 'kysely';

/**
 * The embedded identity provider's state, shared by every instance on this database so a restart
 * or another instance behind the same proxy keeps users signed in: SSO sessions, refresh-token
 * rotation, pending logins, single-use codes, sign-in failure counters, the realm signing keys and
 * a counter of user edits. Times are epoch seconds (milliseconds where named `_ms`), compared with
 * JWT times; bigint because epoch milliseconds exceed PostgreSQL's integer. `created_ms` orders
 * rows for the bounds (the oldest is dropped first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idp_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('identity_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_ms', 'bigint', (col) => col.notNull())
    .addColumn('auth_time', 'bigint', (col) => col.notNull())
    .addColumn('started', 'bigint', (col) => col.notNull())
    .addColumn('last_seen', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('idp_sessions_user').on('idp_sessions').columns(['user_id', 'created_ms']).execute();
  await db.schema.createIndex('idp_sessions_created').on('idp_sessions').column('created_ms').execute();

  await db.schema
    .createTable('idp_refresh_tokens')
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('jti', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idp_refresh_tokens_pk', ['session_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('idp_pending_logins')
    .addColumn('tab_id', 'text', (col) => col.primaryKey())
    .addColumn('browser_id', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_ms', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('chars', 'integer', (col) => col.notNull())
    .addColumn('request', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('idp_pending_logins_browser').on('idp_pending_logins').columns(['browser_id', 'created_ms']).execute();
  await db.schema.createIndex('idp_pending_logins_address').on('idp_pending_logins').columns(['address', 'created_ms']).execute();
  await db.schema.createIndex('idp_pending_logins_created').on('idp_pending_logins').column('created_ms').execute();

  await db.schema
    .createTable('idp_auth_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('created_ms', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('idp_auth_codes_created').on('idp_auth_codes').column('created_ms').execute();

  await db.schema
    .createTable('idp_login_failures')
    .addColumn('guard', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_ms', 'bigint', (col) => col.notNull())
    .addColumn('locked_until_ms', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idp_login_failures_pk', ['guard', 'subject'])
    .execute();
  await db.schema.createIndex('idp_login_failures_last').on('idp_login_failures').columns(['guard', 'last_failure_ms']).execute();

  await db.schema
    .createTable('idp_signing_keys')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull().unique())
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('signs_from', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('realm_user_revision')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into realm_user_revision (id, revision) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'realm_user_revision',
    'idp_signing_keys',
    'idp_login_failures',
    'idp_auth_codes',
    'idp_pending_logins',
    'idp_refresh_tokens',
    'idp_sessions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
