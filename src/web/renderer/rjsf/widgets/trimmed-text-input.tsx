/**
 * The input of every text field of a manifest form (RJSF's BaseInputTemplate for strings): the form
 * gets the text without leading and trailing spaces, so a chassis pasted with spaces is searched
 * instead of refused, while the field keeps what is being typed ("São " on the way to "São Paulo")
 * and shows the trimmed text once left. Passwords are taken as typed.
 */
import { useState } from 'react';
import ThemeBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const shown = (value: unknown) => (typeof value === 'string' ? value : '');

export function TrimmedTextInput(props: BaseInputTemplateProps) {
  const { value, options, onChange, onBlur } = props;
  const [text, setText] = useState(() => shown(value));
  // The value this input last handed to the form: a different one came from outside (defaults,
  // "Limpar", a shared link) and replaces what is typed.
  const [handed, setHanded] = useState<unknown>(value);
  if (value !== handed) {
    setHanded(value);
    setText(shown(value));
  }
  return (
    <ThemeBaseInputTemplate
      {...props}
      value={text}
      onChange={(next: unknown) => {
        const typed = shown(next);
        setText(typed);
        const formValue = typed.trim() === '' ? options.emptyValue : typed.trim();
        setHanded(formValue);
        onChange(formValue);
      }}
      onBlur={(id: string, blurred: unknown) => {
        setText(shown(handed));
        onBlur(id, blurred);
      }}
    />
  );
}
