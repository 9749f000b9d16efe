import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/db/statement-cache.ts';

const sqlite = new BetterSqlite3(':memory:');
sqlite.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t (v) VALUES ('a'), ('b'), ('c')");

describe('withStatementCache', () => {
  it('prepares a SQL text once and hands the same statement back', () => {
    const db = withStatementCache(sqlite);
    const first = db.prepare('SELECT v FROM t WHERE id = ?');
    expect(db.prepare('SELECT v FROM t WHERE id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ v: 'b' }]);
    expect(db.prepare('SELECT v FROM t WHERE id > ?')).not.toBe(first);
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(sqlite);
    const iterator = db.prepare('SELECT id FROM t ORDER BY id').iterate([]);
    expect(iterator.next().value).toEqual({ id: 1 });
    expect(db.prepare('SELECT id FROM t ORDER BY id').all([])).toHaveLength(3);
    expect([...iterator]).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('keeps only the most recently used statements', () => {
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('SELECT 1');
    const two = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(one);
    db.prepare('SELECT 3'); // evicts SELECT 2, used least recently
    expect(db.prepare('SELECT 1')).toBe(one);
    expect(db.prepare('SELECT 2')).not.toBe(two);
  });
});
