/**
 * Pure pt-BR formatters for the value formats a manifest can name (common.schema.json#/$defs/format).
 * Missing values give the empty text ("--" unless the manifest says otherwise).
 */
import type { EnumManifest, ValueFormat } from '../../../shared/manifest/manifest-types.ts';
import { dateTimeParts, dateTimeText } from '../../../shared/date-time-text.ts';
import { formatCnpj, formatNfeKey } from '../../../shared/format/document-numbers.ts';
import { appManifest } from '../../manifests/app-manifest.ts';

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

/** A count and what it counts, with pt-BR separators: "1 checklist", "11.554 checklists". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${integerFormat.format(count)} ${count === 1 ? singular : plural}`;
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

/** How a value of a format is drawn (value-view.tsx): as its text, as a coloured badge, as rich text. */
export type FormatView = 'text' | 'badge' | 'richText';

export interface FormatEntry {
  /** The value as text; undefined when it is not of this format. Missing values never reach it, bar `namesMissing`. */
  text: (value: unknown, manifest?: EnumManifest) => string | undefined;
  view: FormatView;
  /** Default alignment of its table column (the manifest's `align` overrides it). */
  align: 'left' | 'right';
  /** It names a missing value itself (an enum's fallback label) instead of the empty text. */
  namesMissing?: true;
}

const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One entry per format the manifest schema names (common.schema.json#/$defs/format). */
export const valueFormats = {
  text: { text: asText, view: 'text', align: 'left' },
  number: { text: formatNumber, view: 'text', align: 'right' },
  integer: { text: formatInteger, view: 'text', align: 'right' },
  percent: { text: formatPercent, view: 'text', align: 'right' },
  currency: { text: formatCurrency, view: 'text', align: 'right' },
  date: { text: formatDate, view: 'text', align: 'left' },
  datetime: { text: formatDateTime, view: 'text', align: 'left' },
  enum: { text: (value, manifest) => enumOption(value, manifest).label, view: 'badge', align: 'left', namesMissing: true },
  boolean: { text: formatBoolean, view: 'text', align: 'left' },
  link: { text: asText, view: 'text', align: 'left' },
  // As text, never markup: the rich text view draws it (rich-text-view.tsx).
  html: {
    text: (value) =>
      String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    view: 'richText',
    align: 'left',
  },
  cnpj: { text: (value) => formatCnpj(String(value)), view: 'text', align: 'left' },
  nfeKey: { text: (value) => formatNfeKey(String(value)), view: 'text', align: 'left' },
} satisfies Record<ValueFormat, FormatEntry>;

/** The value as text, in the named format; undefined when it is missing or not of that format. */
export function formatText(value: unknown, format: ValueFormat = 'text', manifest?: EnumManifest): string | undefined {
  const entry: FormatEntry = valueFormats[format];
  return isEmptyValue(value) && !entry.namesMissing ? undefined : entry.text(value, manifest);
}

export function defaultAlign(format: ValueFormat | undefined): 'left' | 'right' {
  return valueFormats[format ?? 'text'].align;
}
