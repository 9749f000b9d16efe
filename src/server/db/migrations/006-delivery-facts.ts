import type { Kysely } from 'kysely';
import { copyMissingDeliveryFacts } from '../delivery-facts.ts';
import { kyselyRunner } from '../rollups/sql-runner.ts';

const FACTS = ['recebido_dealer_id', 'recebido_no_app', 'recebido_avariado'];

/**
 * The receipt facts of each delivery copied onto the shipment (delivery-facts.ts), so the delivery
 * dashboards (app rate, carrier performance, transit time) read a period from one covering index
 * at 1,000,000 vehicles. The new index supersedes shipments_entrega (migration 003), which it extends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of FACTS) await db.schema.alterTable('shipments').addColumn(column, 'integer').execute();
  await db.schema.dropIndex('shipments_entrega').execute();
  await db.schema
    .createIndex('shipments_entrega_recebido')
    .on('shipments')
    .columns(['data_entrega', 'route_id', 'data_saida', ...FACTS, 'vehicle_id'])
    .execute();
  // Shipments without facts (`recebido_dealer_id IS NULL` is an equality on the leading column):
  // the ones a copy of the facts looks at.
  await db.schema.createIndex('shipments_recebimento_pendente').on('shipments').columns(['recebido_dealer_id', 'data_entrega', 'vehicle_id']).execute();
  await copyMissingDeliveryFacts(kyselyRunner(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shipments_recebimento_pendente').execute();
  await db.schema.dropIndex('shipments_entrega_recebido').execute();
  await db.schema.createIndex('shipments_entrega').on('shipments').columns(['data_entrega', 'route_id', 'data_saida', 'vehicle_id']).execute();
  for (const column of FACTS) await db.schema.alterTable('shipments').dropColumn(column).execute();
}
