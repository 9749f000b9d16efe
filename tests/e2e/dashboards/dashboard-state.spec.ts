/**
 * Dashboards an analyst can trust: the period and region are in the URL (reload and back keep
 * them), a past month's aging is the state at its end, decimals follow one rule, and /dashboard
 * shows a headline number per card. A screenshot of the aging dashboard for a past month goes to
 * test-results/screenshots.
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'analista' });

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The month before the one the default period starts in, as shown on screen (DD/MM/AAAA – DD/MM/AAAA). */
async function previousMonth(page: Page): Promise<{ dataInicio: string; dataFim: string }> {
  const shown = (await page.getByTestId('dashboard-period').textContent()) ?? '';
  const [, month, year] = /\d{2}\/(\d{2})\/(\d{4})/.exec(shown) ?? [];
  expect(month, `período exibido: ${shown}`).toBeTruthy();
  const first = new Date(Date.UTC(Number(year), Number(month) - 2, 1));
  const last = new Date(Date.UTC(Number(year), Number(month) - 1, 0));
  return { dataInicio: isoDay(first), dataFim: isoDay(last) };
}

test('the aging of a past month stays in the URL through region changes, back, forward and reload', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/dashboard/aging-transit-time');
  const period = page.getByTestId('dashboard-period');
  await expect(period).toHaveText(/\d{2}\/\d{2}\/\d{4}/, { timeout: 20_000 });
  const month = await previousMonth(page);
  const shownMonth = `${brDate(month.dataInicio)} – ${brDate(month.dataFim)}`;

  await page.goto(`/dashboard/aging-transit-time?dataInicio=${month.dataInicio}&dataFim=${month.dataFim}`);
  await expect(period).toHaveText(shownMonth, { timeout: 20_000 });
  const inStock = page.getByTestId('kpi-total.emEstoque');
  await expect(inStock).toHaveText(/^\d/);
  await expect(page.getByTestId('kpi-total.emTransito')).not.toHaveText('0');

  const allRegions = (await inStock.textContent()) ?? '';
  const region = page.getByRole('combobox', { name: 'Região' });
  await page.getByPlaceholder('Todas as regiões').click();
  await page.getByRole('option', { name: 'Sudeste' }).click();
  await expect(page).toHaveURL(/[?&]regiao=SE(&|$)/);
  await expect(page).toHaveURL(new RegExp(`dataInicio=${month.dataInicio}`));
  await expect(region).toHaveValue('Sudeste');
  await expect(inStock).not.toHaveText(allRegions);
  await keepScreenshot(page, { path: 'test-results/screenshots/aging-past-month-sudeste.png', fullPage: true });

  await page.goBack();
  await expect(page).not.toHaveURL(/regiao=/);
  await expect(region).toHaveValue('');
  await expect(period).toHaveText(shownMonth);
  await page.goForward();
  await expect(region).toHaveValue('Sudeste');

  await page.reload();
  await expect(period).toHaveText(shownMonth, { timeout: 20_000 });
  await expect(region).toHaveValue('Sudeste');
  await expect(inStock).toHaveText(/^\d/);
});

test('percentages and decimals show one decimal everywhere on a dashboard', async ({ page }) => {
  await openApp(page, '/dashboard/carrier-performance-general');
  const otd = page.getByTestId('kpi-total.otd');
  await expect(otd).toHaveText(/^\d{1,3},\d%$/, { timeout: 20_000 });
  await expect(page.getByTestId('kpi-total.transitoMedio')).toHaveText(/^\d+,\d dias$/);
  const cells = await page.locator('table td').allTextContents();
  const percents = cells.filter((text) => text.includes('%'));
  expect(percents.length).toBeGreaterThan(0);
  for (const text of percents) expect(text).toMatch(/^\d{1,3},\d%$/);
});

test('/dashboard shows a headline number on each card', async ({ page }) => {
  await openApp(page, '/dashboard');
  const headlines = page.getByTestId('card-headline');
  await expect(headlines).toHaveCount(4, { timeout: 20_000 });
  for (const headline of await headlines.all()) await expect(headline).toHaveText(/^\d[\d.]*(,\d%)?$/);
  await expect(page.getByText('Entregas no prazo nos últimos 30 dias')).toBeVisible();
});

test('every chart legend is drawn whole inside its chart', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/dashboard/integration-failure-rate');
  for (const path of [
    '/dashboard/integration-failure-rate',
    '/dashboard/carrier-performance-general',
    '/dashboard/app-rate',
    '/dashboard/aging-transit-time',
  ]) {
    await page.goto(path);
    const charts = page.getByTestId('dashboard-chart');
    await expect(charts.first().locator('.recharts-surface')).toBeVisible({ timeout: 20_000 });
    // Every legend item's bottom against its legend area's and its chart's, read in one pass over the page.
    const legends = await charts.evaluateAll((figures) =>
      figures.flatMap((figure) => {
        const wrapper = figure.querySelector('.recharts-legend-wrapper');
        if (!wrapper) return [];
        const chartBottom = figure.getBoundingClientRect().bottom;
        const legendBottom = wrapper.getBoundingClientRect().bottom;
        return [...figure.querySelectorAll('[role="list"][aria-label="Legenda"] > [role="listitem"]')].map((item) => ({
          text: item.textContent ?? '',
          bottom: item.getBoundingClientRect().bottom,
          legendBottom,
          chartBottom,
        }));
      }),
    );
    expect(legends.length, `${path}: itens de legenda`).toBeGreaterThan(0);
    for (const { text, bottom, legendBottom, chartBottom } of legends) {
      const where = `${path}: legenda "${text}"`;
      expect(bottom, `${where} cabe na área da legenda`).toBeLessThanOrEqual(legendBottom + 1);
      expect(bottom, `${where} cabe no gráfico`).toBeLessThanOrEqual(chartBottom);
    }
  }
});
