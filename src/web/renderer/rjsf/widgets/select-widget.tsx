/** RJSF's Mantine select (enum fields) with the app's placeholder, as the lookup selects have. */
import MantineSelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import type { WidgetProps } from '@rjsf/utils';

export const selectPlaceholder = 'Selecione';

export function SelectWidget(props: WidgetProps) {
  return <MantineSelectWidget {...props} placeholder={props.placeholder || selectPlaceholder} />;
}
