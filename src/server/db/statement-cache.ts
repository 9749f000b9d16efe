import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { RecentMap } from '../support/recent-map.ts';

/**
 * The SQLite connection as Kysely's dialect uses it, with each statement prepared once per SQL text:
 * Kysely prepares every query anew, and parsing and planning a list page's two statements cost
 * some 40 µs a request. The most recently used `maxStatements` stay prepared. A statement still
 * stepping (an open iterator of a streamed query) is not shared: that call prepares its own.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, maxStatements = 500): SqliteDatabase {
  const cache = new RecentMap<string, BetterSqlite3.Statement>(maxStatements);
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached?.busy) return sqlite.prepare(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      return statement;
    },
  };
}
