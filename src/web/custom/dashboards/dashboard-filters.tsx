/**
 * Filter bar of every dashboard: period (calendar in pt-BR, DD/MM/YYYY), region (lookup from the
 * manifest's `regions` source), clear and xlsx export.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { Button, Group, Paper, Select } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconFileSpreadsheet, IconFilterOff } from '@tabler/icons-react';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { useSourceQuery } from '../../renderer/data/use-source-query.ts';
import { PtBrDates } from '../../renderer/dates/pt-br-dates.tsx';
import type { DashboardFilterValue } from './use-dashboard-query.ts';

export interface Region {
  codigo: string;
  nome: string;
}

export interface DashboardFiltersProps {
  filter: DashboardFilterValue;
  /** The period the figures cover (the server's default until the user picks one). */
  period: { dataInicio: string; dataFim: string } | undefined;
  regionsSource: ApiSource | undefined;
  onChange: (filter: DashboardFilterValue) => void;
  onExport: (regions: readonly Region[]) => void;
  exporting: boolean;
  canExport: boolean;
  /** The page's "Visões" control, beside the export. */
  views?: ReactNode;
}

export function DashboardFilters({ filter, period, regionsSource, onChange, onExport, exporting, canExport, views }: DashboardFiltersProps) {
  const regions = useSourceQuery<Region[]>(regionsSource, []);
  const [draft, setDraft] = useState<DatesRangeValue<string>>([null, null]);
  const [periodStart, periodEnd] = [period?.dataInicio ?? null, period?.dataFim ?? null];
  useEffect(() => setDraft([periodStart, periodEnd]), [periodStart, periodEnd]);

  const pickPeriod = (value: DatesRangeValue<string>) => {
    setDraft(value);
    const [start, end] = value;
    if (start && end) onChange({ ...filter, dataInicio: start, dataFim: end });
  };
  const setRegion = (regiao: string | null) => {
    const { regiao: _previous, ...rest } = filter;
    onChange(regiao ? { ...rest, regiao } : rest);
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <PtBrDates>
          <DatePickerInput
            type="range"
            label="Período"
            placeholder="Selecione o período"
            valueFormat="DD/MM/YYYY"
            value={draft}
            onChange={pickPeriod}
            allowSingleDateInRange
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            miw={250}
            data-testid="dashboard-period"
          />
        </PtBrDates>
        <Select
          label="Região"
          placeholder="Todas as regiões"
          data={(regions.data ?? []).map((r) => ({ value: r.codigo, label: r.nome }))}
          value={filter.regiao ?? null}
          onChange={setRegion}
          clearable
          disabled={regions.isPending && regionsSource !== undefined}
          miw={200}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} stroke={1.6} />}
          onClick={() => onChange({})}
          disabled={Object.keys(filter).length === 0}
        >
          Limpar filtros
        </Button>
        <Group gap="sm" ml="auto">
          {views}
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} stroke={1.6} />}
            onClick={() => onExport(regions.data ?? [])}
            loading={exporting}
            disabled={!canExport}
          >
            Exportar xlsx
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
