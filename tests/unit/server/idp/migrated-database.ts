import { openDatabase, type AppDatabase } from '../../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';

/** An in-memory SQLite database with every migration applied: the identity provider's tables, empty. */
export async function migratedDatabase(): Promise<AppDatabase> {
  const database = openDatabase({ unsafeFast: true });
  await migrateToLatest(database.db);
  return database;
}
