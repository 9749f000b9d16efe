/**
 * A dashboard figure opens the list of its records: the "Entregas" card and a bar of the monthly
 * chart each lead to the vehicle search with the period, the KPI's Expurgo rule and the bar's month
 * applied (shown as filter pills), and the list counts what the figure says; so does the aging
 * snapshot's "Há mais de 90 dias" card, with the period's last day and the days in the status.
 * Screenshots of the links' affordance (a hovered card figure) in both themes and of the aging
 * list go to test-results/screenshots.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { seriousViolations } from '../a11y/axe.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'analista' });

const ptBr = new Intl.NumberFormat('pt-BR');
const totalText = (total: number) => new RegExp(`^${ptBr.format(total).replace('.', '\\.')} registros?$`);
/** «Entregas, abr/2025: 1.234 — ver os registros» → 1234. */
const figureIn = (text: string) => Number(/: ([\d.]+) — ver os registros$/.exec(text)?.[1]?.replaceAll('.', '') ?? NaN);

async function openAppRate(page: Page) {
  await openApp(page, '/dashboard/app-rate');
  await expect(page.getByTestId('kpi-total.entregues')).toHaveText(/^[\d.]+$/, { timeout: 20_000 });
}

async function expectListOf(page: Page, link: Locator, figure: number, pills: RegExp[]) {
  await link.click();
  await expect(page).toHaveURL(/\/vehicles\/search\?.*expurgo=false/);
  await expect(page.getByTestId('list-total')).toHaveText(totalText(figure), { timeout: 20_000 });
  const applied = page.getByRole('group', { name: 'Filtros aplicados' });
  for (const pill of pills) await expect(applied.getByText(pill)).toBeVisible();
}

test('the Entregas card and a bar of the monthly chart open the list of their records, with the same total', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAppRate(page);
  const card = page.getByTestId('kpi-total.entregues');
  const deliveries = Number((await card.textContent())!.replaceAll('.', ''));
  expect(deliveries).toBeGreaterThan(0);
  const cardLink = card.getByRole('link', { name: /^Entregas: [\d.]+ — ver os registros$/ });
  await expect(cardLink).toHaveAttribute('href', /^\/vehicles\/search\?/);
  await expectListOf(page, cardLink, deliveries, [/^Data de entrega: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/, /^Em Expurgo: não$/]);

  // The form shows the link's filters as the user would have set them.
  await page.getByRole('button', { name: 'Editar filtros' }).click();
  await expect(page.getByRole('combobox', { name: 'Em Expurgo' })).toHaveValue('Não');
  await keepScreenshot(page, { path: 'test-results/screenshots/dashboard-drill-list-filters.png', fullPage: true, animations: 'disabled' });

  await page.goBack();
  const bar = page
    .getByRole('figure', { name: 'Entregas e registros no app por mês' })
    .getByRole('link', { name: /^Registradas no app, .*: [\d.]+ — ver os registros$/ })
    .first();
  const registered = figureIn((await bar.getAttribute('aria-label'))!);
  expect(registered).toBeGreaterThan(0);
  await expectListOf(page, bar, registered, [/^Recebido no app$/, /^Data de entrega: /, /^Em Expurgo: não$/]);
});

test('the aging card "Há mais de 90 dias" opens the vehicles in their status for more than 90 days at the period’s end', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/dashboard/aging-transit-time');
  const card = page.getByTestId('kpi-total.acima90');
  await expect(card).toHaveText(/^[\d.]+$/, { timeout: 20_000 });
  const aged = Number((await card.textContent())!.replaceAll('.', ''));
  expect(aged).toBeGreaterThan(0);
  const link = card.getByRole('link', { name: /^Há mais de 90 dias: [\d.]+ — ver os registros$/ });
  await expectListOf(page, link, aged, [/^Situação no fim do dia: \d{2}\/\d{2}\/\d{4}$/, /^Dias no status: a partir de 91$/, /^Em Expurgo: não$/]);
  await keepScreenshot(page, { path: 'test-results/screenshots/dashboard-drill-aging-list.png', fullPage: true, animations: 'disabled' });
});

test('a linked figure shows it (dotted, then solid underline, pointer) in both themes, passes axe, and opens with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await openAppRate(page);
    await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
    const figure = page.getByTestId('kpi-total.registradosNoApp').getByRole('link');
    await expect(figure).toHaveCSS('text-decoration-style', 'dotted');
    await figure.hover();
    await expect(figure).toHaveCSS('text-decoration-style', 'solid');
    await expect(figure).toHaveCSS('cursor', 'pointer');
    await keepScreenshot(page, { path: `test-results/screenshots/dashboard-drill-${theme}.png`, fullPage: true, animations: 'disabled' });
    // Linked cards, cells and chart marks keep the page free of serious axe violations (names, contrast, nesting).
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByTestId('kpi-total.entregues').getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vehicles\/search\?.*dataEntrega=/);
});
