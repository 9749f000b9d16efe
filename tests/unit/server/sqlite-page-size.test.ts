/** New SQLite files get the larger page size (database.ts); an existing file keeps the one it has. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, SQLITE_NEW_FILE_PAGE_SIZE } from '../../../src/server/db/database.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-page-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pageSizeOf(file: string): Promise<number> {
  const database = openDatabase({ sqliteFile: file });
  try {
    await sql`CREATE TABLE IF NOT EXISTS t (x integer)`.execute(database.db);
    return (await sql<{ page_size: number }>`PRAGMA page_size`.execute(database.db)).rows[0]!.page_size;
  } finally {
    await database.destroy();
  }
}

describe('SQLite page size', () => {
  it('is set on a new file and kept when the file is opened again', async () => {
    const file = path.join(dir, 'new.sqlite');
    expect(SQLITE_NEW_FILE_PAGE_SIZE).not.toBe(4096);
    expect(await pageSizeOf(file)).toBe(SQLITE_NEW_FILE_PAGE_SIZE);
    expect(await pageSizeOf(file)).toBe(SQLITE_NEW_FILE_PAGE_SIZE);
  });

  it('leaves an existing file with the page size it was made with', async () => {
    const file = path.join(dir, 'old.sqlite');
    const old = new BetterSqlite3(file);
    old.exec('CREATE TABLE t (x integer)');
    old.close();
    expect(await pageSizeOf(file)).toBe(4096);
  });
});
