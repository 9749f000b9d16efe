/**
 * The map drawn locally (SVG, Web Mercator): no network, no key. Clusters are recomputed for the
 * visible area on every pan/zoom; a cluster click zooms to its vehicles, a vehicle click opens
 * its popup. Keyboard: focus the map, then arrows, + / - and 0.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconMinus, IconPlus, IconZoomReset } from '@tabler/icons-react';
import { brazilBox } from '../geo/brazil-geography.ts';
import { type Cluster, clusterMembers, clusterPoints } from '../geo/grid-cluster.ts';
import { boundsOfBox, boundsOfPoints, containsPoint, type WorldPoint } from '../geo/projection.ts';
import { fitBounds, MAX_ZOOM, type Viewport, visibleBounds, worldToScreen, zoomAround } from '../geo/viewport.ts';
import type { VehicleLocation } from '../vehicle-location.ts';
import { ClusterLayer } from './cluster-layer.tsx';
import { NEAREST_CITY_ZOOM, NearestCity } from './nearest-city.tsx';
import { OfflineBaseLayer } from './offline-base-layer.tsx';
import { useMapGestures } from './use-map-gestures.ts';
import { FloatingPopup, VehiclePopupContent } from './vehicle-popup.tsx';
import classes from './vehicle-map.module.css';

export interface VehicleMapProps {
  vehicles: readonly VehicleLocation[];
  points: readonly WorldPoint[];
  height: number;
  selectedIndex: number | undefined;
  onSelect: (index: number | undefined) => void;
  onViewChange?: (view: Viewport) => void;
  /** Zoom used when focusing one vehicle (list click, single-vehicle map). */
  focusZoom?: number;
  /** Where the map opens (a position saved with the page's state); else it shows the vehicles. */
  initialPosition?: MapPosition | undefined;
}

/** A map position without its pixel size: what a page keeps to reopen the map where it was. */
export type MapPosition = Pick<Viewport, 'center' | 'zoom'>;

/** Fitting many results never zooms closer than this (the clusters would split into single dots far apart). */
const FIT_MAX_ZOOM = 12;

const brazil = boundsOfBox(brazilBox);

export function OfflineVehicleMap({ vehicles, points, height, selectedIndex, onSelect, onViewChange, focusZoom = 12, initialPosition }: VehicleMapProps) {
  const { ref: frameRef, width } = useElementSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setViewState] = useState<Viewport | undefined>();
  const [members, setMembers] = useState<number[] | undefined>();
  const single = points.length === 1;

  const brazilView = useCallback((w: number): Viewport => fitBounds({ center: { x: 0.35, y: 0.55 }, zoom: 4, width: w, height }, brazil, 16), [height]);
  /** Every result in view; one vehicle close enough to see where it is. */
  const resultsView = useCallback(
    (w: number): Viewport => {
      const bounds = boundsOfPoints(points);
      if (!bounds) return brazilView(w);
      return single ? { ...brazilView(w), center: points[0]!, zoom: Math.min(focusZoom, 8) } : fitBounds(brazilView(w), bounds, 48, FIT_MAX_ZOOM);
    },
    [brazilView, points, single, focusZoom],
  );
  // New results (a search) move the map to them; the results the map opened with keep a restored position.
  const fittedPoints = useRef<readonly WorldPoint[] | undefined>(initialPosition ? points : undefined);
  useEffect(() => {
    if (width <= 0) return;
    if (fittedPoints.current !== points) {
      fittedPoints.current = points;
      setViewState(resultsView(width));
    } else {
      setViewState((current) => (current ? { ...current, width, height } : initialPosition ? { ...initialPosition, width, height } : resultsView(width)));
    }
  }, [width, height, points, resultsView, initialPosition]);
  useEffect(() => {
    if (view) onViewChange?.(view);
  }, [view, onViewChange]);

  const setView = useCallback((change: (v: Viewport) => Viewport) => setViewState((v) => (v ? change(v) : v)), []);
  const resetView = useCallback(() => setViewState((v) => (v ? brazilView(v.width) : v)), [brazilView]);
  const gestures = useMapGestures(svgRef, setView, resetView, view !== undefined);

  // A vehicle chosen elsewhere (the list) is brought into view.
  useEffect(() => {
    const point = selectedIndex === undefined ? undefined : points[selectedIndex];
    if (!point) return;
    setView((v) => (containsPoint(visibleBounds(v), point) && v.zoom >= 8 ? v : { ...v, center: point, zoom: Math.max(v.zoom, focusZoom) }));
  }, [selectedIndex, points, setView, focusZoom]);

  const clusters = useMemo(() => (view ? clusterPoints(points, view) : []), [points, view]);
  const openCluster = (cluster: Cluster) => {
    onSelect(undefined);
    const tight = cluster.bounds.maxX - cluster.bounds.minX < 1e-7 && cluster.bounds.maxY - cluster.bounds.minY < 1e-7;
    if (tight || (view && view.zoom >= MAX_ZOOM)) setMembers(clusterMembers(points, cluster, 10));
    else
      setView((v) => {
        const next = fitBounds(v, cluster.bounds, 48, Math.min(MAX_ZOOM, v.zoom + 4));
        return { ...next, zoom: Math.max(next.zoom, Math.min(MAX_ZOOM, v.zoom + 1)) };
      });
  };

  const selected = selectedIndex === undefined ? undefined : vehicles[selectedIndex];
  const anchor = view && selectedIndex !== undefined && points[selectedIndex] ? worldToScreen(view, points[selectedIndex]) : undefined;
  const memberAnchor = view && members?.[0] !== undefined ? worldToScreen(view, points[members[0]]!) : undefined;

  return (
    // role="application": the map is a keyboard widget (arrows move, + and - zoom, 0 resets, Escape closes)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={frameRef}
      className={classes.frame}
      style={{ height }}
      tabIndex={0}
      role="application"
      aria-roledescription="mapa"
      aria-label="Mapa do Brasil com os veículos. Setas movem, + e - aproximam e afastam, 0 mostra o Brasil inteiro."
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          onSelect(undefined);
          setMembers(undefined);
        } else gestures.onKeyDown(event);
      }}
      data-testid="offline-map"
      data-zoom={view?.zoom}
    >
      {view && (
        <svg
          ref={svgRef}
          className={classes.svg}
          width={view.width}
          height={view.height}
          onPointerDown={gestures.onPointerDown}
          onPointerMove={gestures.onPointerMove}
          onPointerUp={gestures.onPointerUp}
          onDoubleClick={gestures.onDoubleClick}
          onClick={() => {
            onSelect(undefined);
            setMembers(undefined);
          }}
        >
          <OfflineBaseLayer view={view} />
          <ClusterLayer
            view={view}
            clusters={clusters}
            vehicles={vehicles}
            selectedId={selected?.id}
            onCluster={openCluster}
            onVehicle={(i) => {
              setMembers(undefined);
              onSelect(i);
            }}
          />
        </svg>
      )}
      <Stack gap={4} className={classes.controls}>
        <ActionIcon variant="default" aria-label="Aproximar" onClick={() => setView((v) => zoomAround(v, v.zoom + 1))}>
          <IconPlus size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Afastar" onClick={() => setView((v) => zoomAround(v, v.zoom - 1))}>
          <IconMinus size={16} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Mostrar o Brasil inteiro" onClick={resetView}>
          <IconZoomReset size={16} />
        </ActionIcon>
      </Stack>
      {selected && anchor && (
        <FloatingPopup x={anchor.x} y={anchor.y} className={classes.popup}>
          <VehiclePopupContent vehicle={selected} onClose={() => onSelect(undefined)} />
        </FloatingPopup>
      )}
      {members && memberAnchor && (
        <FloatingPopup x={memberAnchor.x} y={memberAnchor.y} className={classes.popup}>
          <Text size="sm" fw={600} mb={4}>
            Veículos no mesmo local
          </Text>
          {members.map((i) => (
            <Button
              key={i}
              variant="subtle"
              size="compact-sm"
              ff="monospace"
              onClick={() => {
                setMembers(undefined);
                onSelect(i);
              }}
            >
              {vehicles[i]!.chassi}
            </Button>
          ))}
        </FloatingPopup>
      )}
      {view && view.zoom >= NEAREST_CITY_ZOOM && <NearestCity view={view} />}
      <span className={classes.attribution}>Mapa offline aproximado (contornos simplificados)</span>
    </div>
  );
}
