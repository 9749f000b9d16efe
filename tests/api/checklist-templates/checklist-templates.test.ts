import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { notStartedReceipt, setStatus } from '../receipt/receipt-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  ordem: number;
  grupo: string;
  descricao: string;
  tipoResposta: string;
  fotoObrigatoria: boolean;
}

const read = async (id: number) => (await t.as('operador', { method: 'GET', url: `/api/checklist-templates/${id}` })).json();
const save = (id: number, payload: object, user: 'operador' | 'analista' = 'operador') =>
  t.as(user, { method: 'PUT', url: `/api/checklist-templates/${id}`, payload });
const inputOf = (items: Item[]) => items.map(({ grupo, descricao, tipoResposta, fotoObrigatoria }) => ({ grupo, descricao, tipoResposta, fotoObrigatoria }));

describe('checklist templates API', () => {
  it('lists every version with its use and item count', async () => {
    const response = await t.as('operador', { method: 'GET', url: '/api/checklist-templates' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((v: { versao: number; ativo: boolean }) => [v.versao, v.ativo])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list[0].itens).toBe(8);
    expect(list[0].checklists).toBeGreaterThan(0);
  });

  it('saves a used version as a new active version, leaving the old one and its items untouched', async () => {
    const before = await read(2);
    const reordered = inputOf(before.itens).reverse();
    reordered.push({ grupo: 'Externo', descricao: 'Antena e retrovisores', tipoResposta: 'OK_NOK', fotoObrigatoria: true });
    const response = await save(2, { nome: before.nome, itens: reordered });
    expect(response.statusCode).toBe(200);
    const { versionado, modelo } = response.json();
    expect(versionado).toBe(true);
    expect(modelo).toMatchObject({ versao: 3, ativo: true, checklists: 0 });
    expect(modelo.itens.map((i: Item) => i.descricao)).toEqual(reordered.map((i) => i.descricao));
    expect(modelo.itens.map((i: Item) => i.ordem)).toEqual(reordered.map((_, index) => index + 1));
    const old = await read(2);
    expect(old.ativo).toBe(false);
    expect(old.itens).toEqual(before.itens);

    const receipt = await notStartedReceipt(t, 0);
    expect((await setStatus(t, receipt.id, 1)).json().checklistTemplateId).toBe(modelo.id);
  });

  it('edits an unused version in place and refuses to edit a superseded one', async () => {
    const latest = (await t.as('operador', { method: 'GET', url: '/api/checklist-templates' })).json()[0];
    const current = await read(latest.id);
    const fresh = (await save(latest.id, { nome: current.nome, itens: inputOf(current.itens) })).json().modelo;
    expect(fresh.checklists).toBe(0);
    const inPlace = await save(fresh.id, { nome: fresh.nome, itens: inputOf(fresh.itens).slice(1) });
    expect(inPlace.json()).toMatchObject({ versionado: false, modelo: { id: fresh.id, versao: fresh.versao } });
    expect(inPlace.json().modelo.itens).toHaveLength(fresh.itens.length - 1);
    const superseded = await save(1, {
      nome: 'Checklist de Recebimento',
      itens: [{ grupo: 'A', descricao: 'B', tipoResposta: 'OK_NOK', fotoObrigatoria: false }],
    });
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toMatch(/^Esta é a versão 1; edite a versão mais recente/);
  });

  it('validates the body, and answers 401, 403 and 404', async () => {
    const empty = await save(2, { nome: 'X', itens: [] });
    expect(empty.statusCode).toBe(400);
    const badType = await save(2, { nome: 'X', itens: [{ grupo: 'A', descricao: 'B', tipoResposta: 'FOTO', fotoObrigatoria: false }] });
    expect(badType.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/checklist-templates' })).statusCode).toBe(401);
    expect((await t.as('semacesso', { method: 'GET', url: '/api/checklist-templates' })).statusCode).toBe(403);
    expect((await save(2, { nome: 'X', itens: [{ grupo: 'A', descricao: 'B', tipoResposta: 'OK_NOK', fotoObrigatoria: false }] }, 'analista')).statusCode).toBe(
      403,
    );
    expect((await t.as('operador', { method: 'GET', url: '/api/checklist-templates/9999' })).statusCode).toBe(404);
  });
});
