/** One row read straight from the e2e server's SQLite file (read-only), e.g. a demo record's id. */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export function e2eDatabaseRow<Row>(query: string): Row {
  const db = new BetterSqlite3(path.join(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', 'vtlog.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(query).get() as Row | undefined;
    if (!row) throw new Error(`no row in the e2e database for: ${query}`);
    return row;
  } finally {
    db.close();
  }
}
