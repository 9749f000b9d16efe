/**
 * One chart of a dashboard (Mantine charts on recharts), in a titled card. A series with a drill
 * draws each bar or point as a link to its records (drill-link.tsx), through the shape and dot
 * render props Mantine passes on to recharts.
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { Dot, Rectangle, type BarShapeProps, type DotItemDotProps } from 'recharts';
import type { ChartSpec } from './dashboard-config.ts';
import { chartData, type ChartData, valueFormatter } from './dashboard-values.ts';
import { drillLabel } from '../../renderer/drill/drill-label.ts';
import { DrillMark } from './drill-link.tsx';
import type { DrillHref } from './use-drill-href.ts';

const HEIGHT = 280;

/** A series as Mantine hands it to the render props. */
type Series = { name: string; label?: string };

/** Where the bar or point of `series` at category `index` links, and its accessible name. */
function markLink(chart: ChartSpec, chartRows: ChartData, drillHref: DrillHref) {
  const drillOf = (name: string) => (chart.pivot ? chart.pivot.drill : chart.series?.find((s) => s.field === name)?.drill);
  const format = valueFormatter(chart.valueFormat);
  return (series: Series, index: number, value: unknown) => {
    const href = drillHref(drillOf(series.name), chartRows.sourceRow(index, series.name));
    const category = String(chartRows.rows[index]?.category ?? '');
    const shown = typeof value === 'number' ? format(value) : '--';
    return href === undefined ? undefined : { href, label: drillLabel(`${series.label ?? series.name}, ${category}`, shown) };
  };
}

export function ChartCard({ chart, data, drillHref }: { chart: ChartSpec; data: unknown; drillHref: DrillHref }) {
  const chartRows = chartData(data, chart);
  const { rows, series } = chartRows;
  const linkOf = markLink(chart, chartRows, drillHref);
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
  const barShape = (item: Series) => (props: BarShapeProps) => {
    const link = linkOf(item, props.index, props.value);
    const bar = <Rectangle {...props} />;
    return link ? (
      <DrillMark href={link.href} label={link.label}>
        {bar}
      </DrillMark>
    ) : (
      bar
    );
  };
  const lineDot = (item: Series) => (props: DotItemDotProps) => {
    const link = linkOf(item, props.index, props.value);
    // A linked point is a little larger: a target the pointer and the eye find.
    const dot = <Dot cx={props.cx} cy={props.cy} r={link ? 5 : props.r} fill={props.fill} stroke={props.stroke} strokeWidth={props.strokeWidth} />;
    return (
      <g key={props.index}>
        {link ? (
          <DrillMark href={link.href} label={link.label}>
            {dot}
          </DrillMark>
        ) : (
          dot
        )}
      </g>
    );
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
        <LineChart
          {...common}
          curveType="monotone"
          connectNulls
          withDots={rows.length <= 31}
          lineProps={(item) => (rows.length <= 31 ? { dot: lineDot(item) } : {})}
        />
      ) : (
        <BarChart
          {...common}
          type={chart.stacked ? 'stacked' : 'default'}
          orientation={chart.horizontal ? 'vertical' : 'horizontal'}
          yAxisProps={chart.horizontal ? { width: 170 } : {}}
          maxBarWidth={48}
          barProps={(item) => ({ shape: barShape(item) })}
        />
      )}
    </Paper>
  );
}
