/**
 * Localizações de Veículos: the manifest's filter form (the renderer's own RJSF
 * filter form), every matching vehicle on one clustered map, and the list of the visible ones.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { enumManifests } from '../../manifests/manifests.ts';
import { useSourceQuery } from '../../renderer/data/use-source-query.ts';
import { FilterForm } from '../../renderer/filters/filter-form.tsx';
import { prepareFilterForm } from '../../renderer/filters/prepare-filter-form.ts';
import { useCanSee } from '../../renderer/use-can.ts';
import type { ComponentPropsOf } from '../component-props.ts';
import type { CustomComponentProps } from '../registry.ts';
import { pointsInView } from './geo/grid-cluster.ts';
import type { Viewport } from './geo/viewport.ts';
import { VehicleMap } from './map/vehicle-map.tsx';
import { type VehicleLocation, worldPointsOf } from './vehicle-location.ts';
import { VehicleLocationList } from './vehicle-location-list.tsx';

const MAP_HEIGHT = 560;
/** One page holds the whole fleet on the map (the API allows up to 50,000 per page). */
const MAX_MARKERS = 50_000;

export default function VehicleLocations({ props, sources, params }: CustomComponentProps) {
  const { filters } = props as ComponentPropsOf<'VehicleLocations'>;
  const canSee = useCanSee();
  const prepared = useMemo(() => prepareFilterForm(filters, canSee, enumManifests), [filters, canSee]);
  const defaults = (filters.defaults ?? {}) as Record<string, unknown>;
  const [applied, setApplied] = useState<Record<string, unknown>>(defaults);
  const query = useSourceQuery<{ items: VehicleLocation[]; total: number }>(sources.locations, [params], {
    body: { page: 1, pageSize: MAX_MARKERS, filters: applied },
    keepPrevious: true,
  });
  const vehicles = useMemo(() => query.data?.items ?? [], [query.data]);
  const points = useMemo(() => worldPointsOf(vehicles), [vehicles]);
  const [selected, setSelected] = useState<number | undefined>();
  const [view, setView] = useState<Viewport | undefined>();
  const deferredView = useDeferredValue(view);
  // Undefined until the map reports its visible area: the list shows it is loading, not 0 vehicles.
  const visible = useMemo(() => (deferredView ? pointsInView(points, deferredView) : undefined), [points, deferredView]);
  const onViewChange = useCallback((next: Viewport) => setView(next), []);
  const search = (values: Record<string, unknown>) => {
    setSelected(undefined);
    setApplied(values);
  };

  return (
    <Stack gap="md">
      <FilterForm filters={filters} prepared={prepared} applied={applied} onSearch={search} onClear={() => search(defaults)} />
      {query.isError && <Alert color="red" title="Erro">{query.error.message}</Alert>}
      {query.data && query.data.total > vehicles.length && (
        <Alert color="yellow">Mostrando {vehicles.length} de {query.data.total} veículos; refine os filtros.</Alert>
      )}
      {query.isPending ? (
        <Skeleton height={MAP_HEIGHT} radius="md" />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <VehicleMap vehicles={vehicles} points={points} height={MAP_HEIGHT} selectedIndex={selected} onSelect={setSelected} onViewChange={onViewChange} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <VehicleLocationList vehicles={vehicles} visible={visible} selectedIndex={selected} height={MAP_HEIGHT} onSelect={setSelected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
