/** RJSF's Mantine select (enum fields) with the app's placeholder, as the lookup selects have. */
import type { ComponentType } from 'react';
import { Theme } from '@rjsf/mantine';
import type { WidgetProps } from '@rjsf/utils';

export const selectPlaceholder = 'Selecione';

// The Mantine theme always registers SelectWidget.
const MantineSelectWidget = Theme.widgets?.SelectWidget as ComponentType<WidgetProps>;

export function SelectWidget(props: WidgetProps) {
  return <MantineSelectWidget {...props} placeholder={props.placeholder || selectPlaceholder} />;
}
