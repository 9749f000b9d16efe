/**
 * A list names its columns with Kysely's references typed by the database schema
 * (src/server/list/list-query.ts `ListColumn`, `ListQuery`): a column the database lacks fails to
 * compile. `tsc -p tsconfig.server.json` checks this file: each `@ts-expect-error` below fails the
 * build once that typing is lost. At run time, the declared columns reach the SQL as named.
 */
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/schema.ts';
import { defineList, type ListDefinition, type SortColumn } from '../../../src/server/list/define-list.ts';
import type { ListField } from '../../../src/server/list/fields.ts';
import { filters } from '../../../src/server/list/filters.ts';

/** Compiles SQLite statements without a database. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

const definition = {
  from: (kysely) => kysely.selectFrom('carriers'),
  select: (q) => q.select(['carriers.codigo as codigo', 'carriers.nome as nome']),
  toItem: (row) => ({ codigo: row.codigo, nome: row.nome }),
  itemSchema: {},
  fields: { nome: { type: 'text', label: 'Nome', column: 'carriers.nome', default: 'eq' } },
  scanCost: 'lê todas as transportadoras',
  sorts: { nome: 'carriers.nome', codigo: { column: 'codigo' } },
  defaultSort: [{ field: 'nome', direction: 'asc' }],
  tieBreaker: 'carriers.id',
} satisfies ListDefinition<{ codigo: string; nome: string }, { codigo: string; nome: string }>;

it('refuses, at compile time, a column the database lacks wherever a list names one', () => {
  // @ts-expect-error a field's column must be a column of the database
  const field: ListField = { type: 'text', label: 'Nome', column: 'carriers.apelido', default: 'eq' };
  // @ts-expect-error a sort's column too
  const sort: SortColumn = { column: 'carriers.apelido' };
  // @ts-expect-error a table the database lacks
  const filter = filters.anyOf('transportadoras.codigo', { type: 'string' });
  defineList({
    ...definition,
    // @ts-expect-error the tie-breaker
    tieBreaker: 'carriers.chave',
    // @ts-expect-error a count roll-up's columns are its own table's
    countRollup: { table: 'vehicle_counts', count: 'veiculos', columns: { nome: 'carriers.nome' } },
  });
  defineList({
    ...definition,
    // @ts-expect-error `toItem` reads only what `select` selects
    toItem: (row) => ({ codigo: row.codigo, nome: row.apelido }),
  });
  expect([field.column, sort.column, filter.schema]).toBeDefined();
});

it('puts the declared columns into the statements', () => {
  const list = defineList(definition);
  const { sql } = list.pageQuery(db, { page: 1, pageSize: 10, filters: { nome: 'Trans' }, sort: [{ field: 'codigo', direction: 'desc' }] }).compile();
  expect(sql).toBe(
    'select "carriers"."codigo" as "codigo", "carriers"."nome" as "nome" from "carriers" where "carriers"."nome" = ? order by "codigo" desc, "carriers"."id" desc limit ? offset ?',
  );
});
