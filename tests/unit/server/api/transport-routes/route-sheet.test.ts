import { describe, expect, it } from 'vitest';
import { readRouteSheet } from '../../../../../src/server/api/transport-routes/route-sheet.ts';
import { AppError } from '../../../../../src/server/errors.ts';
import { routeSheetAt, routeSheetHeaders } from '../../../../helpers/route-workbook.ts';

const route = (cidade: string) => ['BET', 'SP', cidade, 'CEG', 'Rodoviário', 3, 100];
const cities = (file: Buffer) => readRouteSheet(file).map(({ row, values }) => [row, values.cidade]);

describe('readRouteSheet', () => {
  it('numbers each row as Excel does, past rows without cells', () => {
    const file = routeSheetAt([routeSheetHeaders, route('Campinas'), [], [], route('Santos'), [], route('Jundiaí')]);
    expect(cities(file)).toEqual([
      [2, 'Campinas'],
      [5, 'Santos'],
      [7, 'Jundiaí'],
    ]);
  });

  it('leaves out a row whose cells hold only empty text, as blank on screen as a row without cells', () => {
    const file = routeSheetAt([routeSheetHeaders, route('Campinas'), ['', '', '', '', '', '', ''], ['  ', null, ' '], route('Santos')]);
    const rows = readRouteSheet(file);
    expect(rows.map(({ row }) => row)).toEqual([2, 5]);
  });

  it('reads the headers from the first filled row, wherever the table starts', () => {
    const file = routeSheetAt([routeSheetHeaders, [], route('Campinas')], 'C4');
    expect(readRouteSheet(file)).toEqual([
      {
        row: 6,
        values: { planta: 'BET', uf: 'SP', cidade: 'Campinas', transportadora: 'CEG', modal: 'Rodoviário', diasTarget: 3, distanciaKm: 100 },
      },
    ]);
  });

  it('reads the columns by header, in any order, with the optional one absent', () => {
    const headers = ['MODAL', 'DIAS_TARGET', 'TRANSPORTADORA', 'CIDADE_DESTINO', 'UF_DESTINO', 'PLANTA_ORIGEM'];
    const [row] = readRouteSheet(routeSheetAt([headers, ['Cabotagem', 9, 'VNT', 'Manaus', 'AM', 'SJP']]));
    expect(row!.values).toEqual({ planta: 'SJP', uf: 'AM', cidade: 'Manaus', transportadora: 'VNT', modal: 'Cabotagem', diasTarget: 9, distanciaKm: null });
  });

  it("names the headers' own row when a required column is missing", () => {
    const file = routeSheetAt([['PLANTA_ORIGEM', 'UF_DESTINO', 'CIDADE_DESTINO', 'TRANSPORTADORA', 'DIAS_TARGET'], route('Campinas')], 'A3');
    const refusal = (() => {
      try {
        readRouteSheet(file);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).details).toEqual({ errors: [{ row: 3, column: 'MODAL', message: 'Coluna obrigatória ausente.' }] });
  });
});
