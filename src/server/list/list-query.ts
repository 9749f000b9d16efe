/**
 * The list layer's query and column types: Kysely's own, over the database schema (db/schema.ts), so
 * a list naming a column the database lacks fails to compile.
 */
import { type SelectQueryBuilder, sql, type StringReference } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The rows a list reads: a select from the database's tables (the listed one and its joins). `O` is
 * what it selects. A left join's columns keep their declared (non-null) types here; the item schema
 * says which may be null.
 */
export type ListQuery<O = object> = SelectQueryBuilder<Database, keyof Database, O>;

/** A column of the database as Kysely names it: `table.column`, or bare. */
export type ListColumn = StringReference<Database, keyof Database>;

/** The column as a raw reference: compared with a value of whatever type the request's JSON gives. */
export const columnRef = (column: ListColumn) => sql.ref<unknown>(column);
