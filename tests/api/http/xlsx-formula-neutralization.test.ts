/**
 * Text a user wrote that starts like a formula (= + - @) leaves in an exported xlsx as text, never
 * as a formula, in list exports and report downloads alike (one writer): the text as written, in a
 * cell with Excel's quote-prefix style, so no apostrophe shows.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../export/xlsx-file.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const formulas = ['=HYPERLINK("http://x.co","a")', '+1+1', '-2+3', '@SUM(A1:A2)'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

/** Every cell of a sheet whose text contains one of the formulas, with its address, type, value and formula. */
function cellsHolding(sheet: XLSX.WorkSheet): { ref: string; t: string; v: unknown; f?: string }[] {
  return Object.entries(sheet)
    .filter(([ref]) => !ref.startsWith('!'))
    .map(([ref, cell]) => [ref, cell as XLSX.CellObject] as const)
    .filter(([, cell]) => formulas.some((formula) => String(cell.v).includes(formula)))
    .map(([ref, cell]) => ({ ref, t: cell.t, v: cell.v, ...(cell.f !== undefined && { f: cell.f }) }));
}

describe('exported xlsx neutralizes formula-like text', () => {
  it('streaming writer: KPI exclusion reasons come back as text cells', async () => {
    const vehicles = await t.database.db.selectFrom('vehicles').select(['id', 'chassi']).orderBy('id').limit(formulas.length).execute();
    for (const [i, v] of vehicles.entries()) {
      const applied = await t.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion', payload: { chassis: [v.chassi], motivo: formulas[i]! } });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/vehicle/vehicleKpiExclusion/report',
      payload: { chassis: vehicles.map((v) => v.chassi), clientTimeZone: 'America/Sao_Paulo' },
    });
    expect(response.statusCode).toBe(200);
    const file = readExport(response.rawPayload);
    const cells = cellsHolding(XLSX.read(response.rawPayload, { type: 'buffer', cellFormula: true }).Sheets.Expurgo!);
    // The text as written (no apostrophe shows), a text cell, no formula; its style has the quote prefix.
    expect(cells).toEqual(formulas.map((formula) => ({ ref: expect.any(String), t: 's', v: formula })));
    for (const { ref } of cells) expect(file.styleOf(ref), ref).toMatchObject({ quotePrefix: '1' });
    // Other text keeps the plain style.
    expect(file.styleOf('A2').quotePrefix).toBeUndefined();
  });

  it("report writer: filter values echoed in a report's parameters sheet come back as text cells", async () => {
    const response = await t.as('analista', {
      method: 'POST',
      url: '/api/reports/transit-time-by-route',
      payload: { periodo: { from: '2025-01-01', to: '2025-05-26' }, transportadora: formulas },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cells = cellsHolding(XLSX.read(response.rawPayload, { type: 'buffer', cellFormula: true }).Sheets['Parâmetros']!);
    expect(cells).toEqual([{ ref: expect.any(String), t: 's', v: formulas.join(', ') }]);
    expect(readExport(response.rawPayload, 'Parâmetros').styleOf(cells[0]!.ref)).toMatchObject({ quotePrefix: '1' });
  });
});
