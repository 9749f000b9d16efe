/**
 * Localizações de Veículos: the manifest's filter form (the renderer's own RJSF filter form),
 * every matching vehicle on one clustered map (a search moves the map to its results), how many
 * were found and the list of the visible ones. Filters and the map position are the page's state
 * (kept under the URL's sid like the lists'), so back navigation returns to the same view.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { enumManifests } from '../../manifests/manifests.ts';
import { useSourceQuery } from '../../renderer/data/use-source-query.ts';
import { FilterForm } from '../../renderer/filters/filter-form.tsx';
import { prepareFilterForm } from '../../renderer/filters/prepare-filter-form.ts';
import { useCanSee } from '../../renderer/use-can.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { usePageState } from '../../state/use-page-state.ts';
import type { ComponentPropsOf } from '../component-props.ts';
import type { CustomComponentProps } from '../registry.ts';
import { pointsInView } from './geo/grid-cluster.ts';
import type { Viewport } from './geo/viewport.ts';
import type { MapPosition } from './map/offline-vehicle-map.tsx';
import { VehicleMap } from './map/vehicle-map.tsx';
import type { VehicleLocationPoints } from '../../../shared/api/vehicle-location-points.schema.ts';
import { vehicleLocationsOf, worldPointsOf } from './vehicle-location.ts';
import { VehicleLocationList } from './vehicle-location-list.tsx';

const MAP_HEIGHT = 560;

export default function VehicleLocations({ pageId = 'vehicle-locations', props, sources, params }: CustomComponentProps) {
  const { filters } = props as ComponentPropsOf<'VehicleLocations'>;
  const canSee = useCanSee();
  const prepared = useMemo(() => prepareFilterForm(filters, canSee, enumManifests), [filters, canSee]);
  const defaults = useMemo<PageState>(() => ({ filters: (filters.defaults ?? {}) as Record<string, unknown>, page: 1, pageSize: 0, sort: [] }), [filters.defaults]);
  const { state, update } = usePageState(pageId, defaults);
  const applied = state.filters;
  // The position the map opens at: the saved one, read once (later saves must not move the map).
  const [initialPosition] = useState<MapPosition | undefined>(() => (state.map ? { center: { x: state.map.x, y: state.map.y }, zoom: state.map.zoom } : undefined));

  const query = useSourceQuery<VehicleLocationPoints>(sources.locations, [params], { body: { filters: applied }, keepPrevious: true });
  const vehicles = useMemo(() => (query.data ? vehicleLocationsOf(query.data) : []), [query.data]);
  const points = useMemo(() => worldPointsOf(vehicles), [vehicles]);
  const [selected, setSelected] = useState<number | undefined>();
  const [view, setView] = useState<Viewport | undefined>();
  const deferredView = useDeferredValue(view);
  // Undefined until the map reports its visible area: the list shows it is loading, not 0 vehicles.
  const visible = useMemo(() => (deferredView ? pointsInView(points, deferredView) : undefined), [points, deferredView]);

  const onViewChange = useCallback(
    (next: Viewport) => {
      setView(next);
      update((current) => ({ ...current, map: { x: next.center.x, y: next.center.y, zoom: next.zoom } }));
    },
    [update],
  );
  // A search drops the saved position (it was for other results): the map fits the new ones, even
  // when the page remounts on its first state id.
  const search = (values: Record<string, unknown>) => {
    setSelected(undefined);
    update(({ map: _previous, ...current }) => ({ ...current, filters: values }));
  };

  return (
    <Stack gap="md">
      <FilterForm filters={filters} prepared={prepared} applied={applied} onSearch={search} onClear={() => search(defaults.filters)} />
      {query.isError && <Alert color="red" title="Erro">{query.error.message}</Alert>}
      {query.data && query.data.total > vehicles.length && (
        <Alert color="yellow">Mostrando {vehicles.length} de {query.data.total} veículos; refine os filtros.</Alert>
      )}
      {query.isPending ? (
        <Skeleton height={MAP_HEIGHT} radius="md" />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <VehicleMap vehicles={vehicles} points={points} height={MAP_HEIGHT} selectedIndex={selected} onSelect={setSelected} onViewChange={onViewChange} initialPosition={initialPosition} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <VehicleLocationList vehicles={vehicles} total={query.data?.total ?? 0} visible={visible} selectedIndex={selected} height={MAP_HEIGHT} onSelect={setSelected} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
