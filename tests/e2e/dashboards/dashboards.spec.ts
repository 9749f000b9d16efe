/**
 * Each dashboard renders its charts for the demo data and changes with the region and period filters.
 * (Their screens in both themes are kept by the axe pass, a11y/axe-pages.spec.ts.)
 */
import { type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'analista' });

const dashboards = [
  { path: '/dashboard/app-rate', title: 'Taxa de Uso do App', kpi: 'kpi-total.entregues' },
  { path: '/dashboard/integration-failure-rate', title: 'Falhas de Integração', kpi: 'kpi-total.recebidas' },
  { path: '/dashboard/carrier-performance-general', title: 'Performance de Transportadoras', kpi: 'kpi-total.transitoMedio' },
  { path: '/dashboard/aging-transit-time', title: 'Aging e Transit Time', kpi: 'kpi-total.emEstoque' },
];

const months = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

async function chartsDrawn(page: Page) {
  const charts = page.getByTestId('dashboard-chart');
  await expect(charts.first().locator('.recharts-surface')).toBeVisible({ timeout: 20_000 });
  expect(await charts.count()).toBeGreaterThanOrEqual(2);
  for (const chart of await charts.all()) await expect(chart.locator('.recharts-surface')).toBeVisible();
}

/** Picks the 1st to the 15th of the month the period starts in, through the calendar. */
async function pickFirstHalfOfStartMonth(page: Page): Promise<string> {
  const input = page.getByTestId('dashboard-period');
  const shown = (await input.textContent()) ?? '';
  const [, month, year] = /\d{2}\/(\d{2})\/(\d{4})/.exec(shown) ?? [];
  expect(month, `período exibido: ${shown}`).toBeTruthy();
  await input.click();
  const monthName = months[Number(month) - 1];
  await page.getByRole('button', { name: `1 ${monthName} ${year}`, exact: true }).click();
  await page.getByRole('button', { name: `15 ${monthName} ${year}`, exact: true }).click();
  return `01/${month}/${year} – 15/${month}/${year}`;
}

for (const dashboard of dashboards) {
  test(`${dashboard.title}: charts for the demo data, changing with region and period`, async ({ page }) => {
    await openApp(page, dashboard.path);
    await expect(page.getByRole('heading', { name: dashboard.title, level: 2 })).toBeVisible();
    await expect(page.getByText('Como este indicador é calculado')).toBeVisible();
    await chartsDrawn(page);
    await expect(page.locator('table').first()).toBeVisible();
    const kpi = page.getByTestId(dashboard.kpi);
    const allRegions = (await kpi.textContent()) ?? '';
    expect(allRegions).toMatch(/\d/);

    await page.getByPlaceholder('Todas as regiões').click();
    await page.getByRole('option', { name: 'Nordeste' }).click();
    await expect(kpi).not.toHaveText(allRegions);
    await chartsDrawn(page);
    const northeast = (await kpi.textContent()) ?? '';

    const expected = await pickFirstHalfOfStartMonth(page);
    await expect(page.getByTestId('dashboard-period')).toHaveText(expected);
    await expect(kpi).not.toHaveText(northeast);
  });
}
