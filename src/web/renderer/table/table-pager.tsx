/** Paging bar of a list: total count, page numbers and the page-size choice from the manifest. */
import { Group, Pagination, Select, Text } from '@mantine/core';
import { formatInteger } from '../format/format-value.ts';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  /** Undefined until the first answer arrives (no "0 registros" under the loading table). */
  total: number | undefined;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function totalLabel(total: number | undefined): string {
  if (total === undefined) return 'Carregando registros…';
  return `${formatInteger(total) ?? '0'} ${total === 1 ? 'registro' : 'registros'}`;
}

export function TablePager({ page, pageSize, total, pageSizes, onPageChange, onPageSizeChange }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
        {totalLabel(total)}
      </Text>
      <Group gap="md">
        <Group gap={6}>
          <Text size="sm" c="dimmed" component="label" htmlFor="page-size">
            Linhas por página
          </Text>
          <Select
            id="page-size"
            w={88}
            size="xs"
            data={sizes.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => value && onPageSizeChange(Number(value))}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': { first: 'Primeira página', previous: 'Página anterior', next: 'Próxima página', last: 'Última página' }[control],
          })}
          getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
        />
      </Group>
    </Group>
  );
}
