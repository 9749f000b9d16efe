/**
 * Row errors of the route import name the rows as Excel and LibreOffice number them, past blank rows
 * and rows that only look blank, in files written by SheetJS, openpyxl and LibreOffice Calc.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, routeSheetAt, routeSheetHeaders } from '../../helpers/route-workbook.ts';
import { contentHash } from '../hostile/database-snapshot.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

const upload = (file: Buffer) => t.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(file, 'rotas.xlsx') });
const routesSnapshot = async () => ({ count: await t.count('transport_routes'), hash: (await contentHash(t.database, ['transport_routes'])).transport_routes });

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/route-sheets/${name}`, import.meta.url));
const unknownPlant = expect.stringMatching(/^Planta "XXX" não cadastrada\. /);
const badTarget = 'Deve ser um número inteiro entre 1 e 120.';

describe('row numbers of the route import', () => {
  it('names the Excel row of a bad row that follows a row without cells and a row of empty cells', async () => {
    const before = await routesSnapshot();
    const response = await upload(
      routeSheetAt([
        routeSheetHeaders,
        ['BET', 'SP', 'Linhas Campinas', 'CEG', 'RODOVIARIO', 3, 95],
        [],
        ['', '', '', '', '', '', ''],
        ['XXX', 'SP', 'Linhas Santos', 'CEG', 'RODOVIARIO', 2, 80],
        ['SBC', 'SP', 'Linhas Sorocaba', 'TVS', 'RODOVIARIO', 0, null],
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('A planilha tem 2 erro(s) em 2 linha(s); nada foi importado.');
    expect(response.json().details.errors).toEqual([
      { row: 5, column: 'PLANTA_ORIGEM', message: unknownPlant },
      { row: 6, column: 'DIAS_TARGET', message: badTarget },
    ]);
    expect(await routesSnapshot()).toEqual(before);
  });

  it('names the Excel row when the table starts below blank rows, and the row a repeated route repeats', async () => {
    const route = ['GRV', 'RS', 'Linhas Canoas', 'TVS', 'RODOVIARIO', 4, 30];
    const response = await upload(routeSheetAt([routeSheetHeaders, [], route, [], [], route], 'B3'));
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual([{ row: 8, column: 'CIDADE_DESTINO', message: 'Rota repetida (mesma da linha 5).' }]);
  });

  it('imports a sheet whose blank rows and rows of empty cells sit between its routes', async () => {
    const response = await upload(
      routeSheetAt([
        routeSheetHeaders,
        [],
        ['BET', 'SP', 'Linhas Americana', 'CEG', 'RODOVIARIO', 3, 120],
        ['  ', null, '', null, ' '],
        [],
        ['SOR', 'PR', 'Linhas Londrina', 'APL', 'RODOVIARIO', 6, 480],
      ]),
    );
    expect([response.statusCode, response.json()]).toEqual([200, { created: 2, updated: 0 }]);
  });

  // Made by tests/fixtures/route-sheets/make-route-sheets.py: row 3 has no cells, row 4 coloured empty
  // cells, row 6 formulas giving empty text; rows 5 and 7 are bad, the others use codes and labels.
  for (const file of ['rotas-openpyxl.xlsx', 'rotas-libreoffice.xlsx']) {
    it(`names the Excel rows of the bad rows of ${file}, and imports nothing`, async () => {
      const before = await routesSnapshot();
      const response = await upload(fixture(file));
      expect(response.statusCode).toBe(422);
      expect(response.json().details.errors).toEqual([
        { row: 5, column: 'PLANTA_ORIGEM', message: unknownPlant },
        { row: 7, column: 'DIAS_TARGET', message: badTarget },
      ]);
      expect(await routesSnapshot()).toEqual(before);
    });
  }
});
