/**
 * Text in a list filter as users paste it (list-route.ts `normalizeFilters`): leading and trailing
 * spaces are dropped instead of refused (text of spaces only is then empty, and refused), a list of whole chassis (`chassi__in`) finds each vehicle,
 * and a pattern error names the characters that are not allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let chassis: string[];
beforeAll(async () => {
  t = await createTestApp();
  chassis = (await t.database.db.selectFrom('vehicles').select('chassi').orderBy('id').limit(3).execute()).map((row) => row.chassi);
});
afterAll(() => t.close());

const search = (filters: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { pageSize: 50, filters } });
const chassisOf = (response: { json(): unknown }) => (response.json() as { items: { chassi: string }[] }).items.map((item) => item.chassi).sort();

describe('pasted text in list filters', () => {
  it('trims a chassis pasted with spaces, a tab and a line break instead of refusing it', async () => {
    const response = await search({ chassi: `  ${chassis[0]}\t\n` });
    expect(response.statusCode, response.body).toBe(200);
    expect(chassisOf(response)).toEqual([chassis[0]]);
  });

  it('trims each value of a list, and refuses a filter left blank naming it', async () => {
    const response = await search({ chassi__in: chassis.map((c) => ` ${c} `) });
    expect(response.statusCode, response.body).toBe(200);
    expect(chassisOf(response)).toEqual([...chassis].sort());
    const blank = await search({ cidade: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'body.filters.cidade', message: 'O campo body.filters.cidade deve ter pelo menos 1 caractere(s).' });
  });

  it('answers a pattern error naming the characters not allowed', async () => {
    const response = await search({ chassi: 'VT00 O4I5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'body.filters.chassi',
      message: 'O campo body.filters.chassi tem caracteres não permitidos: espaço, O, I.',
    });
  });
});
