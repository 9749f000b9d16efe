/** One chart of a dashboard (Mantine charts on recharts), in a titled card. */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import type { ChartSpec } from './dashboard-config.ts';
import { chartData, valueFormatter } from './dashboard-values.ts';

const HEIGHT = 280;

export function ChartCard({ chart, data }: { chart: ChartSpec; data: unknown }) {
  const { rows, series } = chartData(data, chart);
  const common = {
    h: HEIGHT,
    data: rows,
    dataKey: 'category',
    series,
    valueFormatter: valueFormatter(chart.valueFormat),
    withLegend: series.length > 1,
    // No fixed height: a legend of many series wraps onto more lines instead of being cut.
    legendProps: { verticalAlign: 'bottom' as const },
    // The legend read as what it is: a list of the series.
    attributes: { legend: { role: 'list', 'aria-label': 'Legenda' }, legendItem: { role: 'listitem' } },
  };
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={chart.title} data-testid="dashboard-chart">
      <Title order={3} size="h5" mb="sm" component="figcaption">
        {chart.title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" h={HEIGHT}>
          Sem dados para este gráfico.
        </Text>
      ) : chart.kind === 'line' ? (
        <LineChart {...common} curveType="monotone" connectNulls withDots={rows.length <= 31} />
      ) : (
        <BarChart
          {...common}
          type={chart.stacked ? 'stacked' : 'default'}
          orientation={chart.horizontal ? 'vertical' : 'horizontal'}
          yAxisProps={chart.horizontal ? { width: 170 } : {}}
          maxBarWidth={48}
        />
      )}
    </Paper>
  );
}
