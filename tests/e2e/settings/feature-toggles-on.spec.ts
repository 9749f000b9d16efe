/**
 * What the feature toggles switch on: the "toggles on" project runs this file against a server started
 * with FEATURE_TOGGLES=AdminUser=on,locationScreen=on (scripts/e2e-servers.mjs) from the same build as
 * every other spec; feature-toggles-off.spec.ts covers the default state. Its users sign in through the
 * form: the saved sessions are the default server's.
 */
import { expect, test } from '@playwright/test';
import { togglesOnServer } from '../../../scripts/e2e-servers.mjs';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { login } from '../support/login.ts';
import { menuEntries } from '../support/shell.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test('the server says both toggles are on, and the SPA reads them from /config.json', async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { featureToggles: Record<string, boolean> };
  expect(config.featureToggles).toEqual({ AdminUser: true, locationScreen: true });
});

test.describe('AdminUser on', () => {
  test('an administrator edits a user in a dialog; a weak password is refused with the server message in pt-BR', async ({ page }) => {
    await login(page, 'admin', '/users');
    const table = page.getByRole('table', { name: 'Usuários e acessos' });
    await page.getByRole('button', { name: 'Editar: operador' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuário operador' });
    await expect(edit.getByLabel(/^Nome/)).toHaveValue('Carla');
    await edit.getByLabel('Sobrenome').fill('Operadora Sênior');
    await edit.getByRole('button', { name: 'CONFIRMAR' }).click();
    await expect(page.getByText('Usuário operador atualizado.')).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Carla Operadora Sênior' })).toBeVisible();

    await page.getByRole('button', { name: 'Papéis: operador' }).click();
    const roles = page.getByRole('dialog', { name: 'Papéis de operador' });
    await expect(roles.getByRole('checkbox', { name: 'operador' })).toBeChecked();
    await expect(roles.getByRole('checkbox', { name: 'admin' })).not.toBeChecked();
    await roles.getByRole('button', { name: 'CANCELAR' }).click();

    await page.getByRole('button', { name: 'Redefinir senha: operador' }).click();
    const password = page.getByRole('dialog', { name: 'Redefinir a senha de operador' });
    await password.getByLabel('Nova senha').fill('somenteletras');
    await password.getByLabel('Confirmação da senha').fill('somenteletras');
    await password.getByRole('button', { name: 'CONFIRMAR' }).click();
    await expect(page.getByText('A senha deve ter ao menos uma letra e um número.').first()).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/feature-toggles-on-users.png' });
    await password.getByRole('button', { name: 'CANCELAR' }).click();
  });
});

test.describe('locationScreen on', () => {
  test('Localização por pedido finds the vehicle of an order item and links to its details', async ({ page }) => {
    const item = e2eDatabaseRow<{ order_id: number; order_item_id: number; chassi: string }>(
      'select order_id, order_item_id, chassi from vehicles where id = 11',
      togglesOnServer,
    );
    await login(page, 'analista', '/');
    expect((await menuEntries(page)).map((entry) => entry.trim())).toContain('Localização por pedido');
    await page.goto('/locations/orders');
    await expect(page.getByRole('heading', { name: 'Localização por pedido' })).toBeVisible();
    await page.getByLabel(/^Pedido \(id\)/).fill(String(item.order_id));
    await page.getByLabel(/^Item do pedido \(id\)/).fill(String(item.order_item_id));
    await page.getByRole('button', { name: 'Localizar' }).click();
    const link = page.getByRole('link', { name: item.chassi });
    await expect(link).toBeVisible();
    await keepScreenshot(page, { path: 'test-results/feature-toggles-on-locations.png' });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/details/${item.chassi}$`));
  });
});
