import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUTH, authQuery, type LoginForm, openLoginForm, postLoginForm } from './login-form.ts';
import { buildIdpTestApp } from './test-app.ts';

/** What anyone can do without an account: open login pages and post passwords, from any address. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const loginPage = (address: string, browser?: string, query: Record<string, string> = {}) => openLoginForm(app, address, browser, query);
const post = (address: string, form: LoginForm, username: string, password: string) => postLoginForm(app, address, form, username, password);

async function attempt(address: string, username: string, password: string) {
  return post(address, await loginPage(address), username, password);
}

describe('pending logins', () => {
  it("refuses state or nonce longer than Keycloak's 4000 characters, keeping nothing", async () => {
    for (const name of ['state', 'nonce']) {
      const refused = await app.inject({ url: AUTH, query: authQuery({ [name]: 'x'.repeat(8 * 1024) }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`Parâmetro inválido: ${name}`);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect((await app.inject({ url: AUTH, query: authQuery({ [name]: 'x'.repeat(4000) }) })).statusCode).toBe(200);
    }
  });

  it('keeps at most 20 per browser: the oldest tab expires, the newest still signs in', async () => {
    const first = await loginPage('10.5.0.1');
    const tabs = [];
    for (let i = 0; i < 20; i++) tabs.push(await loginPage('10.5.0.1', first.browser));
    const expired = await post('10.5.0.1', first, 'analista', 'analista');
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('A página de login expirou.');
    expect((await post('10.5.0.1', tabs.at(-1) ?? first, 'analista', 'analista')).statusCode).toBe(302);
  });

  it('keeps at most 100 per client address, even without a browser cookie', async () => {
    const first = await loginPage('10.6.0.1');
    const other = await loginPage('10.6.0.2');
    for (let i = 0; i < 100; i++) await loginPage('10.6.0.1');
    expect((await post('10.6.0.1', first, 'analista', 'analista')).body).toContain('A página de login expirou.');
    expect((await post('10.6.0.2', other, 'analista', 'analista')).statusCode).toBe(302);
  });
});

describe('sign-in throttling', () => {
  it("an attacker's 5 bad passwords lock admin only for the attacker's address", async () => {
    for (let i = 0; i < 5; i++) await attempt('10.7.0.66', 'admin', 'errada');
    expect((await attempt('10.7.0.66', 'admin', 'admin')).statusCode).toBe(429);
    expect((await attempt('10.7.0.7', 'admin', 'admin')).statusCode).toBe(302);
  });

  it('answers unknown and known usernames alike: same statuses and the same page', async () => {
    const run = async (username: string, address: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const response = await attempt(address, username, 'errada');
        answers.push({ status: response.statusCode, alert: /role="alert">([^<]+)</.exec(response.body)?.[1] });
      }
      return answers;
    };
    const known = await run('operador', '10.8.0.1');
    const unknown = await run('ninguem-aqui', '10.8.0.2');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('runs a bounded number of password checks per client: the surplus is refused at once with 429', async () => {
    const forms = await Promise.all(Array.from({ length: 12 }, () => loginPage('10.9.0.1')));
    const answers = await Promise.all(forms.map((form, i) => post('10.9.0.1', form, `spray${i}`, 'errada')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(answers.find((a) => a.statusCode === 429)?.body).toContain('Muitas tentativas de entrada ao mesmo tempo.');
  });
});
