/**
 * The widest lists (Consulta de Veículos, Sinistro, Justificativas de atraso) at two laptop widths
 * and on a phone, in both themes: the table scrolls sideways inside its own box while the page does
 * not, the last column can be scrolled fully into view and read, the row actions stay on screen
 * without scrolling (pinned), no badge is cut short, and once a search ran the results come first:
 * the filter panel folds at every width, rows are on screen without scrolling, and on a phone a hint
 * says the table slides sideways (the rows wholly on screen are recorded as an annotation). Screens go to
 * test-results/screens/list-widths-<page>-<width>-<theme>.png.
 */
import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import { openInApp } from '../support/in-app.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { stillLoading } from '../support/loading.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

interface ListPage {
  id: string;
  path: string;
  title: string;
  /** The list has a pinned "Ações" column. */
  actions: boolean;
}

const lists: ListPage[] = [
  { id: 'vehicles-search', path: '/vehicles/search', title: 'Consulta de Veículos', actions: false },
  { id: 'claims', path: '/claims', title: 'Sinistro', actions: false },
  { id: 'transport-delay', path: '/administration/transport-delay', title: 'Justificativas de atraso', actions: true },
];

const viewports = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const phoneWidth = 390;
const scrollHint = 'Deslize a tabela para o lado para ver todas as colunas';

/** The labels of a list page's enum columns (its manifest): values drawn as badges, which their column grows to hold. */
function enumColumns(id: string): string[] {
  const manifest = JSON.parse(readFileSync(`manifests/pages/${id}.json`, 'utf8')) as PageManifest;
  return (manifest.columns ?? []).filter((column) => column.format === 'enum').map((column) => column.label);
}

/** Each value in the table body's enum columns (a badge) whose text does not fit it or whose cell does not hold it whole. */
async function cutBadges(table: Locator, columns: string[]): Promise<string[]> {
  const cut: string[] = [];
  for (const column of columns) {
    const header = table.getByRole('columnheader', { name: new RegExp(`^${column}`) });
    const index = await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const inColumn = await table.evaluate(
      (element, index) =>
        [...element.querySelectorAll('tbody tr')].flatMap((row) => {
          const cell = (row as HTMLTableRowElement).cells[index];
          if (!cell) return [];
          const right = cell.getBoundingClientRect().right + 0.5;
          const parts = [...cell.querySelectorAll('*')];
          const whole =
            cell.scrollWidth <= cell.clientWidth && parts.every((part) => part.scrollWidth <= part.clientWidth && part.getBoundingClientRect().right <= right);
          return whole ? [] : [cell.textContent ?? ''];
        }),
      index,
    );
    cut.push(...inColumn.map((text) => `${column}: ${text}`));
  }
  return cut;
}

/** How far the document scrolls sideways (0 when only the table's box does). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The rows wholly on screen, below the fixed top bar. */
function rowsOnScreen(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return [...element.querySelectorAll('tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= top - 0.5 && box.bottom <= window.innerHeight + 0.5;
    }).length;
  });
}

/** Searches with the filters as they are (opening the panel when it starts folded: applied defaults on a small screen). */
async function search(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(stillLoading(page.getByRole('main'))).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of viewports) {
    test(`wide lists at ${viewport.width}×${viewport.height} (${theme} theme)`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openApp(page);

      for (const list of lists) {
        await test.step(list.title, async () => {
          await openInApp(page, list.path);
          const table = page.getByRole('table', { name: list.title });
          await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
          await expect(stillLoading(page.getByRole('main'))).toHaveCount(0);
          const box = table.locator('xpath=..');

          expect(await pageOverflow(page), 'the page does not scroll sideways').toBeLessThanOrEqual(0);
          expect(await cutBadges(table, enumColumns(list.id)), 'badges shown whole').toEqual([]);

          const headers = table.locator('thead th');
          const actions = list.actions ? headers.last() : undefined;
          const lastColumn = list.actions ? headers.nth((await headers.count()) - 2) : headers.last();
          const boxRect = (await box.boundingBox())!;
          const inBox = async (locator: Locator, from = boxRect.x, to = boxRect.x + boxRect.width) => {
            const rect = (await locator.boundingBox())!;
            return rect.x >= from - 1 && rect.x + rect.width <= to + 1;
          };

          if (actions) {
            // Without any sideways scrolling, the "Ações" column and a row's buttons are on screen.
            await expect(actions).toHaveText('Ações');
            expect(await inBox(actions)).toBe(true);
            const button = table.locator('tbody tr td:last-child').getByRole('button').first();
            await expect(button).toBeVisible();
            expect(await inBox(button)).toBe(true);
          }

          const wide = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
          if (wide) {
            // The box scrolls, not the page; at its end the last column is whole, clear of the pinned columns.
            await expect(box).toHaveAttribute('role', 'group');
            await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
            await expect.poll(() => box.evaluate((element) => element.scrollLeft + element.clientWidth >= element.scrollWidth - 1)).toBe(true);
            const firstRect = (await headers.first().boundingBox())!;
            const actionsLeft = actions ? (await actions.boundingBox())!.x : boxRect.x + boxRect.width;
            expect(await inBox(lastColumn, firstRect.x + firstRect.width, actionsLeft)).toBe(true);
            const lastCell = table
              .locator('tbody tr')
              .first()
              .locator('td')
              .nth((await headers.count()) - (list.actions ? 2 : 1));
            expect(await inBox(lastCell, firstRect.x + firstRect.width, actionsLeft)).toBe(true);
            expect(await lastCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth), 'the last column reads whole').toBe(true);
            await keepScreenshot(page, { path: `test-results/screens/list-widths-${list.id}-${viewport.width}-${theme}-end.png` });
            await box.evaluate((element) => element.scrollTo({ left: 0 }));
          }
          if (viewport.width === phoneWidth) await expect(page.getByText(scrollHint)).toBeVisible();
          else await expect(page.getByText(scrollHint)).toBeHidden();

          // After a search the results come first.
          await search(page);
          await expect(page.getByRole('button', { name: /^Filtros/ })).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByRole('button', { name: 'Pesquisar' })).toBeHidden();
          const rows = await rowsOnScreen(table);
          expect(rows).toBeGreaterThanOrEqual(1);
          test.info().annotations.push({ type: 'rows on screen', description: `${list.id} ${viewport.width}×${viewport.height}: ${rows}` });
          expect(await pageOverflow(page), 'the page does not scroll sideways').toBeLessThanOrEqual(0);
          await keepScreenshot(page, { path: `test-results/screens/list-widths-${list.id}-${viewport.width}-${theme}.png` });
        });
      }
    });
  }
}
