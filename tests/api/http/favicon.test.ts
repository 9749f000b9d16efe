/**
 * No sign-in logs a 404 for the icon: /favicon.ico answers with the app's icon (browsers ask for it on
 * pages naming none), and the identity provider's login page names its own, which it serves.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginForm } from '../idp/login-form.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const icon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 5 });
});
afterAll(() => t.close());

describe('the favicon', () => {
  it('GET /favicon.ico answers 200 with the app icon as an image, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(icon);
  });

  it('the login page links an icon the identity provider serves as an image', async () => {
    const { page } = await openLoginForm(t.app, '10.9.0.1');
    expect(page.statusCode).toBe(200);
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(page.body)?.[1];
    expect(href).toBe('/auth/resources/vtlog/favicon.svg');
    const response = await t.app.inject({ method: 'GET', url: href });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(icon);
  });
});
