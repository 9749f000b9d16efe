/** The top bar's alert bell, its popover and the "Preferências de alertas" dialog, as the alert specs drive them. */
import { expect, type Page } from '@playwright/test';
import { keepScreenshot } from './screenshots.ts';

/** The count reaches a browser that did nothing by the bell's own refresh (15 s), with room to spare. */
export const refreshed = { timeout: 35_000 };

export const bell = (page: Page) => page.getByTestId('alert-bell');
export const popover = (page: Page) => page.getByRole('dialog', { name: 'Alertas' });

export async function openBell(page: Page): Promise<void> {
  await bell(page).click();
  await expect(popover(page)).toBeVisible();
}

/** Chooses, through "Preferências de alertas", alerts of `types` in `regions` (and `carriers`) only; the user had none chosen. */
export async function subscribe(
  page: Page,
  { regions, carriers = [], types }: { regions: string[]; carriers?: string[]; types: string[] },
  screenshot?: string,
) {
  await openBell(page);
  await popover(page).getByRole('button', { name: 'Preferências de alertas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências de alertas' });
  const choose = async (field: string, values: string[]) => {
    if (values.length === 0) return;
    await dialog.getByRole('combobox', { name: field }).click();
    for (const value of values) await page.getByRole('option', { name: value, exact: true }).click();
    // Escape closes the field's list, not the dialog.
    await page.keyboard.press('Escape');
  };
  await choose('Regiões', regions);
  await choose('Transportadoras', carriers);
  await choose('Tipos de alerta', types);
  if (screenshot) await keepScreenshot(page, { path: screenshot });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preferências de alertas salvas.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}
