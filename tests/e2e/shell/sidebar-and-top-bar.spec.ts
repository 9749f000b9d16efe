/** Sidebar widths and rules, mobile menu, profile menu, theme persistence. */
import { expect, openApp, test } from '../support/fixtures.ts';
import { sidebar, sidebarWidth } from '../support/shell.ts';

test.use({ signedInAs: 'admin' });

test('the sidebar starts collapsed at 72 px with icons only and expands to 280 px with labels', async ({ page }) => {
  await openApp(page);
  const nav = sidebar(page);
  expect(await sidebarWidth(page)).toBe(72);
  await expect(nav.getByText('Consulta de Veículos', { exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Consulta de Veículos' })).toBeVisible();
  await expect(nav.getByTestId('app-version')).toContainText('2025.');

  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => sidebarWidth(page)).toBe(280);
  await expect(nav.getByText('Consulta de Veículos', { exact: true })).toBeVisible();
  await expect(nav.getByTestId('app-version')).toHaveText('Versão 2025.05.26');

  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => sidebarWidth(page)).toBe(72);
});

test('clicking a parent expands it (and the sidebar); clicking a leaf navigates and collapses', async ({ page }) => {
  await openApp(page);
  const nav = sidebar(page);
  await nav.getByRole('button', { name: 'Dashboard' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(280);
  await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Taxa de Uso do App' })).toBeVisible();

  await nav.getByRole('button', { name: 'Configuração' }).click();
  await expect(nav.getByRole('link', { name: 'Usuários e acessos' })).toBeVisible();
  await nav.getByRole('button', { name: 'Configuração' }).click();
  await expect(nav.getByRole('link', { name: 'Usuários e acessos' })).toBeHidden();

  await nav.getByRole('link', { name: 'Consulta de Veículos' }).click();
  await expect(page).toHaveURL(/\/vehicles\/search/);
  await expect.poll(() => sidebarWidth(page)).toBe(72);
  await expect(nav.getByRole('link', { name: 'Consulta de Veículos' })).toHaveAttribute('aria-current', 'page');
});

test('the sidebar works from the keyboard: Tab reaches items, Enter opens, Escape collapses', async ({ page }) => {
  await openApp(page);
  const nav = sidebar(page);
  await page.getByTestId('sidebar-toggle').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => sidebarWidth(page)).toBe(280);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Consulta de Veículos' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => sidebarWidth(page)).toBe(72);
});

test.describe('as operador', () => {
  test.use({ signedInAs: 'operador' });

  test('below the sm breakpoint the menu lives in a drawer with the same entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openApp(page);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Vehicles Tracking' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Consulta de Veículos' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expect(drawer.getByText('Versão 2025.05.26')).toBeVisible();
    await drawer.getByRole('button', { name: 'Dashboard' }).click();
    await expect(drawer.getByRole('link', { name: 'Taxa de Uso do App' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Usuários e acessos' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Consulta de Veículos' }).click();
    await expect(page).toHaveURL(/\/vehicles\/search/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('the profile menu shows initials, first name, full name, e-mail and Sair', async ({ page }) => {
    await openApp(page);
    const button = page.getByTestId('profile-menu');
    await expect(button).toContainText('BA');
    await expect(button).toContainText('Bruno');
    await button.click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown.getByText('Bruno Analista', { exact: true })).toBeVisible();
    await expect(dropdown.getByText(/@vtlog\.local$/)).toBeVisible();
    await expect(dropdown.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  });
});

test('the theme starts light, switches to dark and stays dark after a reload', async ({ page }) => {
  await openApp(page);
  const html = page.locator('html');
  await expect(html).toHaveCSS('color-scheme', 'light');
  await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
});
