import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { withExclusiveWork } from '../../db/exclusive-work.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { defaultManifestFolder, type ManifestFolder } from '../../manifests/manifest-folder.ts';
import { raiseAlerts } from '../../alerts/raise-alerts.ts';
import { recordAudit, recordAudits } from '../admin/audit-log.ts';
import { failedRouteImportAlert } from './route-import-alert.ts';
import { type CodeRead, codedColumn } from './coded-column.ts';
import { targetDaysSchema, transportModes } from './transport-route-list.resource.ts';
import { EXAMPLE_CITY, MAX_LISTED_ERRORS, type RawRow, routeSheetColumns } from './route-sheet.ts';

export interface RowError {
  row: number;
  column: string;
  message: string;
}
interface ValidRow {
  row: number;
  planta: string;
  uf: string;
  cidade: string;
  carrierId: number;
  modal: string;
  diasTarget: number;
  distanciaKm: number | null;
}

/**
 * A city as the route key compares it: case-insensitive. Portuguese has no casing rule of its own, so
 * toLowerCase equals toLocaleLowerCase('pt-BR'), at a fiftieth of its cost (160 ms per 40,000 cities,
 * all on the event loop during a 20,000-row import).
 */
const cityKey = (cidade: string) => cidade.toLowerCase();
const header = (key: string) => routeSheetColumns.find((c) => c.key === key)!.header;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** How each coded column says that a cell names none of its values. */
const unknownValue = {
  planta: (cell: string) => `Planta "${cell}" não cadastrada.`,
  uf: (cell: string) => `UF "${cell}" inválida.`,
  transportadora: (cell: string) => `Transportadora "${cell}" não cadastrada.`,
  modal: (cell: string) => `Modal "${cell}" inválido.`,
};
type CodedKey = keyof typeof unknownValue;

/** The readers of the coded columns, each taking the code or the label the app shows for it, and the carriers' ids by code. */
async function loadCodedColumns(db: Kysely<Database>, manifests: ManifestFolder) {
  const [plants, states, carriers] = await Promise.all([
    db.selectFrom('plants').select(['codigo as code', 'nome as label']).orderBy('codigo').execute(),
    db.selectFrom('states').select(['uf as code', 'nome as label']).orderBy('uf').execute(),
    db.selectFrom('carriers').select(['id', 'codigo as code', 'nome as label']).orderBy('codigo').execute(),
  ]);
  // The labels list exports and badges show (export-columns.ts), for the codes a route may hold.
  const modeLabels = new Map(manifests.enumLabels('transport-mode').values.map(({ value, label }) => [String(value), label]));
  const modes = transportModes.map((code) => ({ code, label: modeLabels.get(code) ?? code }));
  const readers: Record<CodedKey, (cell: string) => CodeRead> = {
    planta: codedColumn(plants, unknownValue.planta),
    uf: codedColumn(states, unknownValue.uf),
    transportadora: codedColumn(carriers, unknownValue.transportadora),
    modal: codedColumn(modes, unknownValue.modal),
  };
  return { readers, carrierIds: new Map(carriers.map((c) => [c.code, c.id])) };
}

/** Checks every row (all errors, not just the first) against the plants, states, carriers and transport modes. */
async function validate(db: Kysely<Database>, manifests: ManifestFolder, rows: RawRow[]): Promise<{ valid: ValidRow[]; errors: RowError[] }> {
  const { readers, carrierIds } = await loadCodedColumns(db, manifests);
  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const fail = (key: string, message: string) => errors.push({ row, column: header(key), message });
    // The code the cell names; a cell naming none is failed and compared as typed.
    const code = (key: CodedKey) => {
      const cell = text(values[key]);
      const read = readers[key](cell);
      if ('error' in read) fail(key, read.error);
      return 'code' in read ? read.code : cell;
    };
    const before = errors.length;
    const planta = code('planta');
    const uf = code('uf');
    const cidade = text(values.cidade);
    const dias = Number(values.diasTarget);
    const distancia = text(values.distanciaKm) === '' ? null : Number(values.distanciaKm);
    if (cidade === EXAMPLE_CITY) fail('cidade', 'Linha de exemplo do modelo: substitua-a por uma rota real ou apague-a.');
    else if (cidade.length === 0 || cidade.length > 80) fail('cidade', cidade ? 'Máximo de 80 caracteres.' : 'Campo obrigatório.');
    const carrier = code('transportadora');
    const modal = code('modal');
    if (!Number.isInteger(dias) || dias < targetDaysSchema.minimum || dias > targetDaysSchema.maximum) {
      fail('diasTarget', `Deve ser um número inteiro entre ${targetDaysSchema.minimum} e ${targetDaysSchema.maximum}.`);
    }
    if (distancia !== null && (!Number.isInteger(distancia) || distancia < 1 || distancia > 10_000))
      fail('distanciaKm', 'Deve ser um número inteiro entre 1 e 10000.');
    const key = `${planta}|${uf}|${cityKey(cidade)}|${carrier}`;
    if (errors.length === before && seen.has(key)) fail('cidade', `Rota repetida (mesma da linha ${seen.get(key)}).`);
    seen.set(key, row);
    if (errors.length === before) valid.push({ row, planta, uf, cidade, carrierId: carrierIds.get(carrier)!, modal, diasTarget: dias, distanciaKm: distancia });
  }
  return { valid, errors };
}

const routeKey = (planta: string, uf: string, cidade: string, carrierId: number) => `${planta}|${uf}|${cityKey(cidade)}|${carrierId}`;

/**
 * All or nothing: any row error refuses the whole file and alerts the upload-routes holders
 * (route-import-alert.ts); otherwise one transaction upserts every route 500 rows per statement
 * (on the route's unique key) and audits each changed target, whose routes it returns. Imports
 * never interleave, even on two instances: the second reads the routes after the first committed,
 * so its counts and audited "from" targets are right. `manifests` is the folder the app runs (the
 * transport modes' labels).
 */
export async function importRoutes(
  database: AppDatabase,
  rows: RawRow[],
  user: AuthenticatedUser,
  fileName: string,
  manifests: ManifestFolder = defaultManifestFolder(),
): Promise<{ created: number; updated: number; changedRouteIds: number[] }> {
  const { valid, errors } = await validate(database.db, manifests, rows);
  if (errors.length > 0) {
    const badRows = new Set(errors.map((e) => e.row)).size;
    await raiseAlerts(database.db, [failedRouteImportAlert({ fileName, errors: errors.length, rows: badRows, usuario: user.username })]);
    throw new AppError('UNPROCESSABLE', {
      message: `A planilha tem ${errors.length} erro(s) em ${badRows} linha(s); nada foi importado.`,
      details: { errors: errors.slice(0, MAX_LISTED_ERRORS) },
    });
  }
  // Other requests are served between checking 20,000 rows and writing them (see the loop below).
  await setImmediate();
  const now = new Date();
  return withExclusiveWork(database, 'route-import', async (trx) => {
    const existing = await trx
      .selectFrom('transport_routes')
      .select(['id', 'origem_planta', 'destino_uf', 'destino_cidade', 'carrier_id', 'dias_target', 'distancia_km'])
      .execute();
    const byKey = new Map(existing.map((r) => [routeKey(r.origem_planta, r.destino_uf, r.destino_cidade, r.carrier_id), r]));
    const changedTargets: { id: number; de: number; para: number; linha: number }[] = [];
    const values = valid.map((r) => {
      const current = byKey.get(routeKey(r.planta, r.uf, r.cidade, r.carrierId));
      if (current && current.dias_target !== r.diasTarget) changedTargets.push({ id: current.id, de: current.dias_target, para: r.diasTarget, linha: r.row });
      return {
        origem_planta: r.planta,
        destino_uf: r.uf,
        // An existing route keeps its spelling, so the upsert meets it on the unique key.
        destino_cidade: current?.destino_cidade ?? r.cidade,
        carrier_id: r.carrierId,
        modal: r.modal,
        dias_target: r.diasTarget,
        distancia_km: r.distanciaKm ?? current?.distancia_km ?? 0,
        atualizado_em: now.toISOString(),
        atualizado_por: user.username,
      };
    });
    for (let i = 0; i < values.length; i += 500) {
      // SQLite answers synchronously, so without this the whole transaction is one turn of the event loop.
      await setImmediate();
      await trx
        .insertInto('transport_routes')
        .values(values.slice(i, i + 500))
        .onConflict((conflict) =>
          conflict.columns(['origem_planta', 'destino_uf', 'destino_cidade', 'carrier_id']).doUpdateSet((eb) => ({
            modal: eb.ref('excluded.modal'),
            dias_target: eb.ref('excluded.dias_target'),
            distancia_km: eb.ref('excluded.distancia_km'),
            atualizado_em: eb.ref('excluded.atualizado_em'),
            atualizado_por: eb.ref('excluded.atualizado_por'),
          })),
        )
        .execute();
    }
    const updated = values.filter((v) => byKey.has(routeKey(v.origem_planta, v.destino_uf, v.destino_cidade, v.carrier_id))).length;
    const result = { created: values.length - updated, updated };
    // The file's name is stored once, on the import's own row; each changed route's row points at it.
    const importacao = await recordAudit(
      trx,
      user,
      { recurso: 'upload-routes', acao: 'importar-planilha', registro: fileName, detalhes: { ...result, linhas: values.length } },
      now,
    );
    const routeAudits = changedTargets.map(({ id, ...change }) => ({
      recurso: 'transport-routes',
      acao: 'importar-planilha',
      registro: String(id),
      detalhes: { ...change, importacao },
    }));
    await recordAudits(trx, user, routeAudits, now);
    return { ...result, changedRouteIds: changedTargets.map((change) => change.id) };
  });
}
