/**
 * The Expurgo download, in two sheets, because an analyst asks the file two questions:
 * - "Expurgo": one row per chassis asked, its state now and its latest exclusion, the reason given
 *   to apply it and the one given to revert it side by side (each with who and when), so filtering
 *   or counting chassis stays one row each;
 * - "Histórico": one row per apply and per revert, each with its own reason, so no reason is lost
 *   when a chassis is expurgated, reverted and expurgated again.
 * Statuses and actions as their labels, dates as date cells in the user's time zone (xlsx-stream.ts).
 */
import type { ManifestFolder } from '../../manifests/manifest-folder.ts';
import { type XlsxColumn, xlsxWorkbookStream } from '../../spreadsheet/xlsx-stream.ts';
import type { ExclusionEvent } from './kpi-exclusion-events.query.ts';
import type { kpiExclusionInfo } from './kpi-exclusion-info.query.ts';

type Info = Awaited<ReturnType<typeof kpiExclusionInfo>>[number];

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

function chassisColumns(manifests: ManifestFolder): XlsxColumn<Info>[] {
  return [
    { header: 'Chassi', width: 22, value: (i) => i.chassi },
    { header: 'Encontrado', width: 11, value: (i) => yesNo(i.encontrado) },
    { header: 'Modelo', value: (i) => i.modelo },
    { header: 'Status', width: 20, labels: manifests.enumLabels('vehicle-status'), value: (i) => i.status },
    { header: 'Concessionária', width: 30, value: (i) => i.concessionaria },
    { header: 'Expurgado', width: 11, value: (i) => yesNo(i.excluido) },
    { header: 'Motivo do expurgo', width: 36, value: (i) => i.motivo },
    { header: 'Expurgado por', value: (i) => i.excluidoPor },
    { header: 'Expurgado em', width: 18, format: 'datetime', value: (i) => i.excluidoEm },
    { header: 'Motivo da reversão', width: 36, value: (i) => i.motivoReversao },
    { header: 'Revertido por', value: (i) => i.revertidoPor },
    { header: 'Revertido em', width: 18, format: 'datetime', value: (i) => i.revertidoEm },
  ];
}

function historyColumns(manifests: ManifestFolder): XlsxColumn<ExclusionEvent>[] {
  return [
    { header: 'Chassi', width: 22, value: (e) => e.chassi },
    { header: 'Ação', width: 20, labels: manifests.enumLabels('kpi-exclusion-action'), value: (e) => e.acao },
    { header: 'Motivo', width: 36, value: (e) => e.motivo },
    { header: 'Usuário', value: (e) => e.usuario },
    { header: 'Data', width: 18, format: 'datetime', value: (e) => e.ocorridoEm },
  ];
}

async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

export function kpiExclusionWorkbook(info: Info[], timeZone: string, manifests: ManifestFolder): AsyncGenerator<Buffer> {
  return xlsxWorkbookStream<[Info, ExclusionEvent]>(
    { timeZone },
    { name: 'Expurgo', columns: chassisColumns(manifests), batches: once(info) },
    { name: 'Histórico', columns: historyColumns(manifests), batches: once(info.flatMap((i) => i.historico)) },
  );
}
