/** Sinistro's export follows its page: the file has the columns on screen, the permission-restricted one included only for its holders. */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, openApp, test } from '../support/fixtures.ts';
import type { DemoUser } from '../support/login.ts';

const claimsTable = (page: Page) => page.getByRole('table', { name: 'Sinistro' });
const delayColumn = 'Atraso no transporte (dias)';

async function exportedHeaders(page: Page): Promise<{ screen: string[]; file: unknown[] }> {
  await expect(claimsTable(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const screen = (await claimsTable(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/claims/report'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  // The browser sends filters and sort only: the server picks the columns.
  expect(Object.keys((await request).postDataJSON()).sort()).toEqual(['filters', 'sort']);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sinistros-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = XLSX.read(readFileSync((await file.path())!));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  return { screen, file: rows[0]! };
}

for (const [user, hasDelay] of [
  ['operador', true],
  ['analista', false],
] as [DemoUser, boolean][]) {
  test.describe(() => {
    test.use({ signedInAs: user });
    test(`Sinistro: ${user} exports the columns on screen${hasDelay ? ', the transport delay included' : ', without the transport delay'}`, async ({
      page,
    }) => {
      await openApp(page, '/claims');
      const { screen, file } = await exportedHeaders(page);
      expect(file).toEqual(screen);
      expect(screen.includes(delayColumn)).toBe(hasDelay);
    });
  });
}
