import { claimTypes } from '../reference/claim-types.ts';
import { returnReasons } from '../reference/return-reasons.ts';
import { checklistItems, damageAreas, damageTypes, delayReasons } from './catalogue.ts';
import { formatDamageCode } from '../../../shared/damage-code.ts';
import { inspectionPhoto } from './inspection-photo.ts';
import type { Random } from './prng.ts';
import type { RowBuffer } from './row-buffer.ts';
import { DAY, HOUR, isoDate, isoDateTime, type Timeline } from './timeline.ts';

export interface Counters {
  [table: string]: number;
}

export const next = (counters: Counters, table: string): number => (counters[table] = (counters[table] ?? 0) + 1);

/** A set of drawn inspection photos (a panel with a circled damage), reused as checklist attachments. */
const photos = Array.from({ length: 18 }, (_, variant) => inspectionPhoto(variant).toString('base64'));

/** Template 1 (retired, first 6 items) and template 2 (active, all items), see catalogue.ts. */
export function seedChecklistTemplates(buffer: RowBuffer, createdAt: string) {
  buffer.add('checklist_templates', [1, 'Checklist de Recebimento', 1, 0, createdAt]);
  buffer.add('checklist_templates', [2, 'Checklist de Recebimento', 2, 1, createdAt]);
  const templates: Record<number, number[]> = { 1: [], 2: [] };
  let id = 0;
  for (const template of [1, 2]) {
    const items = template === 1 ? checklistItems.slice(0, 6) : checklistItems;
    items.forEach((item, index) => {
      id += 1;
      templates[template]!.push(id);
      buffer.add('checklist_template_items', [id, template, index + 1, item.grupo, item.descricao, item.tipo, item.foto]);
    });
  }
  return templates;
}

export interface ReceiptInput {
  vehicleId: number;
  dealerId: number;
  carrierId: number | null;
  timeline: Timeline;
  now: number;
  templates: Record<number, number[]>;
}

export interface SeededReceipt {
  id: number;
  status: number;
  /** The facts db/delivery-facts.ts defines (1/0): registered in the app, damage found. */
  registeredInApp: number;
  damaged: number;
}

/** Receipt at the dealer (receiptStatus 0-3), its checklist, answers, photos, app usage. */
export function seedReceipt(random: Random, buffer: RowBuffer, counters: Counters, input: ReceiptInput): SeededReceipt {
  const unloaded = input.timeline.milestones.unloaded!;
  const age = input.now - unloaded;
  const status = age < 6 * HOUR ? 0 : age < 3 * DAY && random.chance(0.5) ? 1 : random.chance(0.04) ? 3 : 2;
  const receiptId = next(counters, 'receipts');
  const started = status >= 1 ? unloaded + random.int(1, 5) * HOUR : null;
  const finished = status >= 2 ? started! + random.int(1, 4) * HOUR : null;
  const inApp = random.chance(0.65) ? 1 : 0;
  let checklistId: number | null = null;
  let damageFound = 0;
  if (started !== null) {
    checklistId = next(counters, 'checklists');
    const template = input.now - unloaded > 365 * DAY ? 1 : 2;
    buffer.add('checklists', [
      checklistId,
      template,
      receiptId,
      input.vehicleId,
      status === 1 ? 2 : 3,
      isoDateTime(started),
      finished && isoDateTime(finished),
    ]);
    const items = input.templates[template]!;
    const answered = status === 1 ? items.slice(0, Math.ceil(items.length / 2)) : items;
    const forcedDamage = status === 3 ? random.int(2, Math.min(5, answered.length - 1)) : -1;
    answered.forEach((itemId, index) => {
      const damaged = index === forcedDamage || (index >= 2 && random.chance(0.03));
      const damageCode = damaged ? `${random.pick(damageAreas)}${random.pick(damageTypes)}${random.int(1, 5)}` : null;
      const note = damaged ? `Avaria identificada no recebimento (código ${formatDamageCode(damageCode)}).` : null;
      buffer.add('checklist_answers', [next(counters, 'checklist_answers'), checklistId, itemId, damaged ? 'NOK' : 'OK', damageCode, note]);
      if (damaged) {
        damageFound = 1;
        buffer.add('checklist_attachments', [
          next(counters, 'checklist_attachments'),
          checklistId,
          itemId,
          'image/png',
          random.pick(photos),
          isoDateTime(started),
        ]);
      }
    });
  }
  const responsible = started !== null ? random.pick(['Carlos Souza', 'Ana Lima', 'Marcos Pereira', 'Juliana Rocha']) : null;
  buffer.add('receipts', [
    receiptId,
    input.vehicleId,
    input.dealerId,
    status,
    checklistId,
    started && isoDateTime(started),
    finished && isoDateTime(finished),
    responsible,
    status === 3 ? 'Avarias constatadas no recebimento' : null,
    inApp,
  ]);
  if (inApp && started !== null) {
    buffer.add('app_usage_events', [next(counters, 'app_usage_events'), receiptId, input.dealerId, 'RECEBIMENTO_INICIADO', isoDateTime(started)]);
    if (finished !== null)
      buffer.add('app_usage_events', [next(counters, 'app_usage_events'), receiptId, input.dealerId, 'RECEBIMENTO_FINALIZADO', isoDateTime(finished)]);
  }
  if (status === 3 && random.chance(0.5)) {
    const code = `${random.pick(damageAreas)}${random.pick(damageTypes)}${random.int(2, 5)}`;
    buffer.add('claims', [
      next(counters, 'claims'),
      input.vehicleId,
      'Avaria no transporte',
      'Avaria constatada no recebimento',
      code,
      random.int(800, 15_000) * 100,
      random.pick(['ABERTO', 'EM_ANALISE', 'INDENIZADO']),
      isoDate(finished!),
      input.carrierId,
    ]);
  }
  return { id: receiptId, status, registeredInApp: inApp && status >= 1 ? 1 : 0, damaged: damageFound };
}

export function seedSidePath(
  random: Random,
  buffer: RowBuffer,
  counters: Counters,
  vehicleId: number,
  carrierId: number | null,
  timeline: Timeline,
  now: number,
) {
  const last = timeline.events[timeline.events.length - 1]!;
  if (timeline.sidePath === 'return' && last.status === 'DEVOLUCAO') {
    const done = now - last.at > 20 * DAY;
    buffer.add('returns', [
      next(counters, 'returns'),
      vehicleId,
      random.pick(returnReasons),
      done ? 'CONCLUIDA' : random.pick(['SOLICITADA', 'EM_ANALISE']),
      isoDate(last.at),
      done ? isoDate(last.at + 15 * DAY) : null,
      null,
    ]);
  }
  if (timeline.sidePath === 'claim' && last.status === 'SINISTRO') {
    buffer.add('claims', [
      next(counters, 'claims'),
      vehicleId,
      random.pick(claimTypes),
      last.descricao,
      null,
      random.int(5_000, 120_000) * 100,
      now - last.at > 60 * DAY ? 'INDENIZADO' : 'ABERTO',
      isoDate(last.at),
      carrierId,
    ]);
  }
}

/**
 * A late shipment and its history (transport-delay/delay-state.ts): justified by the operator two
 * days after the expected arrival, decided a week later; a rejected justification is back to
 * PENDENTE with the rejection recorded.
 */
export function seedDelay(
  random: Random,
  buffer: RowBuffer,
  counters: Counters,
  shipmentId: number,
  vehicleId: number,
  lateDays: number,
  dueAt: number,
  now: number,
) {
  const age = now - dueAt;
  const drawn =
    age > 30 * DAY ? random.weighted(['ENCERRADO', 'JUSTIFICADO', 'PENDENTE'], [60, 25, 15]) : random.weighted(['JUSTIFICADO', 'PENDENTE'], [40, 60]);
  const justified = drawn !== 'PENDENTE';
  const decided = drawn === 'ENCERRADO';
  const motivo = justified ? random.pick(delayReasons) : null;
  const resultado = decided ? random.weighted(['ACEITA', 'REJEITADA'], [80, 20]) : null;
  const situacao = resultado === 'REJEITADA' ? 'PENDENTE' : drawn;
  const comentario = justified ? '<p>Atraso informado pela transportadora.</p>' : null;
  const justifiedAt = isoDateTime(Math.min(dueAt + 2 * DAY, now));
  const decidedAt = isoDateTime(dueAt + 9 * DAY);
  const delayId = next(counters, 'transport_delays');
  buffer.add('transport_delays', [
    delayId,
    shipmentId,
    vehicleId,
    isoDateTime(dueAt),
    lateDays,
    situacao,
    motivo,
    comentario,
    justified ? 'operador' : null,
    justified ? justifiedAt : null,
    decided ? 'admin' : null,
    decided ? decidedAt : null,
    resultado,
  ]);
  if (justified)
    buffer.add('transport_delay_events', [
      next(counters, 'transport_delay_events'),
      delayId,
      justifiedAt,
      'operador',
      'JUSTIFICATIVA',
      motivo,
      comentario,
      null,
    ]);
  if (resultado) {
    const rejected = resultado === 'REJEITADA';
    buffer.add('transport_delay_events', [
      next(counters, 'transport_delay_events'),
      delayId,
      decidedAt,
      'admin',
      rejected ? 'REJEICAO' : 'ACEITE',
      null,
      null,
      rejected ? 'Justificativa sem comprovante; anexe o registro da ocorrência.' : null,
    ]);
  }
}
