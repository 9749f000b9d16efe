/**
 * Google Maps flavour of the vehicle map (when /config.json has maps.apiKey): the same grid
 * clusters, popups and list sync, drawn as Google markers. If the script cannot load (no network,
 * bad key) it falls back to the offline map instead of showing a grey box.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { Skeleton } from '@mantine/core';
import { runtimeConfig } from '../../../config/runtime-config.ts';
import { clusterPoints } from '../geo/grid-cluster.ts';
import { boundsOfPoints, unproject, type WorldPoint } from '../geo/projection.ts';
import type { Viewport } from '../geo/viewport.ts';
import { clusterMarkerOptions, googleBounds, googleCenter, viewportFromGoogle } from './google-map-adapter.ts';
import { OfflineVehicleMap, type VehicleMapProps } from './offline-vehicle-map.tsx';
import { VehiclePopupContent } from './vehicle-popup.tsx';

export function GoogleVehicleMap(props: VehicleMapProps) {
  const { maps } = runtimeConfig();
  const { isLoaded, loadError } = useJsApiLoader({ id: 'vtlog-google-maps', googleMapsApiKey: maps.apiKey ?? '', language: 'pt-BR', region: 'BR' });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [view, setView] = useState<Viewport | undefined>();
  const { vehicles, points, height, selectedIndex, onSelect, onViewChange } = props;
  const clusters = useMemo(() => (view ? clusterPoints(points, view) : []), [points, view]);
  // As the offline map: new results (a search) move the map to them; the first keep a restored position.
  const fittedPoints = useRef<readonly WorldPoint[] | undefined>(props.initialPosition ? points : undefined);
  useEffect(() => {
    const bounds = boundsOfPoints(points);
    if (!map || !bounds || fittedPoints.current === points) return;
    fittedPoints.current = points;
    if (points.length === 1) {
      map.setCenter(unproject(points[0]!));
      map.setZoom(Math.min(props.focusZoom ?? 12, 8));
    } else map.fitBounds(googleBounds(bounds), 48);
  }, [map, points, props.focusZoom]);

  if (loadError) return <OfflineVehicleMap {...props} />;
  if (!isLoaded) return <Skeleton height={height} radius="md" aria-busy />;
  const syncView = () => {
    const center = map?.getCenter();
    const div = map?.getDiv();
    if (!map || !center || !div) return;
    const next = viewportFromGoogle({ lat: center.lat(), lng: center.lng() }, map.getZoom() ?? 4, div.clientWidth, div.clientHeight);
    setView(next);
    onViewChange?.(next);
  };
  const selected = selectedIndex === undefined ? undefined : vehicles[selectedIndex];
  return (
    <GoogleMap
      mapContainerStyle={{ height, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
      center={view ? googleCenter(view) : props.initialPosition ? unproject(props.initialPosition.center) : { lat: -14.2, lng: -51.9 }}
      zoom={view?.zoom ?? props.initialPosition?.zoom ?? 4}
      options={{ mapId: maps.mapId, streetViewControl: false, clickableIcons: false }}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onIdle={syncView}
    >
      {clusters.map((cluster) => (
        <MarkerF
          key={cluster.key}
          {...clusterMarkerOptions(cluster, vehicles[cluster.first]!.chassi)}
          onClick={() => (cluster.count === 1 ? onSelect(cluster.first) : map?.fitBounds(googleBounds(cluster.bounds), 48))}
        />
      ))}
      {selected && selectedIndex !== undefined && (
        <InfoWindowF position={{ lat: selected.latitude, lng: selected.longitude }} onCloseClick={() => onSelect(undefined)}>
          <VehiclePopupContent vehicle={selected} />
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
