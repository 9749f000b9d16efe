/**
 * Draws a page manifest as the app does (Mantine, Query, auth, router, the app's route error
 * element) with the SPA's requests answered by a real server in the same process
 * (in-process-fetch.ts), and
 * tells what a user would see go wrong: the route error screen, RJSF's configuration errors
 * (its English message and a JSON dump in place of a form), the page's load error, an API answer
 * of 4xx/5xx, or a title still waiting for a placeholder ("…") once every request has settled.
 */
// First: the SPA's modules fetch as they load.
import { answerWith, traffic } from './in-process-fetch.ts';
import { act, cleanup, render } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { SpaProviders, testQueryClient, testSession } from '../../support/spa-providers.tsx';

/**
 * The SPA's modules, imported once a server answers: the page routes wait for /config.json as they
 * load (a top-level await), as the app's boot does before its first page.
 */
let spa: ReturnType<typeof importSpa> | undefined;
async function importSpa() {
  const [{ configureApi }, { RouteError }, { customComponents }, { registerCustomComponents }, { ManifestPageRenderer }] = await Promise.all([
    import('../../../src/web/api/api-settings.ts'),
    import('../../../src/web/app/route-error.tsx'),
    import('../../../src/web/custom/registry.ts'),
    import('../../../src/web/renderer/custom-components.ts'),
    import('../../../src/web/renderer/page-renderer.tsx'),
  ]);
  // As the app does before its first page (src/web/app/app.tsx): manifests mount these by name.
  registerCustomComponents(customComponents);
  return { configureApi, RouteError, ManifestPageRenderer };
}

const origin = 'http://vtlog.test';

/** A page settles when no request has been in flight for this long (the SPA chains some: a list after its lookups). */
const QUIET_MS = 300;
/** A page that has not settled by then is judged as it stands (a request still pending is reported). */
const SETTLE_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong drawing `page` at `url` for a user holding `permissions` (the token's): nothing when it drew cleanly. */
export async function drawPageProblems(
  page: PageManifest,
  { url, permissions, token, app }: { url: string; permissions: PermissionEntry[]; token: string; app: FastifyInstance },
) {
  const problems: string[] = [];
  answerWith({ app, token, onFailure: (failure) => problems.push(failure) });
  const { configureApi, RouteError, ManifestPageRenderer } = await (spa ??= importSpa());
  configureApi({ baseUrl: `${origin}/api`, token: async () => token });
  const queryClient = testQueryClient();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () =>
      render(
        <SpaProviders queryClient={queryClient} session={testSession(permissions, token)}>
          <RouterProvider
            router={createMemoryRouter([{ path: page.path, element: <ManifestPageRenderer page={page} />, errorElement: <RouteError /> }], {
              initialEntries: [url],
            })}
          />
        </SpaProviders>,
      ),
    );
    const started = performance.now();
    while (traffic.inFlight > 0 || performance.now() - traffic.lastActivity < QUIET_MS) {
      if (performance.now() - started > SETTLE_LIMIT_MS) {
        problems.push(`${traffic.inFlight} requisição(ões) ainda pendente(s) após ${SETTLE_LIMIT_MS / 1000} s`);
        break;
      }
      await act(() => sleep(50));
    }
    problems.push(...visibleProblems(document.body));
    // What React or the route error screen logged says why (the screen logs the error it shows).
    const logged = errors.mock.calls[0];
    if (logged)
      problems.push(
        `console.error: ${logged
          .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
          .join(' ')
          .slice(0, 800)}`,
      );
  } finally {
    errors.mockRestore();
    cleanup();
    queryClient.clear();
  }
  return problems;
}

function visibleProblems(body: HTMLElement): string[] {
  const found: string[] = [];
  const text = (selector: string) => [...body.querySelectorAll(selector)].map((element) => element.textContent?.trim().slice(0, 200));
  for (const message of text('.rjsf-config-error, .unsupported-field')) found.push(`o RJSF recusou o formulário: ${message}`);
  // The page's load error, or the route error screen ("Algo deu errado ao exibir esta página").
  for (const message of text('[role="alert"]')) found.push(`alerta na página: ${message}`);
  for (const heading of text('h1, h2')) if (heading?.includes('…')) found.push(`título à espera de um valor: "${heading}"`);
  return found;
}
