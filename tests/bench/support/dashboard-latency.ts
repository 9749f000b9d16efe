/**
 * Latency of the four dashboard endpoints (p95 ≤ 300 ms at 1,000,000 vehicles) through
 * `get` (HTTP in bench:api, `inject` in dashboard.bench.ts). Prints p50/p95/max per endpoint and
 * filter; returns false when a p95 is over budget.
 */

/** GETs an `/api/...` URL as a user allowed to see every dashboard; answers the status and body. */
export type DashboardGet = (url: string) => Promise<{ status: number; body: string }>;

export const DASHBOARD_BUDGET_P95_MS = 300;

const endpoints = ['app-rate', 'integration-failure-rate', 'carrier-performance-general', 'aging-transit-time'];

/** The default view (30 days up to the latest data), with a region, and longer periods up to `referenceDate`, with the largest and a smaller region. */
function filtersUpTo(referenceDate: string): Record<string, string> {
  const back = (days: number) => new Date(Date.parse(`${referenceDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return {
    'padrão (30 dias)': '',
    'região SE': '?regiao=SE',
    '90 dias': `?dataInicio=${back(89)}&dataFim=${referenceDate}`,
    '12 meses': `?dataInicio=${back(364)}&dataFim=${referenceDate}`,
    '12 meses, região SE': `?dataInicio=${back(364)}&dataFim=${referenceDate}&regiao=SE`,
    '12 meses, região NE': `?dataInicio=${back(364)}&dataFim=${referenceDate}&regiao=NE`,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** `beforeSeries` runs untimed before each endpoint and filter (e.g. renewing the access token). */
export async function benchDashboards(
  get: DashboardGet,
  options: { runs: number; referenceDate: string; beforeSeries?: () => Promise<void> },
): Promise<boolean> {
  let withinBudget = true;
  // CPU: this process's CPU time per request (server and client), less sensitive to a busy machine than wall time.
  console.log(`\npainel | filtro | p50 ms | p95 ms | máx ms | CPU p50 ms (${options.runs} execuções; meta p95 <= ${DASHBOARD_BUDGET_P95_MS} ms)`);
  for (const endpoint of endpoints) {
    for (const [label, query] of Object.entries(filtersUpTo(options.referenceDate))) {
      const url = `/api/dashboard/${endpoint}${query}`;
      await options.beforeSeries?.();
      const first = await get(url);
      if (first.status !== 200) throw new Error(`${url} respondeu ${first.status}: ${first.body.slice(0, 200)}`);
      const times: number[] = [];
      const cpuTimes: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        await get(url);
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      const ok = p95 <= DASHBOARD_BUDGET_P95_MS;
      withinBudget &&= ok;
      console.log(
        `${endpoint} | ${label} | ${percentile(times, 0.5).toFixed(0)} | ${p95.toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${percentile(cpuTimes, 0.5).toFixed(0)}${ok ? '' : ' ACIMA DA META'}`,
      );
    }
  }
  return withinBudget;
}
