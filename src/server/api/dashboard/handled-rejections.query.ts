/**
 * The integration dashboard's rejected messages split into still open and handled ("Marcar como
 * tratada", api/integration-messages): the handled ones of the period and region are counted from
 * the index of the rejected messages (migration 024), which holds whether each is handled, its region
 * and vehicle, so the count reads the period's rejections (~4 % of its messages) and no row; the open
 * ones are the rest of the rejections the roll-up counts. Chassis under Expurgo are left out, as
 * everywhere on the dashboard.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DashboardFilter } from './dashboard-filter.ts';
import { excludedVehicleIds } from './kpi-sql.ts';

export async function handledRejections(db: Kysely<Database>, filter: DashboardFilter): Promise<number> {
  let handled = db
    .selectFrom('integration_events as e')
    .where('e.sucesso', '=', 0)
    .where('e.recebido_em', '>=', filter.from)
    .where('e.recebido_em', '<', filter.toExclusive)
    .where('e.tratado_em', 'is not', null)
    // A message tied to no vehicle is never under Expurgo (`NULL NOT IN` would drop it).
    .where((eb) => eb.or([eb('e.vehicle_id', 'is', null), eb('e.vehicle_id', 'not in', excludedVehicleIds(db))]));
  if (filter.regiao !== undefined) handled = handled.where('e.regiao_codigo', '=', filter.regiao);
  const row = await handled.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}
