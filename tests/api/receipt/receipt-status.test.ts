import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { answer, attach, itemsOfTemplate, notStartedReceipt, pngBase64, setStatus } from './receipt-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const okFor = (items: { id: number; tipo_resposta: string }[]) =>
  items.map((item) => ({ checklistItemId: item.id, resposta: item.tipo_resposta === 'TEXTO' ? 'conferido' : item.tipo_resposta === 'SIM_NAO' ? 'SIM' : 'OK' }));

describe('POST /api/receipt/{id}/status', () => {
  it('starts a receipt: status 1, a checklist of the active template, the vehicle updated, in one go', async () => {
    const receipt = await notStartedReceipt(t, 0);
    const checklistsBefore = await t.count('checklists');
    const response = await setStatus(t, receipt.id, 1);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: receipt.id, receiptStatus: 1, checklistTemplateId: 2, responsavel: expect.any(String), finalizadoEm: null });
    expect(body.checklistId).toEqual(expect.any(Number));
    expect(await t.count('checklists')).toBe(checklistsBefore + 1);
    const vehicle = await t.database.db.selectFrom('vehicles').select('receipt_status').where('id', '=', receipt.vehicleId).executeTakeFirstOrThrow();
    expect(vehicle.receipt_status).toBe(1);
  });

  it('refuses skipping or going back with 409 INVALID_TRANSITION and a pt-BR message naming both states', async () => {
    const receipt = await notStartedReceipt(t, 1);
    const skip = await setStatus(t, receipt.id, 2);
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
    expect(skip.json().message).toContain('de "Não iniciado" para "Recebido / Aceito"');
    expect((await setStatus(t, receipt.id, 0)).statusCode).toBe(409);
    expect((await setStatus(t, receipt.id, 1)).statusCode).toBe(200);
    const again = await setStatus(t, receipt.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('só é possível ir para "Recebido / Aceito" ou "Rejeitado"');
  });

  it('lets only one of two simultaneous starts win', async () => {
    const receipt = await notStartedReceipt(t, 2);
    const before = await t.count('checklists');
    const answers = await Promise.all([setStatus(t, receipt.id, 1), setStatus(t, receipt.id, 1)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.count('checklists')).toBe(before + 1);
  });

  it('finishes only with every item answered and photos on non-conforming items that require one', async () => {
    const receipt = await notStartedReceipt(t, 3);
    const started = (await setStatus(t, receipt.id, 1)).json();
    const items = await itemsOfTemplate(t, started.checklistTemplateId);
    const early = await setStatus(t, receipt.id, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Responda todos os itens antes de finalizar\. Sem resposta \(\d+\)/);

    const photoItem = items.find((i) => i.foto_obrigatoria === 1)!;
    const answers = okFor(items).map((a) =>
      a.checklistItemId === photoItem.id ? { ...a, resposta: 'NOK', codigoAvaria: '03042', observacao: 'Risco na porta' } : a,
    );
    expect((await answer(t, receipt.id, answers)).statusCode).toBe(200);
    const noPhoto = await setStatus(t, receipt.id, 3, 'Avaria na porta');
    expect(noPhoto.statusCode).toBe(409);
    expect(noPhoto.json().message).toContain(photoItem.descricao);

    expect((await attach(t, receipt.id, photoItem.id, pngBase64())).statusCode).toBe(201);
    const withoutReason = await setStatus(t, receipt.id, 3, '   ');
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toMatchObject({ code: 'VALIDATION', field: 'body.motivo' });

    const rejected = await setStatus(t, receipt.id, 3, 'Avaria na porta dianteira');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ receiptStatus: 3, motivoRejeicao: 'Avaria na porta dianteira', finalizadoEm: expect.any(String) });
    const checklist = await t.database.db
      .selectFrom('checklists')
      .select(['situacao', 'finalizado_em'])
      .where('id', '=', started.checklistId)
      .executeTakeFirstOrThrow();
    expect(checklist.situacao).toBe(3);

    const reopen = await setStatus(t, receipt.id, 1);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toContain('já foi finalizado');
    expect((await answer(t, receipt.id, answers.slice(0, 1))).statusCode).toBe(409);
  });

  it('accepts a fully conforming receipt as Recebido / Aceito', async () => {
    const receipt = await notStartedReceipt(t, 4);
    const started = (await setStatus(t, receipt.id, 1)).json();
    await answer(t, receipt.id, okFor(await itemsOfTemplate(t, started.checklistTemplateId)));
    const accepted = await setStatus(t, receipt.id, 2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ receiptStatus: 2, motivoRejeicao: null });
  });

  it('answers 401 without a token, 403 to view-only users, 404 for an unknown receipt, 400 for a bad body', async () => {
    const receipt = await notStartedReceipt(t, 5);
    expect((await t.app.inject({ method: 'POST', url: `/api/receipt/${receipt.id}/status`, payload: { receiptStatus: 1 } })).statusCode).toBe(401);
    const viewer = await t.as('analista', { method: 'POST', url: `/api/receipt/${receipt.id}/status`, payload: { receiptStatus: 1 } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().code).toBe('FORBIDDEN');
    const missing = await setStatus(t, 999_999, 1);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Recebimento 999999 não encontrado.');
    expect((await setStatus(t, receipt.id, 7)).statusCode).toBe(400);
  });
});
