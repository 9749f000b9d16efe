import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const mapZoom = async (page: Page) => Number(await page.getByTestId('offline-map').getAttribute('data-zoom'));

/** Clicks the first cluster a pointer can reach (bubbles may overlap) and waits for the zoom. */
async function zoomIntoACluster(page: Page): Promise<void> {
  const zoom = await mapZoom(page);
  const clusters = page.getByTestId('map-cluster');
  for (let i = 0; i < (await clusters.count()); i++) {
    try {
      await clusters.nth(i).click({ timeout: 1_500 });
      break;
    } catch {
      // covered by a neighbour: try the next one
    }
  }
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(zoom);
}

/** Index of a vehicle marker drawn inside the map (clusters just past the edges are drawn too, clipped), or -1. */
const markerInsideMap = (page: Page) =>
  page.getByTestId('map-marker').evaluateAll((nodes) =>
    nodes.findIndex((node) => {
      const [x, y] = [Number(node.getAttribute('cx')), Number(node.getAttribute('cy'))];
      const svg = (node as SVGCircleElement).ownerSVGElement!;
      return x > 10 && y > 10 && x < svg.width.baseVal.value - 60 && y < svg.height.baseVal.value - 10;
    }),
  );

test.describe('Localizações de Veículos', () => {
  test('shows clustered markers on the offline map, zooms a cluster, opens a popup and reaches the details', async ({ page }) => {
    const errors: string[] = [];
    // Failed requests are caught by URL below; Chromium's own favicon probe is not a page request.
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
    await openApp(page, '/locations/vehicles');
    const map = page.getByTestId('offline-map');
    await expect(map).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('map-cluster').first()).toBeVisible({ timeout: 30_000 });
    const counts = await page.getByTestId('map-cluster').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-count'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(10_000);
    const visibleBefore = await page.getByTestId('visible-count').textContent();
    await keepScreenshot(page, { path: 'test-results/screens/locations-light.png', fullPage: true });

    await zoomIntoACluster(page);
    await expect(page.getByTestId('visible-count')).not.toHaveText(visibleBefore ?? '');
    for (let step = 0; step < 8 && (await markerInsideMap(page)) < 0; step++) await zoomIntoACluster(page);
    await page
      .getByTestId('map-marker')
      .nth(await markerInsideMap(page))
      .click();
    const popup = page.getByTestId('vehicle-popup');
    await expect(popup).toBeVisible();
    const chassis = (await popup.locator('p').first().textContent())?.trim() ?? '';
    expect(chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    await expect(popup).toContainText('Última atualização');

    await map.focus();
    const zoom = await mapZoom(page);
    await page.keyboard.press('-');
    await expect.poll(() => mapZoom(page)).toBeLessThan(zoom);
    await page.keyboard.press('+');

    await popup.getByRole('link', { name: 'Ver detalhes do veículo' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/details/${chassis}$`));
    expect(errors).toEqual([]);
  });

  test('looks right in dark mode', async ({ page }) => {
    await page.addInitScript("localStorage.setItem('vtlog-color-scheme', 'dark')");
    await openApp(page, '/locations/vehicles');
    await expect(page.getByTestId('map-cluster').first()).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(page, { path: 'test-results/screens/locations-dark.png', fullPage: true });
  });
});
