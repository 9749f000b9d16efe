import type { Kysely } from 'kysely';

/** The reason given when an Expurgo is reverted, kept with the exclusion (it was only in the audit log). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kpi_exclusions').addColumn('motivo_reversao', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kpi_exclusions').dropColumn('motivo_reversao').execute();
}
