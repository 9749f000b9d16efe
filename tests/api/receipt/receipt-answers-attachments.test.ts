import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { answer, attach, itemsOfTemplate, notStartedReceipt, pngBase64, setStatus, type TemplateItemRow } from './receipt-fixtures.ts';

let t: TestApp;
let receiptId: number;
let items: TemplateItemRow[];
beforeAll(async () => {
  t = await createTestApp();
  receiptId = (await notStartedReceipt(t, 0)).id;
  const started = (await setStatus(t, receiptId, 1)).json();
  items = await itemsOfTemplate(t, started.checklistTemplateId);
});
afterAll(() => t.close());

describe('PUT /api/receipt/{id}/answers', () => {
  it('records answers and replaces an item answered again, keeping one row per item', async () => {
    const item = items[0]!;
    expect((await answer(t, receiptId, [{ checklistItemId: item.id, resposta: 'NOK', codigoAvaria: '10115', observacao: 'Manual ausente' }])).statusCode).toBe(
      200,
    );
    const again = await answer(t, receiptId, [{ checklistItemId: item.id, resposta: 'OK' }]);
    expect(again.statusCode).toBe(200);
    expect(again.json().answers).toEqual([{ checklistItemId: item.id, resposta: 'OK', codigoAvaria: null, observacao: null }]);
  });

  it('stores a script in a note as plain text, byte for byte', async () => {
    const note = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const saved = await answer(t, receiptId, [{ checklistItemId: items[1]!.id, resposta: 'OK', observacao: note }]);
    expect(saved.json().answers.find((a: { checklistItemId: number }) => a.checklistItemId === items[1]!.id).observacao).toBe(note);
  });

  it('refuses items of another template, answers outside the item type and malformed damage codes', async () => {
    const foreign = await answer(t, receiptId, [{ checklistItemId: 1, resposta: 'OK' }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION', field: 'body.answers.0.checklistItemId' });
    const wrongValue = await answer(t, receiptId, [{ checklistItemId: items[0]!.id, resposta: 'TALVEZ' }]);
    expect(wrongValue.json()).toMatchObject({ code: 'VALIDATION', message: 'Resposta inválida: use OK ou NOK.' });
    const codeOnOk = await answer(t, receiptId, [{ checklistItemId: items[0]!.id, resposta: 'OK', codigoAvaria: '03042' }]);
    expect(codeOnOk.json().field).toBe('body.answers.0.codigoAvaria');
    const badCode = await answer(t, receiptId, [{ checklistItemId: items[0]!.id, resposta: 'NOK', codigoAvaria: '3042' }]);
    expect(badCode.statusCode).toBe(400);
  });

  it('is refused before the receipt starts', async () => {
    const other = await notStartedReceipt(t, 1);
    const response = await answer(t, other.id, [{ checklistItemId: items[0]!.id, resposta: 'OK' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Não iniciado"');
  });
});

describe('POST and DELETE /api/receipt/{id}/attachments', () => {
  it('accepts a PNG, readable through the checklist attachments, and deletes it', async () => {
    const created = await attach(t, receiptId, items[2]!.id, pngBase64());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const stored = await t.database.db.selectFrom('checklist_attachments').select('conteudo_base64').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.conteudo_base64).toBe(pngBase64());
    expect((await t.as('admin', { method: 'DELETE', url: `/api/receipt/${receiptId}/attachments/${id}` })).statusCode).toBe(204);
    expect((await t.as('admin', { method: 'DELETE', url: `/api/receipt/${receiptId}/attachments/${id}` })).statusCode).toBe(404);
  });

  it('checks the content, not the name: text, a JPEG or broken base64 are refused', async () => {
    const text = await attach(t, receiptId, items[2]!.id, Buffer.from('<svg onload=alert(1)>').toString('base64'));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('O arquivo enviado não é uma imagem PNG válida.');
    const jpeg = await attach(t, receiptId, items[2]!.id, Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(0)]).toString('base64'));
    expect(jpeg.statusCode).toBe(415);
    expect((await attach(t, receiptId, items[2]!.id, 'not base64!')).statusCode).toBe(400);
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const png = Buffer.from(pngBase64(), 'base64');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const response = await attach(t, receiptId, items[2]!.id, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/o máximo é 2 MB/);
  });

  it('needs the manage scope', async () => {
    const response = await t.as('analista', {
      method: 'POST',
      url: `/api/receipt/${receiptId}/attachments`,
      payload: { checklistItemId: items[2]!.id, imagemBase64: pngBase64() },
    });
    expect(response.statusCode).toBe(403);
  });
});
