import { readField } from '../../shared/field-path.ts';
import { formatCnpj, formatNfeKey } from '../../shared/format/document-numbers.ts';
import type { PageManifest, ValueDisplay, ValueFormat } from '../../shared/manifest/manifest-types.ts';
import { hasPermission, type PermissionEntry } from '../../shared/permissions.ts';
import { type CellValue, excelDate, type XlsxColumn, type XlsxNumberFormat } from '../spreadsheet/xlsx-stream.ts';
import { defaultManifestFolder, type ManifestFolder } from '../manifests/manifest-folder.ts';

/** Screen widths are pixels; Excel's are characters of about 7 pixels. */
const PIXELS_PER_CHARACTER = 7;

/** The screen formats that are numbers in the file, and how Excel shows them. */
const numberFormatOf: Partial<Record<ValueFormat, XlsxNumberFormat>> = {
  integer: 'integer',
  number: 'number',
  percent: 'percent',
  currency: 'currency',
  date: 'date',
  datetime: 'datetime',
};

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

function toNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/**
 * Day serials of dates as the screen shows them: a date-only value (YYYY-MM-DD) as written, an
 * instant as the wall-clock date (and time) in the user's time zone.
 */
function dateSerials(timeZone: string) {
  const wallClock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (value: unknown, withTime: boolean): number | null => {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const match = typeof value === 'string' ? dateOnly.exec(value) : null;
    if (match) return excelDate(Number(match[1]), Number(match[2]), Number(match[3]));
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return null;
    const part = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value: text }) => [type, Number(text)]));
    return withTime ? excelDate(part.year!, part.month!, part.day!, part.hour, part.minute, part.second) : excelDate(part.year!, part.month!, part.day!);
  };
}

function cellOf(display: ValueDisplay, serialOf: ReturnType<typeof dateSerials>, manifests: ManifestFolder): (value: unknown) => CellValue {
  switch (display.format ?? 'text') {
    case 'integer':
    case 'number':
    case 'percent':
    case 'currency':
      return toNumber;
    case 'date':
      return (value) => serialOf(value, false);
    case 'datetime':
      return (value) => serialOf(value, true);
    case 'enum': {
      // The label the badge shows (the enum's fallback for an unknown code), never the code.
      const labels = manifests.enumLabels(display.enum ?? '');
      return (value) => labels.label(value as string | number | null | undefined);
    }
    case 'boolean':
      return (value) => (value === true || value === 'true' ? 'Sim' : value === false || value === 'false' ? 'Não' : null);
    case 'html':
      return (value) =>
        typeof value === 'string'
          ? value
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()
          : null;
    case 'cnpj':
      return (value) => (typeof value === 'string' ? formatCnpj(value) : null);
    case 'nfeKey':
      return (value) => (typeof value === 'string' ? formatNfeKey(value) : null);
    case 'text':
    case 'link':
      return (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : (value as CellValue));
  }
}

/**
 * The columns of a list page's export for one user: the screen's columns, labels and order, less
 * the columns whose permission the user lacks (decided here, from the manifest, never by the
 * browser); enums as their labels (from the enums of `manifests`, the folder the app runs), dates as
 * Excel dates, numbers with the screen's number format.
 */
export function exportColumns(
  page: PageManifest,
  permissions: readonly PermissionEntry[],
  timeZone: string,
  manifests: ManifestFolder = defaultManifestFolder(),
): XlsxColumn<unknown>[] {
  const serialOf = dateSerials(timeZone);
  return (page.columns ?? [])
    .filter((display) => !display.permission || hasPermission(permissions, display.permission))
    .map((display) => {
      const toCell = cellOf(display, serialOf, manifests);
      const format = numberFormatOf[display.format ?? 'text'];
      return {
        header: display.label,
        ...(display.width ? { width: Math.round(display.width / PIXELS_PER_CHARACTER) } : {}),
        ...(format ? { format } : {}),
        value: (row: unknown) => toCell(readField(row, display.field)),
      };
    });
}
