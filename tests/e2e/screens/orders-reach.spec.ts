/** Pedidos within reach: a menu entry and a home shortcut; an order's breadcrumb names its number, not an internal id. */
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { sidebar } from '../support/shell.ts';

test.use({ signedInAs: 'analista' });

test('analista reaches Pedidos from the menu and the home page; the order breadcrumb shows the order number', async ({ page }) => {
  await openApp(page, '/');
  const shortcuts = page.getByRole('navigation', { name: 'Atalhos' });
  await expect(shortcuts.getByRole('link', { name: /Pedidos/ })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 2 })).toBeVisible();

  await page.goto('/');
  await shortcuts.getByRole('link', { name: /Pedidos/ }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const item = e2eDatabaseRow<{ orderId: number; itemId: number; numero: string; chassi: string }>(
    'SELECT o.id AS orderId, v.order_item_id AS itemId, o.numero_pedido AS numero, v.chassi FROM vehicles v JOIN orders o ON o.id = v.order_id ORDER BY v.id LIMIT 1',
  );
  await page.goto(`/orders/${item.orderId}/${item.itemId}`);
  const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(`Pedido ${item.numero} / ${item.chassi}`);
  await expect(crumbs).not.toContainText(`Pedido ${item.orderId} / item`);
});
