/**
 * The native dashboards: one component drawn from the page manifest's `props`
 * (KPI cards, charts, tables, export, help) and `sources` (`data`: the aggregation endpoint,
 * `regions`: the region lookup). The external report id from /config.json is only shown when
 * configured; the native figures never depend on it.
 */
import { useState } from 'react';
import { Alert, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { notifyHttpError } from '../../api/notify.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { DataTable } from '../../renderer/table/data-table.tsx';
import { PageLoadError } from '../../renderer/frame/page-load-error.tsx';
import { formatDate } from '../../renderer/format/format-value.ts';
import { useCanSee } from '../../renderer/use-can.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { ChartCard } from './chart-card.tsx';
import type { DashboardConfig } from './dashboard-config.ts';
import { downloadWorkbook, workbookSheets } from './dashboard-export.ts';
import { DashboardFilters, type Region } from './dashboard-filters.tsx';
import { DashboardViews } from './dashboard-views.tsx';
import { DashboardEmpty, DashboardSkeleton } from './dashboard-states.tsx';
import { isEmptyResult, rowsAt } from './dashboard-values.ts';
import { KpiCards } from './kpi-cards.tsx';
import { useDashboardFilter } from './use-dashboard-filter.ts';
import { useDashboardQuery } from './use-dashboard-query.ts';
import { useDrillHref } from './use-drill-href.ts';

export default function KpiDashboard({ props, sources, pageId }: CustomComponentProps) {
  return <Dashboard config={props as DashboardConfig} sources={sources} pageId={pageId} />;
}

function externalReportId(key: string): string {
  return runtimeConfig().dashboardReports[key]?.trim() ?? '';
}

function Dashboard({ config, sources, pageId }: { config: DashboardConfig; sources: CustomComponentProps['sources']; pageId: string | undefined }) {
  const [filter, setFilter] = useDashboardFilter();
  const [exporting, setExporting] = useState(false);
  const query = useDashboardQuery(sources.data, filter);
  const canSee = useCanSee();
  const data = query.data;
  const reportId = externalReportId(config.reportKey);
  const empty = data !== undefined && isEmptyResult(data, config.emptyWhenZero);
  // Links carry the period the figures cover (the server's default until one is picked).
  const drillHref = useDrillHref(config, data && { ...data.periodo, regiao: filter.regiao });

  const exportXlsx = async (regions: readonly Region[]) => {
    if (!data) return;
    setExporting(true);
    try {
      const periodLabel = `${formatDate(data.periodo.dataInicio)} a ${formatDate(data.periodo.dataFim)}`;
      const regionLabel = regions.find((r) => r.codigo === filter.regiao)?.nome ?? 'Todas as regiões';
      const day = new Date().toISOString().slice(0, 10);
      await downloadWorkbook(`${config.exportFileName}-${day}`, workbookSheets(config, data, { periodLabel, regionLabel }));
    } catch (error) {
      notifyHttpError(error, 'Não foi possível gerar a planilha.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="Como este indicador é calculado">
        <Text size="sm">{config.help}</Text>
        {reportId !== '' && (
          <Text size="xs" c="dimmed" mt={4}>
            Relatório externo de referência: {reportId}
          </Text>
        )}
      </Alert>
      <DashboardFilters
        filter={filter}
        period={data?.periodo}
        regionsSource={sources.regions}
        onChange={setFilter}
        onExport={(regions) => void exportXlsx(regions)}
        exporting={exporting}
        canExport={data !== undefined && !empty && !query.isFetching}
        views={pageId && <DashboardViews pageId={pageId} filter={filter} setFilter={setFilter} />}
      />
      {query.isError ? (
        <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data === undefined ? (
        <DashboardSkeleton kpis={config.kpis.length} charts={config.charts.length} />
      ) : empty ? (
        <DashboardEmpty text={config.emptyText} />
      ) : (
        <Box pos="relative" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={query.isFetching}>
          <Stack gap="md">
            <KpiCards kpis={config.kpis} data={data} drillHref={drillHref} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {config.charts.map((chart) => (
                <ChartCard key={chart.title} chart={chart} data={data} drillHref={drillHref} />
              ))}
            </SimpleGrid>
            {config.tables.map((table) => (
              <Paper key={table.title} withBorder p="md" radius="md">
                <Title order={3} size="h5" mb="sm">
                  {table.title}
                </Title>
                <DataTable
                  columns={table.columns}
                  rows={rowsAt(data, table.rows)}
                  canSee={canSee}
                  label={table.title}
                  emptyText={config.emptyText}
                  cellLink={(row, field) => drillHref(table.columns.find((column) => column.field === field)?.drill, row)}
                />
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
