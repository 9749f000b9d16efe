/**
 * Profile section "Aparência": the light/dark preference. Hand-written because the preference is
 * browser state (stored locally, default light), not API data a manifest could bind.
 */
import { SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';

const options: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
  { value: 'auto', label: 'Igual ao sistema' },
];

export default function ThemePreference(_: CustomComponentProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="xs">
      <Text size="sm" id="theme-preference-label">
        Tema da interface (salvo neste navegador)
      </Text>
      <SegmentedControl
        aria-labelledby="theme-preference-label"
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={options}
        w="fit-content"
      />
    </Stack>
  );
}
