/**
 * Filter lookups a user can tell apart and that follow each other: dealers show name, code and
 * city (58 of 200 demo dealers share a name), found by code; the UF options follow the chosen Região.
 */
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

test('Concessionária options show name · code · city/UF and are found by code', async ({ page }) => {
  const dealer = e2eDatabaseRow<{ codigo: string; nome: string; cidade: string; uf: string }>(
    'SELECT codigo, nome, cidade, uf FROM dealers WHERE nome IN (SELECT nome FROM dealers GROUP BY nome HAVING count(*) > 1) ORDER BY nome, codigo LIMIT 1',
  );
  await openApp(page, '/vehicles/search');
  const field = page.getByRole('combobox', { name: 'Concessionária' });
  await expect(field).toBeVisible({ timeout: 20_000 });
  await field.click();
  await field.fill(dealer.codigo);
  const option = page.getByRole('option', { name: `${dealer.nome} · ${dealer.codigo} · ${dealer.cidade}/${dealer.uf}` });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await option.click();
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/list'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await request).postDataJSON().filters).toEqual({ concessionaria: dealer.codigo });
});

test('UF options follow the chosen Região, and a UF outside it is dropped', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const uf = page.getByRole('combobox', { name: 'UF', exact: true });
  const region = page.getByRole('combobox', { name: 'Região', exact: true });
  await expect(uf).toBeVisible({ timeout: 20_000 });

  await uf.click();
  await page.getByRole('option', { name: 'Bahia' }).click();
  await page.keyboard.press('Escape');
  await region.click();
  await page.getByRole('option', { name: 'Sul' }).click();
  await page.keyboard.press('Escape');

  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vehicle/list'));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  expect((await request).postDataJSON().filters).toEqual({ regiao: ['S'] });

  // Results first: the panel folded into pills; the form opens again as it was.
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await uf.click();
  await expect(page.getByRole('option')).toHaveText(['Paraná', 'Rio Grande do Sul', 'Santa Catarina']);
});
