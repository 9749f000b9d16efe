import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readExport } from '../export/xlsx-file.ts';
import { createTestApp, TEST_VEHICLES, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const download = (id: string, body: object, user: 'analista' | 'semacesso' = 'analista') =>
  t.as(user, { method: 'POST', url: `/api/reports/${id}`, payload: body });

function sheets(buffer: Buffer) {
  const workbook = XLSX.read(buffer, { type: 'buffer' });
  const rows = (name: string) => XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1 });
  return { names: workbook.SheetNames, rows, cell: (name: string, ref: string) => workbook.Sheets[name]![ref] as XLSX.CellObject };
}

const total = (rows: unknown[][], column: number) => rows.slice(1).reduce((sum, row) => sum + Number(row[column] ?? 0), 0);
const period = { from: '2024-06-01', to: '2025-05-26' };

describe('POST /api/reports/vehicles-by-status', () => {
  it('downloads an xlsx named with the date, one row per status and a column per region', async () => {
    const response = await download('vehicles-by-status', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="veiculos-por-status-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''veiculos-por-status-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const file = sheets(response.rawPayload);
    expect(file.names).toEqual(['Veículos por status', 'Parâmetros']);
    const rows = file.rows('Veículos por status');
    expect(rows[0]).toEqual(['Status', 'Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul', 'Total', 'Participação']);
    expect(rows.at(-1)).toEqual([
      'Total',
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      TEST_VEHICLES,
      1,
    ]);
    expect(rows.find((row) => row[0] === 'Em estoque')).toBeDefined();
  });

  it('counts exactly what the vehicle search finds with the same filters', async () => {
    const filters = { regiao: ['SE'], dataPedido: { from: '2024-09-01' } };
    const search = (await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload: { filters } })).json();
    const rows = sheets((await download('vehicles-by-status', filters)).rawPayload).rows('Veículos por status');
    expect(rows.at(-1)![6]).toBe(search.total);
    expect(rows.at(-1)![4]).toBe(search.total);
  });

  it('keeps a text that looks like a formula as written, a text cell with the quote-prefix style (no apostrophe)', async () => {
    const formula = '=HYPERLINK("http://x","y")';
    const response = await download('vehicles-by-status', { concessionaria: formula });
    expect(response.statusCode).toBe(200);
    const file = readExport(response.rawPayload, 'Parâmetros');
    const ref = file.ref(
      'Valor',
      file.records.findIndex((r) => r['Parâmetro'] === 'Concessionária'),
    );
    const cell = XLSX.read(response.rawPayload, { type: 'buffer', cellFormula: true }).Sheets['Parâmetros']![ref] as XLSX.CellObject;
    expect(cell).toMatchObject({ t: 's', v: formula });
    expect(cell.f).toBeUndefined();
    expect(file.styleOf(ref)).toMatchObject({ quotePrefix: '1' });
    expect(file.styleOf(file.ref('Parâmetro', 0)).quotePrefix).toBeUndefined();
    expect(file.sheetXml).not.toContain("'=");
  });

  it('writes the report and its parameters as two sheets, each with its autofilter, column widths and number formats', async () => {
    const response = await download('vehicles-by-status', { regiao: ['SE'] });
    expect(response.statusCode).toBe(200);
    const report = readExport(response.rawPayload, 'Veículos por status');
    const parameters = readExport(response.rawPayload, 'Parâmetros');
    expect(report.book.SheetNames).toEqual(['Veículos por status', 'Parâmetros']);
    expect(report.sheet['!autofilter']).toEqual({ ref: `A1:H${report.rows.length}` });
    expect(parameters.sheet['!autofilter']).toEqual({ ref: `A1:B${parameters.rows.length}` });
    expect(report.book.Workbook?.Names).toEqual([
      { Name: '_xlnm._FilterDatabase', Sheet: 0, Hidden: true, Ref: `'Veículos por status'!$A$1:$H$${report.rows.length}` },
      { Name: '_xlnm._FilterDatabase', Sheet: 1, Hidden: true, Ref: `'Parâmetros'!$A$1:$B$${parameters.rows.length}` },
    ]);
    // Widths in characters as before (Status 22, a region's header + 2 but at least 12), as Excel column widths.
    const widths = (xml: string) => [...xml.matchAll(/<col [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(widths(report.sheetXml)).toEqual([22, 12, 12, 14, 12, 12, 12, 14].map((n) => n + 0.83203125));
    expect(widths(parameters.sheetXml)).toEqual([28.83203125, 60.83203125]);
    expect(report.cell('Total', 0)).toMatchObject({ t: 'n', z: '#,##0' });
    expect(report.cell('Participação', 0)).toMatchObject({ t: 'n', z: '0.0%' });
    expect(report.rows[0]).toEqual(['Status', 'Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul', 'Total', 'Participação']);
    expect(report.styleOf('A1')).toMatchObject({ fontId: '1' });
  });

  it('names the parameters in the "Parâmetros" sheet, not their codes', async () => {
    const response = await download('vehicles-by-status', { regiao: ['N', 'SE'], tipoVenda: ['VAREJO'], uf: ['SP'] });
    expect(response.statusCode).toBe(200);
    const rows = sheets(response.rawPayload).rows('Parâmetros');
    expect(rows).toContainEqual(['Região', 'Norte, Sudeste']);
    expect(rows).toContainEqual(['Tipo de venda', 'Varejo']);
    expect(rows).toContainEqual(['UF', 'São Paulo']);
  });

  it('writes the generation time as a date cell on Brasília time', async () => {
    const before = Date.now();
    const response = await download('vehicles-by-status', {});
    const after = Date.now();
    const parameters = readExport(response.rawPayload, 'Parâmetros');
    const row = parameters.rows.findIndex((cells) => cells[0] === 'Gerado em (horário de Brasília)');
    expect(row).toBeGreaterThan(0);
    const cell = parameters.sheet[XLSX.utils.encode_cell({ r: row, c: 1 })] as XLSX.CellObject;
    expect(cell).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm' });
    // São Paulo's wall clock (UTC-3) as Excel's day serial, to the second.
    const serial = (ms: number) => (Math.floor(ms / 1000) * 1000 - 3 * 3_600_000) / 86_400_000 + 25_569;
    expect(cell.v as number).toBeGreaterThanOrEqual(serial(before));
    expect(cell.v as number).toBeLessThanOrEqual(serial(after));
  });

  it('answers 400 naming the field for an unknown region', async () => {
    const response = await download('vehicles-by-status', { regiao: ['XX'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body.regiao.0');
  });
});

describe('POST /api/reports/{id}/preview', () => {
  const preview = (id: string, body: object) => t.as('analista', { method: 'POST', url: `/api/reports/${id}/preview`, payload: body });

  it('answers the rows of the file as items, for the screen', async () => {
    for (const [id, body, sheet] of [
      ['vehicles-by-status', { regiao: ['SE'] }, 'Veículos por status'],
      ['transit-time-by-route', { periodo: period }, 'Transit time por rota'],
      ['delays-by-carrier', { periodo: period }, 'Atrasos por transportadora'],
    ] as const) {
      const response = await preview(id, body);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json() as Record<string, unknown>[];
      const [header, ...rows] = sheets((await download(id, body)).rawPayload).rows(sheet);
      expect(items.length, id).toBe(rows.length);
      expect(items.length, id).toBeGreaterThan(0);
      // The sheet reader leaves empty cells out (undefined); the preview sends them as null. The
      // preview's last fields are the rows' codes, for its links, which the file leaves out.
      const width = header!.length;
      expect(Object.keys(items[0]!).length - 1, id).toBe(width + 1);
      const cells = (values: readonly unknown[]) => Array.from({ length: width }, (_, i) => values[i] ?? undefined);
      expect(
        items.map(({ linha: _linha, ...values }) => cells(Object.values(values))),
        id,
      ).toEqual(rows.map(cells));
    }
  });

  it('sends the code of each row, for its links to the list of its records', async () => {
    const byStatus = (await preview('vehicles-by-status', {})).json() as Record<string, unknown>[];
    expect(byStatus.find((item) => item.status === 'Em trânsito')?.statusCodigo).toBe('TRANSITO');
    expect(byStatus.at(-1)).toMatchObject({ status: 'Total', statusCodigo: null });
    const carriers = await t.database.db.selectFrom('carriers').select(['codigo', 'nome']).execute();
    for (const item of (await preview('delays-by-carrier', { periodo: period })).json() as Record<string, unknown>[])
      expect(carriers.find((carrier) => carrier.codigo === item.transportadoraCodigo)?.nome).toBe(item.transportadora);
    const routes = (await preview('transit-time-by-route', { periodo: period })).json() as Record<string, unknown>[];
    expect(routes.every((item) => Number.isInteger(item.rota))).toBe(true);
  });

  it('refuses what the download refuses, naming the field', async () => {
    const response = await preview('transit-time-by-route', { periodo: { from: '2025-05-01', to: '2025-01-01' } });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'body.periodo' });
  });
});

describe('POST /api/reports/transit-time-by-route', () => {
  it('shows the modal, the carrier and the plant by name', async () => {
    const carrier = await t.database.db.selectFrom('carriers').select(['codigo', 'nome']).orderBy('id').executeTakeFirstOrThrow();
    const response = await download('transit-time-by-route', { periodo: period, transportadora: [carrier.codigo], origem: ['BET'] });
    expect(response.statusCode).toBe(200);
    const file = sheets(response.rawPayload);
    const modals = new Set(
      file
        .rows('Transit time por rota')
        .slice(1)
        .map((row) => row[3]),
    );
    expect(modals.size).toBeGreaterThan(0);
    for (const modal of modals) expect(['Rodoviário', 'Cabotagem', 'Ferroviário']).toContain(modal);
    expect(file.rows('Parâmetros')).toContainEqual(['Transportadora', carrier.nome]);
    expect(file.rows('Parâmetros')).toContainEqual(['Fábrica de origem', 'Fábrica Betim']);
    expect(file.rows('Parâmetros')).toContainEqual(['Período de entrega', '01/06/2024 a 26/05/2025']);
  });

  it('summarises every delivery of the period by route, chassis under Expurgo left out', async () => {
    const response = await download('transit-time-by-route', { periodo: period });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="transit-time-por-rota-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = sheets(response.rawPayload).rows('Transit time por rota');
    expect(rows[0]).toEqual([
      'Origem',
      'Destino',
      'Transportadora',
      'Modal',
      'Target (dias)',
      'Entregas',
      'Média (dias)',
      'P50 (dias)',
      'P90 (dias)',
      'No prazo',
    ]);
    const excluded = t.database.db.selectFrom('kpi_exclusions').select('vehicle_id').where('ativo', '=', 1);
    const delivered = await t.database.db
      .selectFrom('shipments')
      .select(sql<number>`count(*)`.as('n'))
      .where('data_entrega', '>=', period.from)
      .where('data_entrega', '<', `${period.to}T24`)
      .where('vehicle_id', 'not in', excluded)
      .executeTakeFirstOrThrow();
    expect(total(rows, 5)).toBe(Number(delivered.n));
    for (const row of rows.slice(1) as number[][]) {
      expect(row[7]).toBeLessThanOrEqual(row[8]!);
      expect(row[9]).toBeGreaterThanOrEqual(0);
      expect(row[9]).toBeLessThanOrEqual(1);
    }
  });

  it('answers 400 naming the period when it is missing, reversed or longer than a year', async () => {
    const missing = await download('transit-time-by-route', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('body.periodo');
    const reversed = await download('transit-time-by-route', { periodo: { from: '2025-05-01', to: '2025-01-01' } });
    expect(reversed.json()).toMatchObject({ statusCode: 400, field: 'body.periodo' });
    const long = await download('transit-time-by-route', { periodo: { from: '2023-01-01', to: '2025-01-01' } });
    expect(long.json()).toMatchObject({ statusCode: 400, field: 'body.periodo', message: 'O campo Período de entrega deve ter no máximo 366 dias.' });
    const half = await download('transit-time-by-route', { periodo: { from: '2025-01-01' } });
    expect(half.json().field).toBe('body.periodo.to');
  });
});

describe('POST /api/reports/transit-time-by-route: route cities as imported', () => {
  it('shows a city that looks like a formula as written, its cell styled with the quote prefix', async () => {
    const db = t.database.db;
    const excluded = db.selectFrom('kpi_exclusions').select('vehicle_id').where('ativo', '=', 1);
    const delivered = await db
      .selectFrom('shipments')
      .select('route_id')
      .distinct()
      .where('data_entrega', '>=', period.from)
      .where('data_entrega', '<', `${period.to}T24`)
      .where('vehicle_id', 'not in', excluded)
      .orderBy('route_id')
      .limit(2)
      .execute();
    const cities = ['=HYPERLINK("http://x.co","a")', '+55 Cidade'];
    const routes = await db
      .selectFrom('transport_routes')
      .select(['id', 'destino_cidade', 'destino_uf'])
      .where(
        'id',
        'in',
        delivered.map((row) => row.route_id),
      )
      .execute();
    expect(routes).toHaveLength(2);
    try {
      for (const [i, route] of routes.entries())
        await db.updateTable('transport_routes').set({ destino_cidade: cities[i]! }).where('id', '=', route.id).execute();
      const response = await download('transit-time-by-route', { periodo: period });
      expect(response.statusCode).toBe(200);
      const file = readExport(response.rawPayload, 'Transit time por rota');
      for (const [i, route] of routes.entries()) {
        const destino = `${cities[i]}/${route.destino_uf}`;
        const index = file.records.findIndex((record) => record['Destino'] === destino);
        expect(index, destino).toBeGreaterThanOrEqual(0);
        const ref = file.ref('Destino', index);
        expect(file.sheet[ref], destino).toMatchObject({ t: 's', v: destino });
        expect(file.sheet[ref]!.f).toBeUndefined();
        expect(file.styleOf(ref), destino).toMatchObject({ quotePrefix: '1' });
        // Its row's other text keeps the plain style.
        expect(file.styleOf(file.ref('Transportadora', index)).quotePrefix).toBeUndefined();
      }
      expect(file.sheetXml).not.toMatch(/<t[^>]*>'/);
    } finally {
      for (const route of routes) await db.updateTable('transport_routes').set({ destino_cidade: route.destino_cidade }).where('id', '=', route.id).execute();
    }
  });
});

describe('POST /api/reports/delays-by-carrier', () => {
  it('lists each carrier with its shipments due in the period and how many were late', async () => {
    const response = await download('delays-by-carrier', { periodo: period, transportadora: [] });
    expect(response.statusCode).toBe(200);
    const rows = sheets(response.rawPayload).rows('Atrasos por transportadora');
    expect(rows[0]!.slice(0, 5)).toEqual(['Transportadora', 'CNPJ', 'Embarques', 'Atrasados', '% atrasados']);
    const due = await t.database.db
      .selectFrom('shipments')
      .select(sql<number>`count(*)`.as('n'))
      .where('data_prevista', '>=', period.from)
      .where('data_prevista', '<', `${period.to}T24`)
      .executeTakeFirstOrThrow();
    expect(total(rows, 2)).toBe(Number(due.n));
    for (const row of rows.slice(1) as number[][]) {
      expect(row[3]).toBeLessThanOrEqual(row[2]!);
      expect(row[7]! + row[8]! + row[9]!).toBe(row[3]);
    }
  });

  it('narrows to the chosen carriers', async () => {
    const rows = sheets((await download('delays-by-carrier', { periodo: period, transportadora: ['CEG'] })).rawPayload).rows('Atrasos por transportadora');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Cegonha Brasil Transportes']);
  });

  it('answers 400 naming an unknown field, 401 without a token and 403 without relatorios', async () => {
    const unknown = await download('delays-by-carrier', { periodo: period, rota: 1 });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'body.rota' });
    expect((await t.app.inject({ method: 'POST', url: '/api/reports/delays-by-carrier', payload: { periodo: period } })).statusCode).toBe(401);
    expect((await download('delays-by-carrier', { periodo: period }, 'semacesso')).statusCode).toBe(403);
  });
});
