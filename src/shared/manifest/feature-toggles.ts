/**
 * Feature toggles of manifests/app.json (`featureToggles`), read by the SPA and the server alike.
 * A page, a menu entry, a page action or a row action names the toggle it needs (`featureToggle`);
 * while the toggle is off the item does not exist: `withFeatureToggles` leaves it out of the
 * manifests the renderer sees, and the server refuses the routes declaring it.
 */
import type { AppManifest, MenuManifest, PageManifest } from './manifest-types.ts';

export type FeatureToggles = Readonly<Record<string, boolean>>;

/** Each toggle's state in app.json, with the given overrides (tests switch toggles on this way). */
export function featureToggles(app: Pick<AppManifest, 'featureToggles'>, overrides: FeatureToggles = {}): FeatureToggles {
  const declared = Object.entries(app.featureToggles).map(([name, toggle]) => [name, toggle.enabled] as const);
  for (const name of Object.keys(overrides)) {
    if (!Object.hasOwn(app.featureToggles, name)) throw new Error(`feature toggle "${name}" não existe em manifests/app.json`);
  }
  return Object.fromEntries(declared.map(([name, enabled]) => [name, overrides[name] ?? enabled]));
}

/**
 * The `FEATURE_TOGGLES` setting: `name=on|off` pairs separated by commas (e.g. `AdminUser=on`), read
 * by the server at start, which hands the result to the SPA in /config.json, so one switch turns a
 * toggle over for both without editing app.json or rebuilding. Throws a pt-BR message naming the
 * malformed pair; unknown names are refused by `featureToggles` (`checkedToggleOverrides` does both).
 */
export function parseToggleOverrides(setting: string | undefined): FeatureToggles {
  const pairs = (setting ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  return Object.fromEntries(
    pairs.map((pair) => {
      const match = /^([A-Za-z][\w-]*)=(on|off)$/.exec(pair);
      if (!match) throw new Error(`"${pair}" deve ser nome=on ou nome=off`);
      return [match[1]!, match[2] === 'on'];
    }),
  );
}

/** The `FEATURE_TOGGLES` setting parsed and checked against app.json; throws `FEATURE_TOGGLES="…": <problem>`. */
export function checkedToggleOverrides(app: Pick<AppManifest, 'featureToggles'>, setting: string | undefined): FeatureToggles {
  try {
    const overrides = parseToggleOverrides(setting);
    featureToggles(app, overrides);
    return overrides;
  } catch (error) {
    throw new Error(`FEATURE_TOGGLES="${setting}": ${(error as Error).message}`, { cause: error });
  }
}

/** Whether an item gated by `toggle` exists (no toggle: always). */
export function toggleIsOn(toggles: FeatureToggles, toggle: string | undefined): boolean {
  return toggle === undefined || toggles[toggle] === true;
}

type MenuItem = MenuManifest['items'][number];

/** What the toggles decide of a page: the page itself (and so the menu links to its path) and its actions. */
type GatedPage = Pick<PageManifest, 'path' | 'featureToggle'> & Partial<Pick<PageManifest, 'actions' | 'rowActions'>>;

/** A page with only the actions and row actions whose toggle is on. */
export function withToggledActions<Page extends GatedPage>(page: Page, toggles: FeatureToggles): Page {
  const on = (item: { featureToggle?: string }) => toggleIsOn(toggles, item.featureToggle);
  return {
    ...page,
    ...(page.actions && { actions: page.actions.filter(on) }),
    ...(page.rowActions && { rowActions: page.rowActions.filter(on) }),
  };
}

/**
 * The manifests as the renderer must see them: every page, menu entry and action whose toggle is off
 * left out (the pages may be whole manifests or just their routes).
 */
export function withFeatureToggles<Page extends GatedPage>(
  manifests: { pages: readonly Page[]; menu: MenuManifest },
  toggles: FeatureToggles,
): { pages: Page[]; menu: MenuManifest } {
  const on = (item: { featureToggle?: string }) => toggleIsOn(toggles, item.featureToggle);
  const pages = manifests.pages.filter(on).map((page) => withToggledActions(page, toggles));
  const gatedOff = new Set(manifests.pages.filter((page) => !on(page)).map((page) => page.path));
  const linkShows = (entry: { featureToggle?: string; route?: string }) => on(entry) && !(entry.route !== undefined && gatedOff.has(entry.route));
  const items = manifests.menu.items
    .filter(linkShows)
    .map((entry): MenuItem => (entry.children ? { ...entry, children: entry.children.filter(linkShows) } : entry));
  return { pages, menu: { ...manifests.menu, items } };
}
