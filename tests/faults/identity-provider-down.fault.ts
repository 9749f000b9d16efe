/**
 * The identity provider (AUTH_URL, an external Keycloak) cannot be reached — the
 * SPA shows a clear pt-BR error with a retry, not a blank page, and the API answers 503 in pt-BR.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fault-test.ts';
import { startServer } from './server-process.ts';

const port = Number(process.env.FAULTS_PORT ?? 8196);
/** Nothing listens there: the provider is down. */
const identityPort = Number(process.env.FAULTS_IDP_PORT ?? 8198);

test('identity provider unreachable: pt-BR error screen with a retry, and 503 from the API', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-idp-'));
  const authUrl = `http://localhost:${identityPort}/auth`;
  const app = await startServer({ port, dataDir, env: { AUTH_URL: authUrl } });
  try {
    await page.goto(`${app.url}/vehicles/search`);
    const failure = page.getByTestId('boot-failure');
    await expect(failure.getByRole('heading', { name: 'Servidor de login indisponível' })).toBeVisible({ timeout: 30_000 });
    await expect(failure).toContainText('Não foi possível conectar ao servidor de identidade');
    await expect(failure).toContainText(authUrl);
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/fault-identity-provider-down.png' });

    const api = await fetch(`${app.url}/api/vehicle/list`, {
      method: 'POST',
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6IngifQ.eyJzdWIiOiJ4In0.c2ln', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({
      code: 'IDENTITY_UNAVAILABLE',
      message: 'Servidor de identidade indisponível no momento. Tente novamente em instantes.',
    });
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
