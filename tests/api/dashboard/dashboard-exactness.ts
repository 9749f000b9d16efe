/**
 * Asserts that the four dashboard endpoints answer, for a period (and region), exactly what the
 * source rows give (raw-figures.ts): every month, dealer, route, age bucket, interface and day.
 */
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { type Period, percentile, rawAging, rawAppRate, rawIntegration, rawRoutes } from './raw-figures.ts';

async function dashboard(t: TestApp, name: string, p: Period) {
  const response = await t.as('admin', { method: 'GET', url: `/api/dashboard/${name}`, query: { ...p } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sumBy = (raw: Map<string, number[]>, part: 0 | 1) => {
  const out = new Map<string, number[]>();
  for (const [key, values] of raw) {
    const k = key.split('|')[part]!;
    const sum = out.get(k) ?? [0, 0];
    out.set(k, [sum[0]! + values[0]!, sum[1]! + values[1]!]);
  }
  return Object.fromEntries(out);
};

async function expectAppRate(t: TestApp, p: Period, where: string) {
  const [body, raw] = await Promise.all([dashboard(t, 'app-rate', p), rawAppRate(t.database.db, p)]);
  const pairs = (rows: { entregues: number; registradosNoApp: number }[], key: (r: never) => string) =>
    Object.fromEntries(rows.map((r) => [key(r as never), [r.entregues, r.registradosNoApp]]));
  expect(
    pairs(body.porMes, (r: { mes: string }) => r.mes),
    `app-rate por mês, ${where}`,
  ).toEqual(sumBy(raw, 0));
  expect(
    pairs(body.porConcessionaria, (r: { concessionariaCodigo: string }) => r.concessionariaCodigo),
    `app-rate por concessionária, ${where}`,
  ).toEqual(sumBy(raw, 1));
  const total = [...raw.values()].reduce((s, v) => [s[0]! + v[0]!, s[1]! + v[1]!], [0, 0]);
  expect([body.total.entregues, body.total.registradosNoApp], `app-rate total, ${where}`).toEqual(total);
}

async function expectCarrier(t: TestApp, p: Period, where: string) {
  const [body, raw] = await Promise.all([dashboard(t, 'carrier-performance-general', p), rawRoutes(t.database.db, p)]);
  const got = Object.fromEntries(
    body.porRota.map((r: Record<string, number>) => [r.rotaId, [r.entregas, r.noPrazo, r.avariados, r.transitoP50, r.transitoP90]]),
  );
  const want = Object.fromEntries([...raw].map(([id, r]) => [id, [r.entregas, r.noPrazo, r.avariados, percentile(r.dias, 0.5), percentile(r.dias, 0.9)]]));
  expect(got, `carrier-performance por rota, ${where}`).toEqual(want);
  for (const route of body.porRota)
    expect(route.transitoMedio, `trânsito médio da rota ${route.rotaId}, ${where}`).toBeCloseTo(raw.get(route.rotaId)!.somaDias / route.entregas, 9);
}

async function expectAging(t: TestApp, p: Period, where: string) {
  const [body, raw] = await Promise.all([dashboard(t, 'aging-transit-time', p), rawAging(t.database.db, p)]);
  const got = new Map<string, number>();
  for (const row of body.porRegiao) {
    for (const faixa of ['0-30', '31-60', '61-90', '90+']) if (row[faixa] > 0) got.set(`${row.regiaoCodigo}|${row.situacao}|${faixa}`, row[faixa]);
  }
  expect(Object.fromEntries(got), `aging, ${where}`).toEqual(Object.fromEntries(raw));
  const deliveries = [...(await rawRoutes(t.database.db, p)).values()].reduce((n, r) => n + r.entregas, 0);
  expect(body.transito.entregas, `aging: entregas do período, ${where}`).toBe(deliveries);
}

async function expectIntegration(t: TestApp, p: Period, where: string) {
  const [body, raw] = await Promise.all([dashboard(t, 'integration-failure-rate', p), rawIntegration(t.database.db, p)]);
  const got = Object.fromEntries(
    body.porInterfaceDia.map((r: { dia: string; interface: string; recebidas: number; falhas: number }) => [
      `${r.dia}|${r.interface}`,
      [r.recebidas, r.falhas],
    ]),
  );
  expect(got, `integração por interface e dia, ${where}`).toEqual(Object.fromEntries(raw.days));
  const causes = [...raw.causes.values()].sort((a, b) => b - a);
  expect(
    body.principaisCausas.map((c: { falhas: number }) => c.falhas),
    `principais causas, ${where}`,
  ).toEqual(causes.slice(0, 10));
  for (const cause of body.principaisCausas) expect(raw.causes.get(`${cause.interface}|${cause.mensagem}`)).toBe(cause.falhas);
}

/** Every dashboard, for every period given, with and without a region. */
export async function expectDashboardsExact(t: TestApp, periods: readonly Period[], regions: readonly string[] = ['SE', 'NE']): Promise<void> {
  for (const period of periods) {
    for (const regiao of [undefined, ...regions]) {
      const p = regiao ? { ...period, regiao } : period;
      const where = `${p.dataInicio}..${p.dataFim}${regiao ? ` ${regiao}` : ''}`;
      await expectAppRate(t, p, where);
      await expectCarrier(t, p, where);
      await expectAging(t, p, where);
      await expectIntegration(t, p, where);
    }
  }
}
