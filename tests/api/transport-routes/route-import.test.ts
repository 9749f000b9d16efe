import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, routeSheetHeaders, routeWorkbook, validRouteRows } from '../../helpers/route-workbook.ts';
import { contentHash } from '../hostile/database-snapshot.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(() => t.close());

function upload(file: Buffer, name = 'rotas.xlsx') {
  return t.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(file, name) });
}

const routesSnapshot = async () => ({ count: await t.count('transport_routes'), hash: (await contentHash(t.database, ['transport_routes'])).transport_routes });

describe('POST /api/transportroute/import', () => {
  it('creates new routes and updates existing ones in one go, auditing changed targets', async () => {
    const existing = await t.database.db
      .selectFrom('transport_routes')
      .innerJoin('carriers', 'carriers.id', 'transport_routes.carrier_id')
      .select(['transport_routes.id', 'origem_planta', 'destino_uf', 'destino_cidade', 'dias_target', 'carriers.codigo'])
      .orderBy('transport_routes.id')
      .executeTakeFirstOrThrow();
    const before = await t.count('transport_routes');
    const response = await upload(
      routeWorkbook([
        // Another spelling of the same city still updates the existing route.
        [existing.origem_planta, existing.destino_uf, existing.destino_cidade.toUpperCase(), existing.codigo, 'RODOVIARIO', 42, 900],
        ['BET', 'AC', 'Cruzeiro do Sul', 'VNT', 'RODOVIARIO', 12, null],
        ['SJP', 'RR', 'Caracaraí', 'VNT', 'cabotagem', 20, 4200],
      ]),
      'rotas-maio.xlsx',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1 });
    expect(await t.count('transport_routes')).toBe(before + 2);
    const updated = await t.database.db
      .selectFrom('transport_routes')
      .select(['dias_target', 'distancia_km', 'destino_cidade', 'atualizado_por'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(updated).toEqual({ dias_target: 42, distancia_km: 900, destino_cidade: existing.destino_cidade, atualizado_por: 'admin' });

    const history = await t.as('admin', { method: 'GET', url: `/api/transportroute/${existing.id}/history` });
    expect(history.json()[0]).toMatchObject({
      usuario: 'admin',
      acao: 'importar-planilha',
      targetAnterior: existing.dias_target,
      targetNovo: 42,
      arquivo: 'rotas-maio.xlsx',
      linha: 2,
      motivo: null,
    });
    const summary = await t.database.db
      .selectFrom('audit_log')
      .select(['registro', 'detalhes'])
      .where('recurso', '=', 'upload-routes')
      .executeTakeFirstOrThrow();
    expect(summary.registro).toBe('rotas-maio.xlsx');
    expect(JSON.parse(summary.detalhes)).toEqual({ created: 2, updated: 1, linhas: 3 });
  });

  // The name was copied into every changed route's audit row: 200,000 characters on 300 rows wrote 24.7 MB.
  it("stores the file name once, on the import's audit row; each route's history reads it from there", async () => {
    const name = `${'n'.repeat(250)}.xlsx`;
    const rows = validRouteRows(300, 'Nome uma vez');
    expect((await upload(routeWorkbook(rows), 'primeira.xlsx')).json()).toEqual({ created: 300, updated: 0 });
    const changed = rows.map((row) => row.with(5, 121 - (row[5] as number)));
    expect((await upload(routeWorkbook(changed), name)).json()).toEqual({ created: 0, updated: 300 });
    const holdingName = await t.database.db
      .selectFrom('audit_log')
      .select('recurso')
      .where((eb) => eb.or([eb('registro', '=', name), eb('detalhes', 'like', `%${name}%`)]))
      .execute();
    expect(holdingName).toEqual([{ recurso: 'upload-routes' }]);
    const route = await t.database.db.selectFrom('transport_routes').select('id').where('destino_cidade', '=', 'Nome uma vez 7').executeTakeFirstOrThrow();
    const history = await t.as('admin', { method: 'GET', url: `/api/transportroute/${route.id}/history` });
    expect(history.json()[0]).toMatchObject({ acao: 'importar-planilha', arquivo: name, linha: 8, targetAnterior: rows[6]![5], targetNovo: changed[6]![5] });
  });

  it('is all or nothing: a bad last row leaves the table unchanged and every error is listed in pt-BR', async () => {
    const before = await routesSnapshot();
    const response = await upload(routeWorkbook([...validRouteRows(200, 'Tudo ou nada'), ['XXX', 'ZZ', 'Lugar', 'NOPE', 'AVIAO', 0, 'muito']]));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('A planilha tem 6 erro(s) em 1 linha(s); nada foi importado.');
    expect(body.details.errors).toEqual([
      {
        row: 202,
        column: 'PLANTA_ORIGEM',
        message: expect.stringMatching(/^Planta "XXX" não cadastrada\. Valores aceitos \(código ou nome\): BET \(Fábrica Betim\), /),
      },
      { row: 202, column: 'UF_DESTINO', message: expect.stringMatching(/^UF "ZZ" inválida\. Valores aceitos \(código ou nome\): AC \(Acre\), /) },
      {
        row: 202,
        column: 'TRANSPORTADORA',
        message: expect.stringMatching(/^Transportadora "NOPE" não cadastrada\. Valores aceitos \(código ou nome\): APL /),
      },
      {
        row: 202,
        column: 'MODAL',
        message: 'Modal "AVIAO" inválido. Valores aceitos (código ou nome): RODOVIARIO (Rodoviário), CABOTAGEM (Cabotagem), FERROVIARIO (Ferroviário).',
      },
      { row: 202, column: 'DIAS_TARGET', message: 'Deve ser um número inteiro entre 1 e 120.' },
      { row: 202, column: 'DISTANCIA_KM', message: 'Deve ser um número inteiro entre 1 e 10000.' },
    ]);
    expect(await routesSnapshot()).toEqual(before);
  });

  it('lists a repeated route with the row it repeats', async () => {
    const [row] = validRouteRows(1, 'Repetida');
    const response = await upload(routeWorkbook([row!, row!]));
    expect(response.statusCode).toBe(422);
    expect(response.json().details.errors).toEqual([{ row: 3, column: 'CIDADE_DESTINO', message: 'Rota repetida (mesma da linha 2).' }]);
  });

  it('refuses missing columns and an empty sheet', async () => {
    const before = await routesSnapshot();
    const noColumns = await upload(routeWorkbook([['BET', 'SP']], ['PLANTA_ORIGEM', 'UF_DESTINO']));
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().message).toBe('Colunas obrigatórias ausentes na planilha: CIDADE_DESTINO, TRANSPORTADORA, MODAL, DIAS_TARGET.');
    expect(noColumns.json().details.errors[0]).toEqual({ row: 1, column: 'CIDADE_DESTINO', message: 'Coluna obrigatória ausente.' });
    const empty = await upload(routeWorkbook([]));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('A planilha não tem linhas de dados.');
    expect(await routesSnapshot()).toEqual(before);
  });

  it('needs a multipart body with the field file', async () => {
    const json = await t.as('admin', { method: 'POST', url: '/api/transportroute/import', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const otherField = await t.as('admin', {
      method: 'POST',
      url: '/api/transportroute/import',
      ...multipartFile(routeWorkbook(validRouteRows(1)), 'rotas.xlsx', 'planilha'),
    });
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json()).toMatchObject({ field: 'file', message: 'O campo file é obrigatório.' });
  });

  it('serves the template with the import columns; the template uploaded unchanged is refused and changes nothing', async () => {
    const download = await t.as('admin', { method: 'GET', url: '/api/transportroute/template' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('modelo_planilha_rotas.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(download.rawPayload).Sheets.Rotas!, { header: 1 });
    expect(rows[0]).toEqual(routeSheetHeaders);
    const before = await routesSnapshot();
    const unchanged = await upload(download.rawPayload);
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().details.errors).toEqual([
      { row: 2, column: 'CIDADE_DESTINO', message: 'Linha de exemplo do modelo: substitua-a por uma rota real ou apague-a.' },
    ]);
    expect(await routesSnapshot()).toEqual(before);
    // With its city replaced by a real one, the example row imports.
    const edited = routeWorkbook([rows[1]!.map((cell, i) => (i === 2 ? 'Campinas' : cell))]);
    expect((await upload(edited)).statusCode).toBe(200);
  });

  it('takes the same target bounds as the edit dialog and PUT /transportroute/:id/target (1 to 120 days)', async () => {
    const [row] = validRouteRows(1, 'Longa');
    const longest = routeWorkbook([row!.map((cell, i) => (i === 5 ? 120 : cell))]);
    expect((await upload(longest)).statusCode).toBe(200);
    const tooLong = await upload(routeWorkbook([row!.map((cell, i) => (i === 5 ? 121 : cell))]));
    expect(tooLong.json().details.errors).toEqual([{ row: 2, column: 'DIAS_TARGET', message: 'Deve ser um número inteiro entre 1 e 120.' }]);
    const { id } = await t.database.db.selectFrom('transport_routes').select('id').orderBy('id').executeTakeFirstOrThrow();
    const put = (diasTarget: number) =>
      t.as('admin', { method: 'PUT', url: `/api/transportroute/${id}/target`, payload: { diasTarget, motivo: 'Limite do target' } });
    expect((await put(120)).statusCode).toBe(200);
    expect((await put(121)).statusCode).toBe(400);
  });
});
