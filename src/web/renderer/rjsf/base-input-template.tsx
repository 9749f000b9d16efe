/**
 * RJSF's BaseInputTemplate for every manifest form: numbers typed the Brazilian way, text trimmed as
 * it is handed to the form; other inputs (passwords, ranges, dates) are the Mantine theme's.
 */
import ThemeBaseInputTemplate from '@rjsf/mantine/lib/templates/BaseInputTemplate.js';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { BrazilianNumberInput } from './widgets/brazilian-number-input.tsx';
import { TrimmedTextInput } from './widgets/trimmed-text-input.tsx';

export function BaseInputTemplate(themed: BaseInputTemplateProps) {
  // `ui:autofocus` comes both as `autofocus`, which the theme gives the input as autoFocus, and in
  // `options`, which the theme (@rjsf/mantine 6.8.0) spreads onto the input: an invalid DOM property.
  const { autofocus: _autofocus, ...options } = themed.options;
  const props: BaseInputTemplateProps = { ...themed, options };
  const type = props.schema.type;
  if ((type === 'number' || type === 'integer') && props.type !== 'range') return <BrazilianNumberInput {...props} />;
  if (type === 'string' && props.type !== 'password') return <TrimmedTextInput {...props} />;
  return <ThemeBaseInputTemplate {...props} />;
}
