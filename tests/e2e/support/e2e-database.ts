/** One row read straight from an e2e server's SQLite file (read-only), e.g. a demo record's id. */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { defaultServer } from '../../../scripts/e2e-servers.mjs';

export function e2eDatabaseRow<Row>(query: string, server: { dataDir: string } = defaultServer): Row {
  const db = new BetterSqlite3(path.join(server.dataDir, 'vtlog.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(query).get() as Row | undefined;
    if (!row) throw new Error(`no row in the e2e database for: ${query}`);
    return row;
  } finally {
    db.close();
  }
}
