/**
 * The list beside the map: how many vehicles the filters found, then the vehicles inside the
 * visible area (first 200), each a button that
 * focuses it on the map. Until the map reports its visible area the list shows it is loading (a
 * count of 0 then would be false).
 */
import { Group, Paper, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { enumManifests } from '../../manifests/enum-manifests.ts';
import { enumOption, formatDateTime } from '../../renderer/format/format-value.ts';
import { paletteBadge } from '../../renderer/format/palette-badge.tsx';
import type { VehicleLocation } from './vehicle-location.ts';

const statusEnum = enumManifests.get('vehicle-status');
const LIMIT = 200;
const integer = new Intl.NumberFormat('pt-BR');

export interface VehicleLocationListProps {
  vehicles: readonly VehicleLocation[];
  /** How many vehicles match the filters (the API's total). */
  total: number;
  /** Indexes of the vehicles in the map's visible area; undefined until the map has reported it. */
  visible: readonly number[] | undefined;
  selectedIndex: number | undefined;
  height: number;
  onSelect: (index: number) => void;
}

function foundText(total: number): string {
  return `${integer.format(total)} veículo${total === 1 ? '' : 's'} encontrado${total === 1 ? '' : 's'}`;
}

function countText(visible: readonly number[] | undefined): string {
  if (visible === undefined) return 'Carregando…';
  const more = visible.length > LIMIT ? ` (mostrando ${LIMIT}; aproxime o mapa para ver os demais)` : '';
  return `${integer.format(visible.length)} veículo${visible.length === 1 ? '' : 's'} na área visível${more}`;
}

export function VehicleLocationList({ vehicles, total, visible, selectedIndex, height, onSelect }: VehicleLocationListProps) {
  const shown = (visible ?? []).slice(0, LIMIT);
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-label="Veículos na área visível do mapa" aria-busy={visible === undefined}>
      <Text size="sm" fw={700} px="xs" aria-live="polite" data-testid="found-count">
        {foundText(total)}
      </Text>
      <Text size="sm" c="dimmed" px="xs" pb="xs" aria-live="polite" data-testid="visible-count">
        {countText(visible)}
      </Text>
      <ScrollArea h={height - 70} type="auto">
        {visible === undefined && (
          <Stack gap="xs" p="xs">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={36} radius="sm" />
            ))}
          </Stack>
        )}
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((index) => {
            const vehicle = vehicles[index]!;
            const status = enumOption(vehicle.status, statusEnum);
            return (
              <li key={vehicle.id}>
                <UnstyledButton
                  onClick={() => onSelect(index)}
                  w="100%"
                  p="xs"
                  aria-current={index === selectedIndex ? 'true' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', background: index === selectedIndex ? 'var(--mantine-color-default-hover)' : undefined }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0}>
                      <Text size="sm" ff="monospace">
                        {vehicle.chassi}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {vehicle.modelo} · {formatDateTime(vehicle.atualizadoEm) ?? '--'}
                      </Text>
                    </Stack>
                    {paletteBadge(status.color ?? 'gray', status.label)}
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
