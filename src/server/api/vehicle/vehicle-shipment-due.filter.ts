/**
 * The vehicles of the shipments due (shipments.data_prevista) in a period: the set the "Embarques"
 * of the delays-by-carrier report counts, so its cells link to the vehicle search (form `drill`). No
 * other list narrows by a shipment's due date: the delays list holds only the late ones.
 */
import { dayRangeSchema, type ListFilter } from '../../list/filters.ts';

export const shipmentDueFilter: ListFilter = {
  schema: { ...dayRangeSchema, description: 'Entrega prevista de um embarque do veículo: intervalo inclusivo (dia UTC)' },
  // Served by shipments_prevista (migration 005), as the delays report's own count is.
  apply: (q, range: { from?: string; to?: string }, db) => {
    let due = db.selectFrom('shipments').select('shipments.vehicle_id');
    if (range.from) due = due.where('shipments.data_prevista', '>=', range.from);
    if (range.to) due = due.where('shipments.data_prevista', '<', `${range.to}T24`);
    return q.where('vehicles.id', 'in', due);
  },
};
