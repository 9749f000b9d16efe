/**
 * `dateRange` widget: one pt-BR range picker for an object {from, to} of YYYY-MM-DD strings, the
 * shape the list API takes for date filters.
 */
import 'dayjs/locale/pt-br';
import { DatePickerInput } from '@mantine/dates';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';

interface DateRange {
  from?: string;
  to?: string;
}

function asRange(value: unknown): DateRange {
  return value !== null && typeof value === 'object' ? (value as DateRange) : {};
}

export function DateRangeWidget({ id, label, hideLabel, value, onChange, disabled, readonly, required, rawErrors, placeholder }: WidgetProps) {
  const range = asRange(value);
  return (
    <DatePickerInput
      type="range"
      id={id}
      label={labelValue(label, hideLabel, false)}
      locale="pt-br"
      valueFormat="DD/MM/YYYY"
      placeholder={placeholder || 'dd/mm/aaaa – dd/mm/aaaa'}
      value={[range.from ?? null, range.to ?? null]}
      onChange={([from, to]) => onChange(from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined)}
      allowSingleDateInRange
      clearable
      disabled={disabled || readonly}
      required={required}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      popoverProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': 'Limpar datas' }}
    />
  );
}
