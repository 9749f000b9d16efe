/**
 * The alert of a delay sent back to PENDENTE by a rejected justification: it awaits a new one. Raised
 * in the decision's transaction, so it exists exactly when the rejection does; keyed by the
 * rejection's history event, so each rejection is one alert. The vehicle's region and its
 * shipment's carrier are what subscriptions match.
 */
import type { Kysely } from 'kysely';
import { raiseAlerts } from '../../alerts/raise-alerts.ts';
import type { Database } from '../../db/schema.ts';

/** The observation as the alert quotes it: the delay's page shows it whole. */
const QUOTED_CHARS = 160;

export async function raisePendingDelayAlert(
  trx: Kysely<Database>,
  rejection: { delayId: number; eventId: number; usuario: string; observacao: string },
): Promise<void> {
  const delay = await trx
    .selectFrom('transport_delays')
    .innerJoin('vehicles', 'vehicles.id', 'transport_delays.vehicle_id')
    .innerJoin('shipments', 'shipments.id', 'transport_delays.shipment_id')
    .innerJoin('carriers', 'carriers.id', 'shipments.carrier_id')
    .select(['vehicles.chassi as chassi', 'vehicles.regiao_codigo as regiao', 'carriers.codigo as transportadora'])
    .where('transport_delays.id', '=', rejection.delayId)
    .executeTakeFirstOrThrow();
  const observacao = rejection.observacao.length > QUOTED_CHARS ? `${rejection.observacao.slice(0, QUOTED_CHARS - 1).trimEnd()}…` : rejection.observacao;
  await raiseAlerts(trx, [
    {
      tipo: 'ATRASO_PENDENTE',
      chave: String(rejection.eventId),
      titulo: `Justificativa rejeitada: chassi ${delay.chassi}`,
      texto: `Rejeitada por ${rejection.usuario}: "${observacao}". O atraso voltou a Pendente e aguarda nova justificativa.`,
      link: `/administration/transport-delay/${rejection.delayId}`,
      recurso: 'transport-delay',
      regiaoCodigo: delay.regiao,
      transportadora: delay.transportadora,
    },
  ]);
}
