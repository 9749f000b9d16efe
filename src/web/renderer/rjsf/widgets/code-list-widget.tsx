/**
 * `codeList` widget for an array of strings: a textarea where codes are pasted or typed (one per
 * line, or separated by commas or spaces). The field's value is the valid codes (upper-cased, each
 * once); the invalid ones are listed under the field with their count. ui:options.invalidHint
 * explains what a valid code looks like.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { countLabel } from '../../format/format-value.ts';
import { codeListRules, parseCodeList, sameCodes } from './code-list.ts';
import classes from './code-list-widget.module.css';

const shownInvalid = 50;

function asCodes(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function CodeListWidget({ id, label, hideLabel, value, onChange, disabled, readonly, required, rawErrors, placeholder, schema, options }: WidgetProps) {
  const rules = useMemo(() => codeListRules(schema.items), [schema.items]);
  const [text, setText] = useState(() => asCodes(value).join('\n'));
  const emitted = useRef<readonly unknown[]>(asCodes(value));
  const parsed = useMemo(() => parseCodeList(text, rules), [text, rules]);

  // A value set from outside (initial values, reset) replaces the text; our own echo does not.
  useEffect(() => {
    const codes = asCodes(value);
    if (sameCodes(codes, emitted.current)) return;
    emitted.current = codes;
    setText(codes.join('\n'));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const { valid } = parseCodeList(next, rules);
    emitted.current = valid;
    onChange(valid.length > 0 ? valid : undefined);
  };

  const summaryId = `${id}__codes`;
  const invalidHint = typeof options.invalidHint === 'string' ? options.invalidHint : undefined;
  const rest = parsed.invalid.length - shownInvalid;
  return (
    <Stack gap={4}>
      <Textarea
        id={id}
        label={labelValue(label, hideLabel, false)}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        placeholder={placeholder || 'Um por linha, ou separados por vírgula ou espaço'}
        rows={4}
        disabled={disabled || readonly}
        required={required}
        error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
        aria-describedby={`${ariaDescribedByIds(id)} ${summaryId}`}
        classNames={{ input: classes.input }}
      />
      <div id={summaryId} aria-live="polite">
        {text.trim() !== '' && (
          <Text size="xs" c="dimmed">
            {countLabel(parsed.valid.length, 'válido', 'válidos')}
          </Text>
        )}
        {parsed.invalid.length > 0 && (
          <Text size="xs" c="red" data-testid="code-list-invalid">
            {countLabel(parsed.invalid.length, 'inválido (ignorado)', 'inválidos (ignorados)')}: {parsed.invalid.slice(0, shownInvalid).join(', ')}
            {rest > 0 ? ` e mais ${rest.toLocaleString('pt-BR')}` : ''}.{invalidHint ? ` ${invalidHint}` : ''}
          </Text>
        )}
      </div>
    </Stack>
  );
}
