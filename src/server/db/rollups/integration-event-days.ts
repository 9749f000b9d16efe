/**
 * The integration failure dashboard's roll-up (`integration_event_days`, migration 008): messages
 * per day (UTC), interface, region, outcome and text, so any period reads a few thousand rows instead
 * of every message (some 230,000 a month at 1,000,000 vehicles). An absent region or text is ''.
 * Messages about chassis under Expurgo are taken out at query time.
 */
import type { RowRollup } from './row-rollup.ts';

export const integrationEventDays: RowRollup = {
  table: 'integration_event_days',
  source: 'integration_events',
  watched: ['recebido_em', 'interface', 'regiao_codigo', 'sucesso', 'mensagem'],
  keys: (row) => [
    ['dia', `substr(${row}.recebido_em, 1, 10)`],
    ['interface', `${row}.interface`],
    ['regiao_codigo', `coalesce(${row}.regiao_codigo, '')`],
    ['sucesso', `${row}.sucesso`],
    ['mensagem', `coalesce(${row}.mensagem, '')`],
  ],
  counts: () => [['mensagens', '1']],
  where: () => '1 = 1',
};
