import path from 'node:path';
import { sql } from 'kysely';
import type { ServerConfig } from '../config.ts';
import { type AppDatabase, openDatabase } from './database.ts';

export const sqliteFileFor = (config: Pick<ServerConfig, 'dataDir'>): string => path.join(config.dataDir, 'vtlog.sqlite');

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function databaseFromConfig(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>): AppDatabase {
  return openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileFor(config), poolSize: config.databasePoolSize });
}

export async function isEmpty(database: AppDatabase): Promise<boolean> {
  const row = await database.db
    .selectFrom('vehicles')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
