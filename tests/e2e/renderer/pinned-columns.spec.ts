/**
 * Pinned columns never cover data. Every list page with a pinned "Ações" column that admin opens (read
 * from the manifests and the realm), at three desktop widths: with the table scrolled to its start,
 * middle and end, no data cell the browser shows has its content under a pinned cell (the pinned
 * "Ações" or the sticky first column); and every data column can be scrolled to where it reads whole,
 * clear of both. Screens at 1366 in both themes go to test-results/screens/pinned-columns-*.png.
 */
import { type Locator, type Page } from '@playwright/test';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import { canAccessRoute } from '../../../src/shared/permissions.ts';
import { pageManifests } from '../a11y/page-urls.ts';
import { realmGrants } from '../../helpers/realm-grants.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';
import { stillLoading } from '../support/loading.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const widths = [1366, 1600, 1920];

async function pinnedLists(): Promise<PageManifest[]> {
  const { admin } = await realmGrants();
  return pageManifests().filter((page) => page.kind === 'list' && page.rowActionsColumn === 'pinned' && canAccessRoute(admin, page.permissions ?? []));
}

/**
 * The data cells (rows in view, header included) the browser shows whose content, inside the scroll box,
 * lies partly under a pinned (sticky) cell of their row: "<header> @ <row>".
 */
function coveredCells(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const rows = [...element.querySelectorAll('tr')].filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.height > 0 && rect.bottom > frame.top && rect.top < frame.bottom;
    });
    return rows.flatMap((row, rowIndex) => {
      const cells = [...(row as HTMLTableRowElement).cells];
      const pinned = cells.filter((cell) => getComputedStyle(cell).position === 'sticky').map((cell) => cell.getBoundingClientRect());
      return cells.flatMap((cell, index) => {
        const style = getComputedStyle(cell);
        if (style.position === 'sticky' || !cell.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
        const rect = cell.getBoundingClientRect();
        // The content box, as far as it lies inside the scroll box.
        const left = Math.max(rect.left + parseFloat(style.paddingLeft), frame.left);
        const right = Math.min(rect.right - parseFloat(style.paddingRight), frame.right);
        if (right - left < 1) return [];
        const under = pinned.some((pin) => Math.min(right, pin.right) - Math.max(left, pin.left) > 1);
        return under ? [`${headers[index]} @ ${rowIndex === 0 ? 'cabeçalho' : `linha ${rowIndex}`}`] : [];
      });
    });
  });
}

/** The data columns that cannot be scrolled to where their header and first row read whole, clear of the pinned cells. */
async function unreachableColumns(box: Locator): Promise<string[]> {
  const count = await box.locator('thead th').count();
  const unreachable: string[] = [];
  for (let index = 0; index < count; index++) {
    const header = box.locator('thead th').nth(index);
    if ((await header.evaluate((th) => getComputedStyle(th).position)) === 'sticky') continue;
    // Its start just right of the sticky first column (or as far as the box scrolls).
    await box.evaluate((element, index) => {
      const cells = [...element.querySelectorAll('thead th')].map((cell) => ({
        rect: cell.getBoundingClientRect(),
        sticky: getComputedStyle(cell).position === 'sticky',
      }));
      const pinnedStart = cells.slice(0, index).reduce((width, cell) => width + (cell.sticky ? cell.rect.width : 0), 0);
      element.scrollLeft += cells[index]!.rect.left - element.getBoundingClientRect().left - pinnedStart;
    }, index);
    const whole = () =>
      box.evaluate((element, index) => {
        const frame = element.getBoundingClientRect();
        return [element.querySelector('thead tr'), element.querySelector('tbody tr')].every((row) => {
          const cells = [...(row as HTMLTableRowElement).cells];
          const cell = cells[index]!;
          const rect = cell.getBoundingClientRect();
          const pinned = cells.filter((other) => getComputedStyle(other).position === 'sticky').map((other) => other.getBoundingClientRect());
          return (
            cell.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            rect.left >= frame.left - 1 &&
            rect.right <= frame.right + 1 &&
            pinned.every((pin) => Math.min(rect.right, pin.right) - Math.max(rect.left, pin.left) <= 1)
          );
        });
      }, index);
    // The table follows the scroll a frame later (what it leaves out, and shows again).
    if (
      !(await expect
        .poll(whole, { timeout: 5_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        ))
    )
      unreachable.push((await header.textContent()) ?? `${index}`);
  }
  return unreachable;
}

async function scrollTo(box: Locator, where: 'start' | 'middle' | 'end') {
  await box.evaluate((element, where) => {
    const range = element.scrollWidth - element.clientWidth;
    element.scrollLeft = where === 'start' ? 0 : where === 'middle' ? range / 2 : range;
  }, where);
}

async function openList(page: Page, list: PageManifest): Promise<Locator> {
  await openInApp(page, list.path);
  const table = page.getByRole('table', { name: list.title });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(stillLoading(page.getByRole('main'))).toHaveCount(0, { timeout: 20_000 });
  return table.locator('xpath=..');
}

test('the lists with a pinned "Ações" column are found', async () => {
  const ids = (await pinnedLists()).map((list) => list.id);
  expect(ids).toEqual(expect.arrayContaining(['transport-delay', 'transport-routes']));
});

for (const width of widths) {
  test(`pinned columns cover no data cell at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await openApp(page);
    for (const list of await pinnedLists()) {
      await test.step(list.title, async () => {
        const box = await openList(page, list);
        for (const where of ['start', 'middle', 'end'] as const) {
          await scrollTo(box, where);
          await expect.poll(() => coveredCells(box), { message: `${list.title}, ${width} px, rolada no(a) ${where}` }).toEqual([]);
        }
        expect(await unreachableColumns(box), `${list.title}, ${width} px: colunas que não se leem inteiras`).toEqual([]);
      });
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`a pinned-column list at 1366 px (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openApp(page);
    const box = await openList(
      page,
      (await pinnedLists()).find((list) => list.id === 'transport-delay')!,
    );
    // The table's header just under the app's top bar.
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
    await expect.poll(() => coveredCells(box)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/screens/pinned-columns-1366-${theme}-start.png` });
    await scrollTo(box, 'middle');
    await expect.poll(() => coveredCells(box)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/screens/pinned-columns-1366-${theme}-middle.png` });
  });
}
