/**
 * The guard's redirect to /access-denied must settle: whatever way the user reaches a denied page
 * (typed URL, reload, back/forward, the same link twice, scripted history calls), the SPA ends on
 * /access-denied after a bounded number of history writes, with no console error (a redirect loop
 * shows as endless replaceState calls or React's "Maximum update depth exceeded").
 */
import { type Page, type Request } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { sidebar } from '../support/shell.ts';

test.use({ signedInAs: 'semacesso' });

/** Upper bound of history writes one user action may cause (the push plus the guard's replace, with slack). */
const WRITES_PER_ACTION = 4;

type Counted = Window & { __historyWrites: number };

type Watched = Awaited<ReturnType<typeof watchNavigations>>;

/**
 * Counts pushState/replaceState calls of each document and the requests in flight, and collects script
 * errors: console errors and uncaught exceptions (not the browser's "Failed to load resource" lines:
 * semacesso's permission grant is refused with 403 by design).
 */
async function watchNavigations(page: Page): Promise<{ errors: string[]; inFlight: () => number }> {
  // The page's timers run on Playwright's clock (in step with real time until a step runs them on).
  await page.clock.install();
  await page.addInitScript(() => {
    const counted = window as unknown as Counted;
    counted.__historyWrites = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        counted.__historyWrites += 1;
        original(...args);
      };
    }
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { errors, inFlight: () => pending.size };
}

const historyWrites = (page: Page) => page.evaluate(() => (window as unknown as Counted).__historyWrites);

/** Resolves once the page has drawn two more frames (each round of a redirect loop renders again). */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Runs one user action, then checks it ended on the access-denied page and stopped navigating. */
async function endsDenied(page: Page, { errors, inFlight }: Watched, step: string, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => ((window as unknown as Counted).__historyWrites = 0));
  await action();
  await expect(page, step).toHaveURL(/\/access-denied$/);
  await expect(page.getByRole('heading', { name: 'Acesso negado' }), step).toBeVisible();
  const settled = await historyWrites(page);
  // Stopped: once the page's timers have run 750 ms further, every request it made has its answer
  // and two more frames are drawn (each round of a redirect loop renders, maybe after a timer or an
  // answer), there is no further history write.
  await page.clock.runFor(750);
  await expect.poll(inFlight, `${step}: pedidos em andamento`).toBe(0);
  await twoFrames(page);
  expect(await historyWrites(page), `${step}: navegações depois de assentar`).toBe(settled);
  expect(settled, `${step}: navegações`).toBeLessThanOrEqual(WRITES_PER_ACTION);
  expect(errors, step).toEqual([]);
}

/** What a script (or an extension) does to move the SPA: push a URL and announce it as a history move. */
async function scriptedMove(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

test('semacesso: every way back to a denied page settles on /access-denied without a loop', async ({ page }) => {
  const watched = await watchNavigations(page);
  await endsDenied(page, watched, 'entrar', () => openApp(page));
  const home = page.getByRole('main').getByRole('link', { name: 'Voltar para o início' });
  // The page it leaves is /access-denied too: wait for the link's own navigation before reading the URL.
  const goHome = async () => {
    await home.click();
    await expect.poll(() => historyWrites(page)).toBeGreaterThan(0);
  };
  await endsDenied(page, watched, 'Voltar para o início', goHome);
  await endsDenied(page, watched, 'Voltar para o início de novo', goHome);
  await endsDenied(page, watched, 'URL digitada /administration', () => page.goto('/administration'));
  await endsDenied(page, watched, 'recarregar /access-denied', () => page.reload());
  await endsDenied(page, watched, 'voltar', () => page.goBack());
  await endsDenied(page, watched, 'avançar', () => page.goForward());
  for (const path of ['/', '/access-denied', '/administration', '/']) {
    await endsDenied(page, watched, `script: pushState + popstate para ${path}`, () => scriptedMove(page, path));
  }
  await endsDenied(page, watched, 'voltar depois do script', () => page.goBack());
});

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('analista: back and forward between an allowed page and a denied one inside the app', async ({ page }) => {
    const watched = await watchNavigations(page);
    await openApp(page, '/profile');
    const profile = page.getByRole('heading', { name: 'Perfil' });
    await expect(profile).toBeVisible();
    await endsDenied(page, watched, 'script: pushState + popstate para /settings', () => scriptedMove(page, '/settings'));
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profile).toBeVisible();
    await endsDenied(page, watched, 'avançar para a página negada', () => page.goForward());
    await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
    await expect(profile).toBeVisible();
    await endsDenied(page, watched, 'voltar para a página negada', () => page.goBack());
    expect(watched.errors).toEqual([]);
  });
});
