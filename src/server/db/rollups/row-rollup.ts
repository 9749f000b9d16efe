/**
 * A roll-up counting the rows of one source table by a few keys, kept exact by triggers: each
 * insert, delete or update of a watched column takes the old row's contribution out and adds the
 * new one's, in the writer's transaction, whoever the writer is (API, import, seed, a test). The
 * same SQL expressions build the roll-up from the whole table in bulk (migration, seed).
 */
import type { DialectName } from '../database.ts';
import type { SqlRunner } from './sql-runner.ts';

type Columns = readonly (readonly [column: string, expression: string])[];

export interface RowRollup {
  /** The roll-up table; its primary key is the key columns, in order. */
  table: string;
  source: 'shipments' | 'vehicle_status_periods' | 'integration_events' | 'vehicles';
  /** Source columns an update of which can move a row's contribution. */
  watched: readonly string[];
  /**
   * A timestamp column of the source: each row is then counted twice, in its day ('YYYY-MM-DD',
   * UTC) and in its month ('YYYY-MM'), under a first key column `periodo`.
   */
  period?: string;
  /** SQL over the source row alias `row`. */
  keys(row: string, dialect: DialectName): Columns;
  /** Per-row values added up. */
  counts(row: string): Columns;
  /** Which source rows count. */
  where(row: string): string;
}

const names = (columns: Columns) => columns.map(([column]) => column).join(', ');
const expressions = (columns: Columns) => columns.map(([, expression]) => expression).join(', ');

const MONTH_AND_DAY = '(SELECT 7 AS n UNION ALL SELECT 10 AS n) g';

/** Adds (sign 1) or takes out (sign -1) the contribution of one row (NEW or OLD in a trigger). */
function contribution(rollup: RowRollup, row: 'NEW' | 'OLD', sign: 1 | -1, dialect: DialectName): string {
  const keys: Columns = [...(rollup.period ? [['periodo', `substr(${row}.${rollup.period}, 1, g.n)`] as const] : []), ...rollup.keys(row, dialect)];
  const counts = rollup.counts(row);
  const signed = counts.map(([, expression]) => `${sign} * (${expression})`).join(', ');
  const add = counts.map(([column]) => `${column} = ${rollup.table}.${column} + excluded.${column}`).join(', ');
  // The WHERE clause also settles SQLite's parsing of INSERT ... SELECT ... ON CONFLICT.
  return `INSERT INTO ${rollup.table} (${names(keys)}, ${names(counts)})
    SELECT ${expressions(keys)}, ${signed}${rollup.period ? ` FROM ${MONTH_AND_DAY}` : ''} WHERE ${rollup.where(row)}
    ON CONFLICT (${names(keys)}) DO UPDATE SET ${add}`;
}

/** Empties the roll-up and counts every row of its source again (months from the day rows). */
export function rebuildStatements(rollup: RowRollup, dialect: DialectName): string[] {
  const { table, period } = rollup;
  const keys: Columns = [...(period ? [['periodo', `substr(src.${period}, 1, 10)`] as const] : []), ...rollup.keys('src', dialect)];
  const counts = rollup.counts('src');
  const sum = (expression: string) => `sum(${expression})`;
  const statements = [
    `DELETE FROM ${table}`,
    `INSERT INTO ${table} (${names(keys)}, ${names(counts)})
      SELECT ${expressions(keys)}, ${counts.map(([, expression]) => sum(expression)).join(', ')} FROM ${rollup.source} src
      WHERE ${rollup.where('src')} GROUP BY ${expressions(keys)}`,
  ];
  if (period) {
    const others = keys.slice(1).map(([column]) => column);
    const monthKeys = ['substr(periodo, 1, 7)', ...others].join(', ');
    statements.push(`INSERT INTO ${table} (${names(keys)}, ${names(counts)})
      SELECT ${monthKeys}, ${counts.map(([column]) => sum(column)).join(', ')} FROM ${table}
      WHERE length(periodo) = 10 GROUP BY ${monthKeys}`);
  }
  return statements;
}

export function createTriggerStatements(rollup: RowRollup, dialect: DialectName): string[] {
  const { table, source } = rollup;
  const watched = rollup.watched.join(', ');
  if (dialect === 'postgres') {
    return [
      `CREATE OR REPLACE FUNCTION ${table}_upkeep() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${contribution(rollup, 'OLD', -1, dialect)}; END IF;
        IF TG_OP <> 'DELETE' THEN ${contribution(rollup, 'NEW', 1, dialect)}; END IF;
        RETURN NULL;
      END $body$`,
      `CREATE TRIGGER ${table}_upkeep AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON ${source} FOR EACH ROW EXECUTE FUNCTION ${table}_upkeep()`,
    ];
  }
  return [
    `CREATE TRIGGER ${table}_insert AFTER INSERT ON ${source} BEGIN ${contribution(rollup, 'NEW', 1, dialect)}; END`,
    `CREATE TRIGGER ${table}_update AFTER UPDATE OF ${watched} ON ${source} BEGIN
      ${contribution(rollup, 'OLD', -1, dialect)}; ${contribution(rollup, 'NEW', 1, dialect)}; END`,
    `CREATE TRIGGER ${table}_delete AFTER DELETE ON ${source} BEGIN ${contribution(rollup, 'OLD', -1, dialect)}; END`,
  ];
}

export function dropTriggerStatements(rollup: RowRollup, dialect: DialectName): string[] {
  const { table } = rollup;
  return dialect === 'postgres'
    ? [`DROP FUNCTION IF EXISTS ${table}_upkeep() CASCADE`]
    : ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${table}_${event}`);
}

export async function runAll(run: SqlRunner, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await run(statement);
}
