/**
 * Localizações de Veículos as an analyst uses it: one chassis searched is found, counted and
 * shown (the map moves to it), its popup says where the vehicle is (not the dealer's city), the
 * wheel zooms the map (not the page), closer in the map still says where it is, and back from
 * the vehicle details the filters and the map position are as they were left.
 */
import { type Page } from '@playwright/test';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const mapZoom = async (page: Page) => Number(await page.getByTestId('offline-map').getAttribute('data-zoom'));
const coordinate = (value: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: 5, maximumFractionDigits: 5 });

test('one chassis searched: the map moves to it, the total and the vehicle are shown, and back navigation keeps filters and position', async ({ page }) => {
  // A vehicle far from its dealer (in Paraná, bound elsewhere), as in the analyst's report.
  const vehicle = e2eDatabaseRow<{ chassi: string; latitude: number; longitude: number; cidade: string; uf: string }>(
    "SELECT chassi, latitude, longitude, cidade, uf FROM vehicles WHERE latitude BETWEEN -26.5 AND -22.6 AND longitude BETWEEN -54 AND -48.5 AND uf <> 'PR' ORDER BY id LIMIT 1",
  );
  await openApp(page, '/locations/vehicles');
  await expect(page.getByTestId('map-cluster').first()).toBeVisible({ timeout: 30_000 });
  const fleetZoom = await mapZoom(page);

  await page.getByLabel('Chassi', { exact: true }).fill(vehicle.chassi);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('found-count')).toHaveText('1 veículo encontrado');
  await expect(page.getByTestId('visible-count')).toHaveText('1 veículo na área visível');
  await expect(page.getByTestId('map-marker')).toHaveCount(1);
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(fleetZoom + 2);
  // Closer in, the map still says where it is: land around, and the nearest known city.
  await expect(page.getByTestId('map-continent')).toBeAttached();
  await expect(page.getByTestId('map-nearest-city')).toContainText(/Centro do mapa (em|a \d+ km de) .+\/[A-Z]{2}/);

  await page.getByTestId('map-marker').click();
  const popup = page.getByTestId('vehicle-popup');
  await expect(popup).toContainText(`Posição (lat; long): ${coordinate(vehicle.latitude)}; ${coordinate(vehicle.longitude)}`);
  await expect(popup).toContainText(`Destino (concessionária): ${vehicle.cidade}/${vehicle.uf}`);
  await keepScreenshot(page, { path: 'test-results/screens/locations-single-chassis.png', fullPage: true });

  // The wheel zooms the map and leaves the page where it is.
  const map = page.getByTestId('offline-map');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = { zoom: await mapZoom(page), scroll: await page.evaluate(() => window.scrollY) };
  await page.mouse.wheel(0, 300);
  await expect.poll(() => mapZoom(page)).toBeLessThan(before.zoom);
  expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll);
  const leftAt = await mapZoom(page);
  await expect(page).toHaveURL(/sid=/);

  await popup.getByRole('link', { name: 'Ver detalhes do veículo' }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/details/${vehicle.chassi}$`));
  await page.goBack();
  await expect(page.getByLabel('Chassi', { exact: true })).toHaveValue(vehicle.chassi);
  await expect(page.getByTestId('found-count')).toHaveText('1 veículo encontrado');
  await expect.poll(() => mapZoom(page)).toBe(leftAt);
});

test('clusters in the South-East do not overlap', async ({ page }) => {
  await openApp(page, '/locations/vehicles');
  await page.getByRole('combobox', { name: 'Região' }).click();
  await page.getByRole('option', { name: 'Sudeste' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('found-count')).not.toHaveText(/^20\.000/);
  const bubbles = page.getByTestId('map-cluster').locator('circle');
  await expect(bubbles.first()).toBeVisible({ timeout: 30_000 });
  /** The bubbles drawn now, and the pairs of them that overlap. */
  const drawn = async () => {
    const circles = await bubbles.evaluateAll((nodes) =>
      nodes.map((n) => ({ x: Number(n.getAttribute('cx')), y: Number(n.getAttribute('cy')), r: Number(n.getAttribute('r')) })),
    );
    const overlapping = circles.flatMap((a, i) =>
      circles.slice(i + 1).flatMap((b, k) => (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r ? [`${i} e ${i + 1 + k}`] : [])),
    );
    return { several: circles.length > 1, overlapping };
  };
  for (let step = 0; step < 3; step++) {
    // Read once the map has drawn its clusters for the search and the zoom (it redraws them as both change).
    await expect.poll(drawn).toEqual({ several: true, overlapping: [] });
    const zoom = await mapZoom(page);
    await page.getByRole('button', { name: 'Aproximar' }).click();
    await expect.poll(() => mapZoom(page)).toBeGreaterThan(zoom);
  }
});
