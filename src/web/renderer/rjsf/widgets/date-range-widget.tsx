/**
 * `dateRange` widget: an object {from, to} of YYYY-MM-DD strings, the shape the list API takes for
 * date filters. Each end is typed as dd/mm/aaaa or picked on a pt-BR calendar, and a menu offers the
 * usual periods (brazilian-date.ts). The API's bounds (merged into the schema at build time as
 * formatMinimum/formatMaximum) limit the calendars.
 */
import 'dayjs/locale/pt-br';
import { ActionIcon, Group, Input } from '@mantine/core';
import { type CalendarAriaLabels, DateInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { DeferredMenu } from '../../overlays/deferred-menu.tsx';
import { datePresets, parseBrazilianDate } from './brazilian-date.ts';

interface DateRange {
  from?: string;
  to?: string;
}

function asRange(value: unknown): DateRange {
  return value !== null && typeof value === 'object' ? (value as DateRange) : {};
}

const calendarLabels: CalendarAriaLabels = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

/** The API's earliest and latest day for one end of the range (merged into the form's schema). */
function bounds(schema: RJSFSchema, end: keyof DateRange) {
  const property = (schema.properties?.[end] ?? {}) as Record<string, unknown>;
  return { minDate: property.formatMinimum as string | undefined, maxDate: property.formatMaximum as string | undefined };
}

export function DateRangeWidget({ id, label, hideLabel, schema, value, onChange, disabled, readonly, required, rawErrors }: WidgetProps) {
  const range = asRange(value);
  const set = (next: DateRange) => {
    const from = next.from || undefined;
    const to = next.to || undefined;
    onChange(from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined);
  };
  const title = labelValue(label, hideLabel, false);
  const name = typeof label === 'string' && label ? label : 'Período';
  const end = (key: keyof DateRange, word: string) => (
    <DateInput
      id={key === 'from' ? id : `${id}-to`}
      aria-label={`${name}: ${word}`}
      placeholder={`${word} dd/mm/aaaa`}
      locale="pt-br"
      valueFormat="DD/MM/YYYY"
      dateParser={parseBrazilianDate}
      value={range[key] ?? null}
      onChange={(day) => set({ ...range, [key]: day ?? undefined })}
      clearable
      disabled={disabled || readonly}
      ariaLabels={calendarLabels}
      clearButtonProps={{ 'aria-label': `Limpar ${name}: ${word.toLowerCase()}` }}
      popoverProps={{ withinPortal: true }}
      {...bounds(schema, key)}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Input.Wrapper
      id={`${id}-wrapper`}
      label={title}
      labelProps={{ htmlFor: id }}
      required={required}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {end('from', 'De')}
        {end('to', 'Até')}
        <DeferredMenu
          position="bottom-end"
          withinPortal
          disabled={disabled || readonly}
          target={
            <ActionIcon variant="default" size={36} aria-label={`Períodos: ${name}`} disabled={disabled || readonly}>
              <IconCalendarEvent size={18} aria-hidden />
            </ActionIcon>
          }
        >
          {(Menu) => (
            <Menu.Dropdown>
              {datePresets().map((preset) => (
                <Menu.Item key={preset.label} onClick={() => set({ from: preset.from, to: preset.to })}>
                  {preset.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          )}
        </DeferredMenu>
      </Group>
    </Input.Wrapper>
  );
}
