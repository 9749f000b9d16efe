import { readField } from '../../shared/field-path.ts';
import { formatCnpj, formatNfeKey } from '../../shared/format/document-numbers.ts';
import type { PageManifest, ValueDisplay, ValueFormat } from '../../shared/manifest/manifest-types.ts';
import { hasPermission, type PermissionEntry } from '../../shared/permissions.ts';
import type { CellValue, XlsxColumn, XlsxNumberFormat } from '../spreadsheet/xlsx-stream.ts';
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

function toNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** The value of a cell as the writer takes it; dates and enum codes are turned into date cells and labels by the writer (xlsx-stream.ts). */
function cellOf(display: ValueDisplay): (value: unknown) => CellValue {
  switch (display.format ?? 'text') {
    case 'integer':
    case 'number':
    case 'percent':
    case 'currency':
      return toNumber;
    case 'date':
    case 'datetime':
      return (value) => (typeof value === 'string' ? value : null);
    case 'enum':
      return (value) => (typeof value === 'string' || typeof value === 'number' ? value : null);
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
 * Excel dates (written by xlsx-stream.ts in the user's time zone), numbers with the screen's number format.
 */
export function exportColumns(
  page: PageManifest,
  permissions: readonly PermissionEntry[],
  manifests: ManifestFolder = defaultManifestFolder(),
): XlsxColumn<unknown>[] {
  return (page.columns ?? [])
    .filter((display) => !display.permission || hasPermission(permissions, display.permission))
    .map((display) => {
      const toCell = cellOf(display);
      const format = numberFormatOf[display.format ?? 'text'];
      return {
        header: display.label,
        ...(display.width ? { width: Math.round(display.width / PIXELS_PER_CHARACTER) } : {}),
        ...(format ? { format } : {}),
        // The label the badge shows (the enum's fallback for an unknown code), never the code.
        ...(display.format === 'enum' ? { labels: manifests.enumLabels(display.enum ?? '') } : {}),
        value: (row: unknown) => toCell(readField(row, display.field)),
      };
    });
}
