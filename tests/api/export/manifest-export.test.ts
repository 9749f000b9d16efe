/**
 * Exports follow the page manifest: the file has the screen's columns, labels and order, less the
 * columns the user may not see (decided by the server), enum labels, Excel dates and number
 * formats, a frozen bold header and an autofilter.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readExport, serialOf } from './xlsx-file.ts';

type User = 'admin' | 'analista' | 'operador' | 'semacesso';
interface Column {
  field: string;
  label: string;
  permission?: { resource: string };
}
interface EnumFile {
  values: { value: string | number; label: string }[];
}

const manifest = (page: string) => JSON.parse(readFileSync(new URL(`../../../manifests/pages/${page}.json`, import.meta.url), 'utf8')) as { columns: Column[] };
const labelsOf = (name: string) => {
  const file = JSON.parse(readFileSync(new URL(`../../../manifests/enums/${name}.json`, import.meta.url), 'utf8')) as EnumFile;
  return new Map(file.values.map((v) => [String(v.value), v.label]));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, user: User = 'admin') => t.as(user, { method: 'POST', url: `/api${url}`, payload });
const exportOf = async (url: string, payload: object, user: User = 'admin') => {
  const response = await post(url, payload, user);
  expect(response.statusCode, response.body).toBe(200);
  return { response, file: readExport(response.rawPayload) };
};
const listAll = async (url: string, payload: object, user: User = 'admin') =>
  (await post(url, { ...payload, pageSize: 500 }, user)).json() as { total: number; items: Record<string, unknown>[] };

describe('POST /api/claims/report (Sinistro)', () => {
  const delayColumn = 'Atraso no transporte (dias)';

  it('has the page columns in order; the column under transport-delay only for users holding it', async () => {
    const columns = manifest('claims').columns;
    expect(columns.find((c) => c.label === delayColumn)?.permission).toEqual({ resource: 'transport-delay' });
    const { file: full } = await exportOf('/claims/report', {}, 'operador');
    expect(full.rows[0]).toEqual(columns.map((c) => c.label));
    const { file: restricted } = await exportOf('/claims/report', {}, 'analista');
    expect(restricted.rows[0]).toEqual(columns.filter((c) => !c.permission).map((c) => c.label));
    expect(restricted.rows[0]).not.toContain(delayColumn);
    expect(restricted.sheetXml).not.toContain(delayColumn);
    expect(restricted.rows.slice(1).every((row) => row.length <= columns.length - 1)).toBe(true);
    // The operador's file carries the delay figures the analista's lacks.
    const delays = full.records.map((r) => r[delayColumn]).filter((v) => v !== undefined);
    expect(delays.length).toBeGreaterThan(0);
    expect(restricted.records.every((r) => !(delayColumn in r))).toBe(true);
  });

  it('writes every matching row in the requested order, codes as their labels, dates, money and integers as numbers', async () => {
    const sort = [{ field: 'valor', direction: 'desc' }];
    const { items, total } = await listAll('/claims/list', { sort });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(500);
    const { response, file } = await exportOf('/claims/report', { sort });
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="sinistros-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(file.records).toHaveLength(total);
    const situacao = labelsOf('claim-status');
    const categoria = labelsOf('claim-category');
    const gravidade = labelsOf('damage-severity');
    items.forEach((claim, i) => {
      const row = file.records[i]!;
      expect(row['Nº']).toBe(claim.id);
      expect(row['Situação']).toBe(situacao.get(String(claim.situacao)));
      expect(row['Categoria']).toBe(categoria.get(String(claim.categoria)));
      if (claim.gravidade !== null) expect(row['Gravidade']).toBe(gravidade.get(String(claim.gravidade)));
      expect(row['Valor']).toBe(claim.valor);
      // A real date: the day serial, read back as that day.
      expect(file.cell('Ocorrência', i)?.v).toBe(serialOf(String(claim.dataOcorrencia)));
      expect(row['Ocorrência']).toEqual(new Date(`${String(claim.dataOcorrencia)}T00:00:00Z`));
      expect(row['Atraso no transporte (dias)'] ?? null).toBe(claim.diasAtraso);
    });
    expect(file.cell('Valor', 0)).toMatchObject({ t: 'n', z: '"R$" #,##0.00' });
    expect(file.cell('Ocorrência', 0)).toMatchObject({ t: 'n', z: 'dd/mm/yyyy' });
    expect(file.cell('Nº', 0)).toMatchObject({ t: 'n', z: '#,##0' });
    expect(file.cell('Situação', 0)).toMatchObject({ t: 's' });
  });

  it('freezes a bold header row and puts an autofilter over every written row', async () => {
    const { total } = await listAll('/claims/list', {});
    const { file } = await exportOf('/claims/report', {});
    const lastColumn = String.fromCharCode(64 + manifest('claims').columns.length);
    expect(file.sheet['!autofilter']).toEqual({ ref: `A1:${lastColumn}${total + 1}` });
    expect(file.sheetXml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    // Header cells use style 1, whose font (fontId 1) is bold.
    expect(file.sheetXml).toMatch(/<row r="1">(<c r="[A-Z]+1" s="1" t="inlineStr">.*?<\/c>)+<\/row>/);
    expect(file.stylesXml).toMatch(/<fonts count="2"><font>.*?<\/font><font><b\/>/);
    expect(file.stylesXml).toMatch(/<cellXfs count="\d+"><xf fontId="0"\/><xf fontId="1" applyFont="1"\/>/);
  });

  it('takes the filters of the list, and refuses a page that does not export there', async () => {
    const filters = { categoria: ['AVARIA'] };
    const { total } = await listAll('/claims/list', { filters });
    const { file } = await exportOf('/claims/report', { page: 'claims', filters });
    expect(file.records).toHaveLength(total);
    expect(file.records.every((r) => r['Categoria'] === labelsOf('claim-category').get('AVARIA'))).toBe(true);
    expect((await post('/claims/report', { page: 'orders' })).json()).toMatchObject({ statusCode: 400, field: 'body.page' });
    expect((await post('/claims/report', { columns: ['diasAtraso'] }, 'analista')).json()).toMatchObject({ statusCode: 400, field: 'body.columns' });
    expect((await post('/claims/report', {}, 'semacesso')).statusCode).toBe(403);
  });
});

describe('POST /api/orders/report and /api/returns/report', () => {
  it.each([
    { page: 'orders', url: '/orders/report', list: '/orders/list', file: /^attachment; filename="pedidos-/ },
    { page: 'returns', url: '/returns/report', list: '/returns/list', file: /^attachment; filename="devolucoes-/ },
  ])('$url exports the $page page columns for every matching row', async ({ page, url, list, file: fileName }) => {
    const { total } = await listAll(list, {}, 'analista');
    const { response, file } = await exportOf(url, {}, 'analista');
    expect(response.headers['content-disposition']).toMatch(fileName);
    expect(file.rows[0]).toEqual(manifest(page).columns.map((c) => c.label));
    expect(file.records).toHaveLength(total);
    expect((await post(url, {}, 'semacesso')).statusCode).toBe(403);
  });

  it('shows money with R$ and enum labels on Pedidos', async () => {
    const { items } = await listAll('/orders/list', { sort: [{ field: 'numeroPedido', direction: 'asc' }] }, 'analista');
    const { file } = await exportOf('/orders/report', { sort: [{ field: 'numeroPedido', direction: 'asc' }] }, 'analista');
    expect(file.cell('Valor', 0)).toMatchObject({ t: 'n', v: items[0]!.preco, z: '"R$" #,##0.00' });
    expect(file.records[0]!['Status']).toBe(labelsOf('vehicle-status').get(String(items[0]!.status)));
    expect(file.cell('Data do pedido', 0)).toMatchObject({ t: 'n', v: serialOf(String(items[0]!.dataPedido)), z: 'dd/mm/yyyy' });
  });
});

describe('text that looks like a formula', () => {
  it("keeps the text as written, in a cell with Excel's quote-prefix style", async () => {
    // A carrier named like a formula: every claim of its vehicles shows the name in the export.
    const name = '=HYPERLINK("http://x.co","a")';
    const { id, nome } = await t.database.db.selectFrom('carriers').select(['id', 'nome']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.database.db.updateTable('carriers').set({ nome: name }).where('id', '=', id).execute();
    try {
      const { file } = await exportOf('/claims/report', {});
      const indexes = file.records.flatMap((record, index) => (record['Transportadora'] === name ? [index] : []));
      expect(indexes.length).toBeGreaterThan(0);
      for (const index of indexes) {
        expect(file.cell('Transportadora', index)).toMatchObject({ t: 's', v: name });
        expect(file.cell('Transportadora', index)?.f).toBeUndefined();
        expect(file.styleOf(file.ref('Transportadora', index))).toMatchObject({ quotePrefix: '1' });
      }
      // The header and the other text cells keep their styles.
      expect(file.styleOf('A1')).toEqual({ fontId: '1', applyFont: '1' });
      expect(file.styleOf('C2').quotePrefix).toBeUndefined();
    } finally {
      await t.database.db.updateTable('carriers').set({ nome }).where('id', '=', id).execute();
    }
  });
});
