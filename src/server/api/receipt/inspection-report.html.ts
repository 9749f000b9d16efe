import { formatDamageCode } from '../../../shared/damage-code.ts';
import { dateTimeText } from '../../../shared/date-time-text.ts';
import type { ManifestFolder } from '../../manifests/manifest-folder.ts';
import type { Checklist } from '../checklist/checklist.schema.ts';

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`=/]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const formatDateTime = (iso: string | null, timeZone: string) => (iso ? dateTimeText(new Date(iso), 'pt-BR', timeZone) : '--');

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The inspection report (GET /receipt/InspectionReport): server-rendered HTML in which
 * every value is escaped; photos are embedded only as data: URLs of validated base64 PNGs. Times
 * and damage codes are written as the receipt screen writes them (in the reader's time zone), statuses
 * by the labels of the enums of the manifests the app runs.
 */
export function renderInspectionReport(checklist: Checklist, photos: Map<number, string[]>, timeZone: string, manifests: ManifestFolder): string {
  const receiptStatus = manifests.enumLabels('receipt-status');
  const progressStatus = manifests.enumLabels('progress-status');
  const groups = new Map<string, Checklist['itens']>();
  for (const item of checklist.itens) groups.set(item.grupo, [...(groups.get(item.grupo) ?? []), item]);
  const rows = [...groups]
    .map(([group, items]) => {
      const lines = items
        .map((item) => {
          const images = (photos.get(item.checklistItemId) ?? [])
            .filter((b64) => BASE64.test(b64))
            .map((b64) => `<img class="foto" alt="Foto do item ${escapeHtml(item.descricao)}" src="data:image/png;base64,${b64}">`)
            .join('');
          const answer = item.resposta === 'OK' ? 'Conforme' : item.resposta === 'NOK' ? 'Não conforme' : (item.resposta ?? 'Não respondido');
          return `<tr><td>${escapeHtml(item.ordem)}</td><td>${escapeHtml(item.descricao)}</td><td class="${item.resposta === 'NOK' ? 'nok' : ''}">${escapeHtml(answer)}</td><td>${escapeHtml(formatDamageCode(item.codigoAvaria))}</td><td>${escapeHtml(item.observacao ?? '')}${images}</td></tr>`;
        })
        .join('');
      return `<tr class="grupo"><th colspan="5">${escapeHtml(group)}</th></tr>${lines}`;
    })
    .join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Relatório de inspeção - ${escapeHtml(checklist.chassi)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}tr.grupo th{background:#f1f3f5}.nok{color:#c92a2a;font-weight:600}.foto{display:block;max-width:160px;margin-top:4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:600}</style>
</head><body>
<h1>Relatório de inspeção de recebimento</h1>
<dl>
<dt>Chassi</dt><dd>${escapeHtml(checklist.chassi)}</dd>
<dt>Modelo</dt><dd>${escapeHtml(checklist.modelo)}</dd>
<dt>Concessionária</dt><dd>${escapeHtml(checklist.concessionaria)}</dd>
<dt>Status do recebimento</dt><dd>${escapeHtml(receiptStatus.label(checklist.receiptStatus))}</dd>
<dt>Situação do checklist</dt><dd>${escapeHtml(progressStatus.label(checklist.situacao))}</dd>
<dt>Modelo de checklist</dt><dd>${escapeHtml(checklist.templateNome)} (versão ${escapeHtml(checklist.templateVersao)})</dd>
<dt>Início</dt><dd>${escapeHtml(formatDateTime(checklist.criadoEm, timeZone))}</dd>
<dt>Fim</dt><dd>${escapeHtml(formatDateTime(checklist.finalizadoEm, timeZone))}</dd>
</dl>
<table><thead><tr><th>#</th><th>Item</th><th>Resposta</th><th>Código de avaria</th><th>Observação</th></tr></thead><tbody>${rows}</tbody></table>
</body></html>`;
}
