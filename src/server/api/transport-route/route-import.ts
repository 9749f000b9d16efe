import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { MODAIS, type RawRow, routeSheetColumns } from './route-sheet.ts';

export interface RowError { row: number; column: string; message: string }
interface ValidRow { row: number; planta: string; uf: string; cidade: string; carrierId: number; modal: string; diasTarget: number; distanciaKm: number | null }

const header = (key: string) => routeSheetColumns.find((c) => c.key === key)!.header;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** Checks every row (all errors, not just the first) against the plants, states and carriers. */
async function validate(db: Kysely<Database>, rows: RawRow[]): Promise<{ valid: ValidRow[]; errors: RowError[] }> {
  const [plants, states, carriers] = await Promise.all([
    db.selectFrom('plants').select('codigo').execute(),
    db.selectFrom('states').select('uf').execute(),
    db.selectFrom('carriers').select(['id', 'codigo']).execute(),
  ]);
  const plantCodes = new Set(plants.map((p) => p.codigo));
  const ufs = new Set(states.map((s) => s.uf));
  const carrierIds = new Map(carriers.map((c) => [c.codigo, c.id]));
  const errors: RowError[] = [];
  const valid: ValidRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const fail = (key: string, message: string) => errors.push({ row, column: header(key), message });
    const before = errors.length;
    const planta = text(values.planta).toUpperCase();
    const uf = text(values.uf).toUpperCase();
    const cidade = text(values.cidade);
    const carrier = text(values.transportadora).toUpperCase();
    const modal = text(values.modal).toUpperCase();
    const dias = Number(values.diasTarget);
    const distancia = text(values.distanciaKm) === '' ? null : Number(values.distanciaKm);
    if (!plantCodes.has(planta)) fail('planta', planta ? `Planta "${planta}" não cadastrada.` : 'Campo obrigatório.');
    if (!ufs.has(uf)) fail('uf', uf ? `UF "${uf}" inválida.` : 'Campo obrigatório.');
    if (cidade.length === 0 || cidade.length > 80) fail('cidade', cidade ? 'Máximo de 80 caracteres.' : 'Campo obrigatório.');
    if (!carrierIds.has(carrier)) fail('transportadora', carrier ? `Transportadora "${carrier}" não cadastrada.` : 'Campo obrigatório.');
    if (!(MODAIS as readonly string[]).includes(modal)) fail('modal', `Use um destes valores: ${MODAIS.join(', ')}.`);
    if (!Number.isInteger(dias) || dias < 1 || dias > 90) fail('diasTarget', 'Deve ser um número inteiro entre 1 e 90.');
    if (distancia !== null && (!Number.isInteger(distancia) || distancia < 1 || distancia > 10_000)) fail('distanciaKm', 'Deve ser um número inteiro entre 1 e 10000.');
    const key = `${planta}|${uf}|${cidade.toLocaleLowerCase('pt-BR')}|${carrier}`;
    if (errors.length === before && seen.has(key)) fail('cidade', `Rota repetida (mesma da linha ${seen.get(key)}).`);
    seen.set(key, row);
    if (errors.length === before) valid.push({ row, planta, uf, cidade, carrierId: carrierIds.get(carrier)!, modal, diasTarget: dias, distanciaKm: distancia });
  }
  return { valid, errors };
}

/** All or nothing: any row error refuses the whole file; otherwise one transaction creates or updates every route. */
export async function importRoutes(db: Kysely<Database>, rows: RawRow[], user: string): Promise<{ created: number; updated: number }> {
  const { valid, errors } = await validate(db, rows);
  if (errors.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      message: `A planilha tem ${errors.length} erro(s) em ${new Set(errors.map((e) => e.row)).size} linha(s); nada foi importado.`,
      details: { errors: errors.slice(0, 1000) },
    });
  }
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('transport_routes').select(['id', 'origem_planta', 'destino_uf', 'destino_cidade', 'carrier_id']).execute();
    const byKey = new Map(existing.map((r) => [`${r.origem_planta}|${r.destino_uf}|${r.destino_cidade.toLocaleLowerCase('pt-BR')}|${r.carrier_id}`, r.id]));
    const inserts = [];
    let updated = 0;
    for (const r of valid) {
      const id = byKey.get(`${r.planta}|${r.uf}|${r.cidade.toLocaleLowerCase('pt-BR')}|${r.carrierId}`);
      if (id === undefined) {
        inserts.push({ origem_planta: r.planta, destino_uf: r.uf, destino_cidade: r.cidade, carrier_id: r.carrierId, modal: r.modal, dias_target: r.diasTarget, distancia_km: r.distanciaKm ?? 0, atualizado_em: now, atualizado_por: user });
      } else {
        const set = { modal: r.modal, dias_target: r.diasTarget, atualizado_em: now, atualizado_por: user, ...(r.distanciaKm !== null && { distancia_km: r.distanciaKm }) };
        await trx.updateTable('transport_routes').set(set).where('id', '=', id).execute();
        updated += 1;
      }
    }
    for (let i = 0; i < inserts.length; i += 500) await trx.insertInto('transport_routes').values(inserts.slice(i, i + 500)).execute();
    return { created: inserts.length, updated };
  });
}
