/**
 * Every page manifest's path as a URL to open: `:params` replaced by a demo record's id, read from
 * the e2e server's SQLite file, or taken from the first matching link on the page one level up
 * (e.g. /claims for /claims/:claimId) when no query is declared here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, expect } from '@playwright/test';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { openInApp } from '../support/in-app.ts';

export function pageManifests(): PageManifest[] {
  const folder = 'manifests/pages';
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as PageManifest)
    .sort((a, b) => a.path.localeCompare(b.path));
}

const acceptedReceipt = 'SELECT CAST(id AS TEXT) AS receiptId FROM receipts WHERE receipt_status = 2 AND checklist_id IS NOT NULL ORDER BY id LIMIT 1';

/** Demo ids for paths whose records no list page links to (or links only from deep inside). */
const demoQueries: Record<string, string> = {
  '/receipts/:receiptId': acceptedReceipt,
  '/receipts/:receiptId/inspection-report': acceptedReceipt,
  '/vehicles/details/:chassis': 'SELECT chassi AS chassis FROM vehicles ORDER BY id LIMIT 1',
  '/orders/:orderId/:orderItemId': 'SELECT CAST(order_id AS TEXT) AS orderId, CAST(order_item_id AS TEXT) AS orderItemId FROM vehicles ORDER BY id LIMIT 1',
};

async function fromParentList(page: Page, pattern: string): Promise<string> {
  const parent = pattern.slice(0, pattern.indexOf('/:')) || '/';
  const shape = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/?#]+')}(\\?|$)`);
  await openInApp(page, parent);
  // The page may still be settling (sid redirect): a destroyed context reads as no links yet.
  const hrefs = () =>
    page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      .catch(() => [] as string[]);
  let found: string | undefined;
  await expect
    .poll(async () => (found = (await hrefs()).find((href) => shape.test(href))), { message: `a link shaped like ${pattern} on ${parent}`, timeout: 20_000 })
    .toBeTruthy();
  return found!;
}

/** The URL to open for a page manifest's path (`page`: signed in as admin; it may be moved to a parent list). */
export async function demoUrl(page: Page, pattern: string): Promise<string> {
  if (!pattern.includes('/:')) return pattern;
  const query = demoQueries[pattern];
  if (!query) return fromParentList(page, pattern);
  const values = e2eDatabaseRow<Record<string, string>>(query);
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? `sem-${name}`));
}
