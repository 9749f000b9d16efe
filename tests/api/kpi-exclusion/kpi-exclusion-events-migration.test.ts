/**
 * Migration 023 on a database with Expurgo rows written before it: each apply and each revert
 * becomes an event with its own reason (the revert's from its column, else from the audit row of
 * the same revert), oldest first; down puts the columns back as they were.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest, pendingMigrations } from '../../../src/server/db/migrate.ts';
import { emptyDatabase, type EmptyDatabase } from '../support/empty-database.ts';

const MIGRATION = '023-kpi-exclusion-events';
const A = '9BWAAAAAAAAAAAAA1';
const B = '9BWBBBBBBBBBBBBB2';
const C = '9BWCCCCCCCCCCCCC3';

/** Rows as the product wrote them before the migration: one per apply, closed in place by its revert. */
const oldRows = [
  // A: expurgated, reverted (reason kept by migration 012), expurgated again.
  {
    vehicle_id: 1,
    chassi: A,
    motivo: 'Frota interna',
    ativo: 0,
    criado_por: 'admin',
    criado_em: '2025-01-10T12:00:00.000Z',
    revertido_por: 'gestor',
    revertido_em: '2025-02-01T09:00:00.000Z',
    motivo_reversao: 'Aplicado por engano',
  },
  {
    vehicle_id: 1,
    chassi: A,
    motivo: 'Evento',
    ativo: 1,
    criado_por: 'gestor',
    criado_em: '2025-03-01T08:30:00.000Z',
    revertido_por: null,
    revertido_em: null,
    motivo_reversao: null,
  },
  // B: reverted before migration 012: the reason is only in the audit.
  {
    vehicle_id: 2,
    chassi: B,
    motivo: 'Teste de pista',
    ativo: 0,
    criado_por: 'admin',
    criado_em: '2025-01-05T10:00:00.000Z',
    revertido_por: 'admin',
    revertido_em: '2025-01-20T10:00:00.000Z',
    motivo_reversao: null,
  },
  // C: reverted with no reason anywhere.
  {
    vehicle_id: 3,
    chassi: C,
    motivo: 'Exposição',
    ativo: 0,
    criado_por: 'admin',
    criado_em: '2025-01-02T10:00:00.000Z',
    revertido_por: 'admin',
    revertido_em: '2025-01-03T10:00:00.000Z',
    motivo_reversao: null,
  },
];

let empty: EmptyDatabase;
let db: Kysely<any>;
/** The migration before this one. */
let previous: string;
beforeAll(async () => {
  empty = await emptyDatabase();
  db = empty.database.db;
  const names = await pendingMigrations(db);
  previous = names[names.indexOf(MIGRATION) - 1]!;
  await migrateTo(db, previous);
  await db.insertInto('kpi_exclusions').values(oldRows).execute();
  const audit = (acao: string, registro: string, ocorrido_em: string, motivo: string) => ({
    ocorrido_em,
    usuario: 'admin',
    usuario_id: 'u-admin',
    recurso: 'kpi-exclusion',
    acao,
    registro,
    detalhes: JSON.stringify({ motivo }),
  });
  await db
    .insertInto('audit_log')
    .values([
      audit('aplicar-expurgo', B, '2025-01-05T10:00:00.000Z', 'Teste de pista'),
      audit('reverter-expurgo', B, '2025-01-20T10:00:00.000Z', 'Pista liberada'),
      // Another chassis's revert at the same instant is not B's reason.
      audit('reverter-expurgo', C, '2025-01-20T10:00:00.000Z', 'Não é de C'),
    ])
    .execute();
  await migrateToLatest(db);
});
afterAll(() => empty.drop());

describe(`migration ${MIGRATION}`, () => {
  it('turns every apply and revert into an event with its own reason, oldest first', async () => {
    const events = await db
      .selectFrom('kpi_exclusion_events')
      .select(['id', 'vehicle_id', 'chassi', 'acao', 'motivo', 'usuario', 'ocorrido_em'])
      .orderBy('id')
      .execute();
    expect(events.map(({ id: _id, ...event }) => event)).toEqual([
      { vehicle_id: 3, chassi: C, acao: 'aplicar-expurgo', motivo: 'Exposição', usuario: 'admin', ocorrido_em: '2025-01-02T10:00:00.000Z' },
      { vehicle_id: 3, chassi: C, acao: 'reverter-expurgo', motivo: null, usuario: 'admin', ocorrido_em: '2025-01-03T10:00:00.000Z' },
      { vehicle_id: 2, chassi: B, acao: 'aplicar-expurgo', motivo: 'Teste de pista', usuario: 'admin', ocorrido_em: '2025-01-05T10:00:00.000Z' },
      { vehicle_id: 1, chassi: A, acao: 'aplicar-expurgo', motivo: 'Frota interna', usuario: 'admin', ocorrido_em: '2025-01-10T12:00:00.000Z' },
      { vehicle_id: 2, chassi: B, acao: 'reverter-expurgo', motivo: 'Pista liberada', usuario: 'admin', ocorrido_em: '2025-01-20T10:00:00.000Z' },
      { vehicle_id: 1, chassi: A, acao: 'reverter-expurgo', motivo: 'Aplicado por engano', usuario: 'gestor', ocorrido_em: '2025-02-01T09:00:00.000Z' },
      { vehicle_id: 1, chassi: A, acao: 'aplicar-expurgo', motivo: 'Evento', usuario: 'gestor', ocorrido_em: '2025-03-01T08:30:00.000Z' },
    ]);
  });

  it('keeps in kpi_exclusions only the state the KPIs read', async () => {
    const rows = await db.selectFrom('kpi_exclusions').selectAll().orderBy('id').execute();
    expect(rows.map((row) => Object.keys(row).sort())).toEqual(oldRows.map(() => ['ativo', 'chassi', 'id', 'vehicle_id']));
    expect(rows.map((row) => [row.chassi, row.ativo])).toEqual(oldRows.map((row) => [row.chassi, row.ativo]));
  });

  it('down restores the columns from the events', async () => {
    await migrateTo(db, previous);
    const rows = await db.selectFrom('kpi_exclusions').selectAll().orderBy('id').execute();
    // B's revert reason, found in the audit, now has its column.
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual(oldRows.map((row) => (row.chassi === B ? { ...row, motivo_reversao: 'Pista liberada' } : row)));
    await migrateToLatest(db);
  });
});
