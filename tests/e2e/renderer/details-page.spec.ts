/** A generated details page (vehicle details) opened from the list. */
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

test('a list row opens the vehicle details with its sections and status timeline', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const firstLink = page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr a').first();
  await expect(firstLink).toBeVisible({ timeout: 20_000 });
  const chassis = (await firstLink.innerText()).trim();
  await firstLink.click();

  await expect(page).toHaveURL(new RegExp(`/vehicles/details/${chassis}$`));
  await expect(page.getByRole('heading', { name: 'Detalhes do Veículo' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(breadcrumb).toContainText('Início');
  await expect(breadcrumb).toContainText(chassis);

  const identification = page.getByRole('region', { name: 'Identificação' });
  await expect(identification).toContainText(chassis, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Status atual' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Linha do tempo de status' });
  await expect(timeline.getByRole('list', { name: 'Linha do tempo de status' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(timeline).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // back returns to the list with its state
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/vehicles\/search/);
});
