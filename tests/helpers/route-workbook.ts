/**
 * "Planilha de Rotas" files for the API tests, the import benchmark and the e2e tests: the
 * headers come from the server's column list, the rows from the seeded plants, states and carriers.
 */
import * as XLSX from 'xlsx';
import { routeSheetColumns } from '../../src/server/api/transport-routes/route-sheet.ts';
import { plants } from '../../src/server/db/reference/plants.ts';
import { carriers } from '../../src/server/db/seed/catalogue.ts';
import { states } from '../../src/server/db/seed/geography.ts';

export const routeSheetHeaders: readonly string[] = routeSheetColumns.map((c) => c.header);

/** An xlsx whose first sheet holds the headers and the rows. */
export function routeWorkbook(rows: readonly (readonly unknown[])[], headers: readonly string[] = routeSheetHeaders): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...headers], ...rows.map((r) => [...r])]), 'Rotas');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** An xlsx whose first sheet holds `rows` (the headers among them) from the cell `origin` on; `[]` is a row without any cell, as Excel keeps a blank row. */
export function routeSheetAt(rows: readonly (readonly unknown[])[], origin = 'A1'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([]);
  XLSX.utils.sheet_add_aoa(
    sheet,
    rows.map((r) => [...r]),
    { origin },
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Rotas');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** `count` valid rows with distinct route keys; `prefix` keeps the cities of two calls apart. */
export function validRouteRows(count: number, prefix = 'Destino'): unknown[][] {
  return Array.from({ length: count }, (_, i) => [
    plants[i % plants.length]!.codigo,
    states[i % states.length]!.uf,
    `${prefix} ${i + 1}`,
    carriers[i % carriers.length]!.codigo,
    'RODOVIARIO',
    1 + (i % 30),
    100 + (i % 5000),
  ]);
}

/** A multipart/form-data body carrying one file (for `inject()` and `fetch`). */
export function multipartFile(file: Buffer, fileName = 'rotas.xlsx', field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----vtlog-upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
