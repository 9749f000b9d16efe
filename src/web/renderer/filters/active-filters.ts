/**
 * The filters a list applies, as the user reads them: "Status: Em trânsito, Faturado",
 * "Data do pedido: 01/09/2026 – 30/09/2026", "Valor (R$): a partir de 10.000". Pure: the labels of
 * codes (enum names, lookup options) are passed in.
 */
import { formatBrazilianNumber } from '../rjsf/widgets/brazilian-number.ts';

/** The name of a code (enum label, lookup option), when known. */
type Label = (code: unknown) => string | undefined;

const day = (iso: unknown) => String(iso).split('-').reverse().join('/');
const shown = (value: unknown) =>
  typeof value === 'number' ? formatBrazilianNumber(value) : /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? day(value) : String(value);

function rangeText(range: Record<string, unknown>): string {
  const [start, end] = [range.from ?? range.min, range.to ?? range.max];
  if (start !== undefined && end !== undefined) return `${shown(start)} – ${shown(end)}`;
  return start !== undefined ? `a partir de ${shown(start)}` : `até ${shown(end)}`;
}

/** At most this many codes are named; the rest is counted ("+3"). */
const namedCodes = 3;

/** One applied filter's value as text. */
export function filterText(value: unknown, label: Label): string {
  if (Array.isArray(value)) {
    const names = value.slice(0, namedCodes).map((code) => label(code) ?? String(code));
    return value.length > namedCodes ? `${names.join(', ')} +${value.length - namedCodes}` : names.join(', ');
  }
  if (value !== null && typeof value === 'object') return rangeText(value as Record<string, unknown>);
  if (value === true) return 'sim';
  if (value === false) return 'não';
  return label(value) ?? shown(value);
}

/**
 * Whether `false` is a filter of its own for a boolean field: chosen in a select or radio ("Em
 * Expurgo: Não" leaves those chassis out), not an unticked "Somente …" box, which means "all".
 */
export function falseFilters(property: unknown, ui: unknown): boolean {
  const widget = (ui as Record<string, unknown> | undefined)?.['ui:widget'];
  return (property as Record<string, unknown> | undefined)?.type === 'boolean' && widget !== undefined && widget !== 'checkbox';
}

/**
 * Whether a filter value narrows the list: not empty (a range needs one bound at least; any value
 * inside it counts), and `false` only where `falseFilters` says so.
 */
export function isActiveFilter(value: unknown, keepsFalse = false): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (value === false) return keepsFalse;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some((part) => isActiveFilter(part, true));
  return true;
}
