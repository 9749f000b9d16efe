/** The feature toggles in their default state (both off, manifests/app.json): nothing they gate exists. */
import { expect, openApp, test } from '../support/fixtures.ts';
import { menuEntries } from '../support/shell.ts';

test.use({ signedInAs: 'admin' });

test('AdminUser off: Usuários e acessos lists the users with no edit action, and the API refuses edits', async ({ page }) => {
  await openApp(page, '/users');
  const table = page.getByRole('table', { name: 'Usuários e acessos' });
  await expect(table.getByRole('cell', { name: 'operador', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  for (const label of ['Editar', 'Papéis', 'Redefinir senha']) await expect(page.getByRole('button', { name: `${label}: operador` })).toHaveCount(0);
  const refused = await page.request.put('/api/users/any/roles', { data: { papeis: ['admin'] } });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ message: 'Recurso da API não encontrado.' });
});

test('locationScreen off: no Localização por pedido in the menu or on Localizações, and its route is the not-found page', async ({ page }) => {
  await openApp(page, '/locations');
  await expect(page.getByRole('link', { name: /Localizações de Veículos/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Localização por pedido/ })).toHaveCount(0);
  const entries = (await menuEntries(page)).map((entry) => entry.trim());
  expect(entries).toContain('Localizações de Veículos');
  expect(entries).not.toContain('Localização por pedido');
  await page.goto('/locations/orders');
  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
