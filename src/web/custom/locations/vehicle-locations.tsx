/**
 * Localizações de Veículos: the manifest's filter form (the renderer's own RJSF filter form),
 * every matching vehicle on one clustered map (a search moves the map to its results), how many
 * were found and the list of the visible ones. The filters are the page's state like a list's (the
 * list controller: under the URL's sid and readably in the URL), and so is the map position (under
 * the sid only), so back navigation and a copied link return to the same view.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { FilterForm } from '../../renderer/filters/filter-form.tsx';
import { countLabel, formatInteger } from '../../renderer/format/format-value.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { useListController } from '../../renderer/list/use-list-controller.ts';
import type { ComponentPropsOf } from '../component-props.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { pointsInView } from './geo/grid-cluster.ts';
import type { Viewport } from './geo/viewport.ts';
import type { MapPosition } from './map/offline-vehicle-map.tsx';
import { VehicleMap } from './map/vehicle-map.tsx';
import type { VehicleLocationPoints } from '../../../shared/api/vehicle-location-points.schema.ts';
import { vehicleLocationsOf, worldPointsOf } from './vehicle-location.ts';
import { VehicleLocationList } from './vehicle-location-list.tsx';
import { LocationViews } from './location-views.tsx';
import type { OpenedView } from '../../renderer/views/view-state.ts';

const MAP_HEIGHT = 560;

const positionOf = (map: PageState['map']): MapPosition | undefined => (map ? { center: { x: map.x, y: map.y }, zoom: map.zoom } : undefined);

/** The map's answer takes the filters alone: it is neither paged nor sorted. */
const filtersOnly = (_state: unknown, filters: Readonly<Record<string, unknown>>) => ({ filters });

export default function VehicleLocations({ pageId = 'vehicle-locations', props, sources, params }: CustomComponentProps) {
  const { filters } = props as ComponentPropsOf<'VehicleLocations'>;
  const context = useMemo(() => [params], [params]);
  const list = useListController<VehicleLocationPoints>({
    pageId,
    source: sources.locations,
    filters,
    context,
    request: filtersOnly,
  });
  const { state, update, query, form } = list;
  // The position the map opens at: the saved one, read once (later saves must not move the map); a
  // saved view opened later draws the map again (`key`) at the view's position.
  const [opening, setOpening] = useState<{ key: number; position: MapPosition | undefined }>(() => ({ key: 0, position: positionOf(state.map) }));

  const vehicles = useMemo(() => (query.data ? vehicleLocationsOf(query.data) : []), [query.data]);
  const points = useMemo(() => worldPointsOf(vehicles), [vehicles]);
  const [selected, setSelected] = useState<number | undefined>();
  const onViewOpened = useCallback((opened: OpenedView) => {
    setSelected(undefined);
    setOpening((current) => ({ key: current.key + 1, position: positionOf(opened.state.map) }));
  }, []);
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
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <LocationViews pageId={pageId} filters={filters} list={list} onOpened={onViewOpened} />
      </Group>
      {form && (
        <FilterForm
          filters={filters}
          {...form}
          // A search also drops the saved position (the controller's search does): the map fits the new results.
          onSearch={(values) => {
            setSelected(undefined);
            form.onSearch(values);
          }}
          onClear={() => {
            setSelected(undefined);
            form.onClear();
          }}
        />
      )}
      {query.isError && !form?.fieldErrors && (
        <Alert color="red" title="Erro">
          {query.error.message}
        </Alert>
      )}
      {query.data && query.data.total > vehicles.length && (
        <Alert color="yellow">
          Mostrando {formatInteger(vehicles.length)} de {countLabel(query.data.total, 'veículo', 'veículos')}; refine os filtros.
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={MAP_HEIGHT} radius="md" aria-busy />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <VehicleMap
              vehicles={vehicles}
              points={points}
              height={MAP_HEIGHT}
              selectedIndex={selected}
              onSelect={setSelected}
              onViewChange={onViewChange}
              key={opening.key}
              initialPosition={opening.position}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <VehicleLocationList
              vehicles={vehicles}
              total={query.data?.total ?? 0}
              visible={visible}
              selectedIndex={selected}
              height={MAP_HEIGHT}
              onSelect={setSelected}
            />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
