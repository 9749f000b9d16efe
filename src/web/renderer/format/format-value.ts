/**
 * Pure pt-BR formatters for the value formats a manifest can name (common.schema.json#/$defs/format).
 * Missing values give the empty text ("--" unless the manifest says otherwise).
 */
import type { EnumManifest, ValueFormat } from '../../../shared/manifest/manifest-types.ts';
import { dateTimeParts, dateTimeText } from '../../../shared/date-time-text.ts';
import { formatCnpj, formatNfeKey } from '../../../shared/format/document-numbers.ts';
import { appManifest } from '../../manifests/manifests.ts';

export const defaultEmptyText = '--';

const locale = appManifest.intlLocale;
/** Decimals follow one rule: numbers and percentages always show one decimal ("3,0 dias", "69,0%"). */
const numberFormat = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integerFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const currencyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: appManifest.currency });

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

function toDate(value: unknown): Date | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export function formatNumber(value: unknown): string | undefined {
  const number = toNumber(value);
  return number === undefined ? undefined : numberFormat.format(number);
}

export function formatInteger(value: unknown): string | undefined {
  const number = toNumber(value);
  return number === undefined ? undefined : integerFormat.format(number);
}

/** Percent values are fractions (0.125 → 12,5%), as Intl defines them. */
export function formatPercent(value: unknown): string | undefined {
  const number = toNumber(value);
  return number === undefined ? undefined : percentFormat.format(number);
}

/** BRL: R$ 1.234,56 (Intl separates the symbol with a no-break space). */
export function formatCurrency(value: unknown): string | undefined {
  const number = toNumber(value);
  return number === undefined ? undefined : currencyFormat.format(number);
}

/** dd/MM/yyyy. A date-only string (YYYY-MM-DD) is taken as written, never shifted by the time zone. */
export function formatDate(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const match = dateOnly.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  if (!date) return undefined;
  const parts = dateTimeParts(date, locale);
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** dd/MM/yyyy HH:mm in the browser's time zone. */
export function formatDateTime(value: unknown): string | undefined {
  if (typeof value === 'string' && dateOnly.test(value)) return formatDate(value);
  const date = toDate(value);
  if (!date) return undefined;
  return dateTimeText(date, locale);
}

export function formatBoolean(value: unknown): string | undefined {
  if (value === true || value === 'true') return 'Sim';
  if (value === false || value === 'false') return 'Não';
  return undefined;
}

export interface EnumOption {
  label: string;
  color?: string;
}

/** Label and colour of an enum value; unknown values give the enum's fallback label. */
export function enumOption(value: unknown, manifest: EnumManifest | undefined): EnumOption {
  const entry = manifest?.values.find((item) => item.value === value || String(item.value) === String(value));
  if (entry) return entry.color === undefined ? { label: entry.label } : { label: entry.label, color: entry.color };
  return { label: manifest?.fallbackLabel ?? defaultEmptyText };
}

/** The value as text, in the named format; undefined when it is missing or not of that format. */
export function formatText(value: unknown, format: ValueFormat = 'text', manifest?: EnumManifest): string | undefined {
  if (isEmptyValue(value) && format !== 'enum') return undefined;
  switch (format) {
    case 'number':
      return formatNumber(value);
    case 'integer':
      return formatInteger(value);
    case 'percent':
      return formatPercent(value);
    case 'currency':
      return formatCurrency(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'boolean':
      return formatBoolean(value);
    case 'enum':
      return enumOption(value, manifest).label;
    case 'text':
    case 'link':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'cnpj':
      return formatCnpj(String(value));
    case 'nfeKey':
      return formatNfeKey(String(value));
    case 'html':
      // Text only, never markup: ValueView draws rich text itself (rich-text-view.tsx).
      return String(value).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  }
}

/** Numbers and currency read best right-aligned (schema: align defaults). */
export function defaultAlign(format: ValueFormat | undefined): 'left' | 'right' {
  return format === 'number' || format === 'integer' || format === 'percent' || format === 'currency' ? 'right' : 'left';
}
