/**
 * Every /api route × each demo user × bad tokens, generated from the route
 * declarations (config.permission, collected with the build's onRoute hook) and the realm file
 * (each demo user's grants on vtlog-api). Authorized callers may get a 2xx or a 4xx caused by the
 * dummy input, never 401/403; bad tokens always 401 INVALID_TOKEN; missing grants always 403. Every
 * feature toggle is on, so the routes they gate are in the matrix too.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, demoUsers, type DemoUser, expiredAccessTokenFor, forgedAccessTokenFor, otherIssuerAccessTokenFor } from '../../helpers/auth.ts';
import { type DeclaredRoute, fillPath, routeCollector, routeLabel } from '../../helpers/declared-routes.ts';
import { grants, realmGrants } from '../../helpers/realm-grants.ts';
import { createTestApp, EVERY_FEATURE_ON } from '../support/test-app.ts';

const collector = routeCollector();
const t = await createTestApp({ vehicles: 20, onRoute: collector.onRoute, featureToggles: EVERY_FEATURE_ON });
const grantsByUser = await realmGrants();
const badTokens = {
  'sem token': undefined,
  expirado: await expiredAccessTokenFor(t.app, 'admin'),
  'assinatura forjada': await forgedAccessTokenFor(t.app, 'admin'),
  'outro emissor': await otherIssuerAccessTokenFor(t.app, 'admin'),
} as const;
const matrix: string[] = [];
afterAll(async () => {
  console.log(`Matriz de acesso (rota × ${demoUsers.join(' / ')}):\n${matrix.join('\n')}`);
  await t.close();
});

/** A request that reaches the route with dummy input: id 1 in the path, an empty JSON object as body. */
function dummyRequest(route: DeclaredRoute): InjectOptions {
  const params = Object.fromEntries([...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], '1']));
  const request: InjectOptions = { method: route.method as InjectOptions['method'], url: fillPath(route.url, params) };
  return route.method === 'GET' || route.method === 'DELETE' ? request : { ...request, payload: {} };
}

/** Whether the realm lets the user call the route ('public' and 'authenticated' routes: every signed-in user). */
function allowed(route: DeclaredRoute, user: DemoUser): boolean {
  const permission = route.permission;
  if (permission === 'public' || permission === 'authenticated') return true;
  if (permission === undefined) throw new Error(`${routeLabel(route)} sem config.permission`);
  return grants(grantsByUser[user], permission.resource, permission.scope);
}

function outcome(response: LightMyRequestResponse): string {
  return `${response.statusCode} ${response.statusCode >= 400 ? (response.json<{ code: string }>().code ?? '') : ''}`.trim();
}

const routes = collector.routes.slice().sort((a, b) => routeLabel(a).localeCompare(routeLabel(b)));

describe('matriz de acesso: rotas /api × usuários de demonstração × tokens inválidos', () => {
  it('cobre todas as rotas, cada uma com a sua permissão declarada', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.permission === undefined).map(routeLabel)).toEqual([]);
    // semacesso holds nothing and admin everything: the matrix needs both ends to mean something
    expect(grantsByUser.semacesso).toEqual([]);
    expect(routes.every((r) => allowed(r, 'admin'))).toBe(true);
  });

  for (const route of routes) {
    it(`${routeLabel(route)} (${typeof route.permission === 'object' ? `${route.permission.resource}:${route.permission.scope}` : String(route.permission)})`, async () => {
      const request = dummyRequest(route);
      const row: string[] = [];
      for (const user of demoUsers) {
        const response = await t.app.inject({ ...request, headers: bearer(await t.token(user)) });
        row.push(outcome(response));
        if (allowed(route, user)) {
          expect([401, 403], `${user} tem permissão em ${routeLabel(route)}: ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
          expect(response.statusCode, `${user}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        } else {
          expect(response.statusCode, `${user} não tem permissão em ${routeLabel(route)}`).toBe(403);
          expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
        }
      }
      for (const [variant, token] of Object.entries(badTokens)) {
        const response = await t.app.inject({ ...request, headers: token === undefined ? {} : bearer(token) });
        if (route.permission === 'public') {
          expect(response.statusCode, variant).toBeLessThan(400);
          continue;
        }
        expect(response.statusCode, `${variant} em ${routeLabel(route)}`).toBe(401);
        expect(response.json()).toMatchObject({ code: token === undefined ? 'UNAUTHENTICATED' : 'INVALID_TOKEN' });
        expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="vtlog"/);
      }
      matrix.push(`  ${routeLabel(route).padEnd(58)} ${row.map((r) => r.padEnd(28)).join('')}`);
    });
  }
});
