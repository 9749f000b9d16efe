/** What a user (or a screen reader) is told is still loading. */
import { type Locator } from '@playwright/test';

/**
 * Whatever inside `scope` says it is still loading: a part marked busy (aria-busy: a table being
 * searched, a page or widget placeholder), or a loader named "Carregando…" (a table's loading overlay).
 */
export function stillLoading(scope: Locator): Locator {
  return scope.locator('[aria-busy="true"]').or(scope.getByLabel(/^Carregando/));
}
