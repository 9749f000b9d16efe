import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_SIGNATURE } from '../../../src/server/db/seed/png.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let sample: { receiptId: number; checklistId: number; templateId: number; attachmentId: number; itemId: number };
beforeAll(async () => {
  t = await createTestApp();
  const row = await t.database.db
    .selectFrom('checklist_attachments')
    .innerJoin('checklists', 'checklists.id', 'checklist_attachments.checklist_id')
    .select([
      'checklists.receipt_id',
      'checklists.id as checklist_id',
      'checklists.template_id',
      'checklist_attachments.id',
      'checklist_attachments.checklist_item_id',
    ])
    .orderBy('checklist_attachments.id')
    .executeTakeFirstOrThrow();
  sample = { receiptId: row.receipt_id, checklistId: row.checklist_id, templateId: row.template_id, attachmentId: row.id, itemId: row.checklist_item_id };
});
afterAll(() => t.close());

/** Width, height and palette size of a PNG (IHDR, PLTE). */
function pngFacts(png: Buffer) {
  const plte = png.indexOf('PLTE');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colours: plte < 0 ? 0 : png.readUInt32BE(plte - 4) / 3 };
}

const post = (url: string, payload: object, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'POST', url, payload });

describe('checklists', () => {
  it('POST /checklist/template/item lists the template items in order', async () => {
    const response = await post('/api/checklist/template/item', { checklistTemplateId: 2 });
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.length).toBeGreaterThan(5);
    expect(items.map((i: { ordem: number }) => i.ordem)).toEqual(items.map((_: unknown, i: number) => i + 1));
    expect((await post('/api/checklist/template/item', { checklistTemplateId: 999 })).statusCode).toBe(404);
    expect((await post('/api/checklist/template/item', {})).json()).toMatchObject({ code: 'VALIDATION', field: 'body.checklistTemplateId' });
  });

  it('POST /checklist/template answers the checklist with answers and attachment ids', async () => {
    const response = await post('/api/checklist/template', { checklistId: sample.checklistId, checklistTemplateId: sample.templateId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ checklistId: sample.checklistId, checklistTemplateId: sample.templateId, receiptId: sample.receiptId });
    const item = body.itens.find((i: { checklistItemId: number }) => i.checklistItemId === sample.itemId);
    expect(item.resposta).toBe('NOK');
    expect(item.codigoAvaria).toMatch(/^\d{5}$/);
    expect(item.anexos).toContainEqual({ id: sample.attachmentId, checklistId: sample.checklistId, checklistItemId: sample.itemId });
    expect((await post('/api/checklist/template', { checklistId: sample.checklistId, checklistTemplateId: 999 })).statusCode).toBe(404);
  });

  it('POST /checklist/attachments returns a base64 PNG', async () => {
    const response = await post('/api/checklist/attachments', { id: sample.attachmentId, checklistId: sample.checklistId, checklistItemId: sample.itemId });
    expect(response.statusCode).toBe(200);
    const png = Buffer.from(response.json().base64, 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // A drawn inspection photo (a panel with a circled damage), not a single-colour square.
    expect(pngFacts(png)).toEqual({ width: 160, height: 120, colours: 11 });
    expect((await post('/api/checklist/attachments', { id: sample.attachmentId, checklistId: sample.checklistId, checklistItemId: 9999 })).statusCode).toBe(
      404,
    );
    expect((await post('/api/checklist/attachments', { id: 'x', checklistId: 1, checklistItemId: 1 })).json().field).toBe('body.id');
  });

  it('seeds several distinct drawn photos and damage notes written as the screen writes codes', async () => {
    const photos = await t.database.db.selectFrom('checklist_attachments').select('conteudo_base64').distinct().execute();
    expect(photos.length).toBeGreaterThan(5);
    for (const { conteudo_base64 } of photos) expect(pngFacts(Buffer.from(conteudo_base64, 'base64')).width).toBe(160);
    const note = await t.database.db.selectFrom('checklist_answers').select('observacao').where('codigo_avaria', 'is not', null).executeTakeFirstOrThrow();
    expect(note.observacao).toMatch(/código \d{2}-\d{2}-[1-6]\)/);
  });

  it('needs vehicle-receipt-details', async () => {
    expect((await post('/api/checklist/template/item', { checklistTemplateId: 2 }, 'semacesso')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/checklist/attachments', payload: {} })).statusCode).toBe(401);
  });
});

describe('receipts', () => {
  it('GET /receipt/details/{id} answers receiptStatus and the checklist ids', async () => {
    const response = await t.as('analista', { method: 'GET', url: `/api/receipt/details/${sample.receiptId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sample.receiptId, checklistId: sample.checklistId, checklistTemplateId: sample.templateId });
    expect([0, 1, 2, 3]).toContain(response.json().receiptStatus);
    expect((await t.as('analista', { method: 'GET', url: '/api/receipt/details/999999' })).statusCode).toBe(404);
    expect((await t.as('analista', { method: 'GET', url: '/api/receipt/details/abc' })).json().field).toBe('params.id');
  });

  it("GET /receipt/InspectionReport writes times in the reader's time zone and damage codes as the screen does", async () => {
    await t.database.db.updateTable('checklists').set({ criado_em: '2026-03-10T15:05:00.000Z' }).where('id', '=', sample.checklistId).execute();
    await t.database.db
      .updateTable('checklist_answers')
      .set({ resposta: 'NOK', codigo_avaria: '22071' })
      .where('checklist_id', '=', sample.checklistId)
      .where('item_id', '=', sample.itemId)
      .execute();
    const url = `/api/receipt/InspectionReport?checklistTemplateId=${sample.templateId}&checklistId=${sample.checklistId}`;
    expect((await t.as('analista', { method: 'GET', url: `${url}&clientTimeZone=America/Manaus` })).body).toContain(
      '<dt>Início</dt><dd>10&#47;03&#47;2026 11:05</dd>',
    );
    const saoPaulo = (await t.as('analista', { method: 'GET', url })).body;
    expect(saoPaulo).toContain('<dt>Início</dt><dd>10&#47;03&#47;2026 12:05</dd>');
    expect(saoPaulo).toContain('<td>22-07-1</td>');
  });

  it('GET /receipt/InspectionReport renders escaped HTML, with photos only when asked', async () => {
    await t.database.db
      .updateTable('checklist_answers')
      .set({ observacao: '<script>alert("x")</script><img src=x onerror=alert(1)>' })
      .where('checklist_id', '=', sample.checklistId)
      .where('item_id', '=', sample.itemId)
      .execute();
    const url = `/api/receipt/InspectionReport?checklistTemplateId=${sample.templateId}&checklistId=${sample.checklistId}`;
    const plain = await t.as('analista', { method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.body).not.toContain('<script>');
    expect(plain.body).not.toContain('<img src=x');
    expect(plain.body).toContain('&#60;script&#62;');
    expect(plain.body).not.toContain('data:image/png');
    const withPhotos = await t.as('analista', { method: 'GET', url: `${url}&loadAttachments=true` });
    expect(withPhotos.body).toContain('data:image/png;base64,');
    expect((await t.as('analista', { method: 'GET', url: '/api/receipt/InspectionReport?checklistTemplateId=2' })).json().field).toBe('query.checklistId');
    const badZone = await t.as('analista', { method: 'GET', url: `${url}&clientTimeZone=Lua/Base` });
    expect([badZone.statusCode, badZone.json().field]).toEqual([400, 'query.clientTimeZone']);
    const rows = await sql<{ n: number }>`select count(*) as n from checklists where id = ${sample.checklistId}`.execute(t.database.db);
    expect(Number(rows.rows[0]!.n)).toBe(1);
  });
});
