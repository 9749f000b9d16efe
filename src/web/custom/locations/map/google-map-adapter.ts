/**
 * Translation between Google Maps and our map model, kept pure so it is unit-tested without the
 * Google script: the Google map's centre/zoom/size become our Viewport (same Web Mercator, same
 * 256 px tiles), and our clusters become marker options.
 */
import { countLabel, formatInteger } from '../../../renderer/format/format-value.ts';
import { type Cluster } from '../geo/grid-cluster.ts';
import { type LngLat, project, unproject, type WorldBounds } from '../geo/projection.ts';
import type { Viewport } from '../geo/viewport.ts';

export function viewportFromGoogle(center: LngLat, zoom: number, width: number, height: number): Viewport {
  return { center: project(center), zoom, width, height };
}

export function googleCenter(view: Viewport): { lat: number; lng: number } {
  const { lat, lng } = unproject(view.center);
  return { lat, lng };
}

/** LatLngBoundsLiteral of a cluster, for map.fitBounds on a cluster click. */
export function googleBounds(bounds: WorldBounds): { north: number; south: number; east: number; west: number } {
  const northWest = unproject({ x: bounds.minX, y: bounds.minY });
  const southEast = unproject({ x: bounds.maxX, y: bounds.maxY });
  return { north: northWest.lat, south: southEast.lat, east: southEast.lng, west: northWest.lng };
}

export interface ClusterMarkerOptions {
  position: { lat: number; lng: number };
  title: string;
  label: string | undefined;
  zIndex: number;
}

export function clusterMarkerOptions(cluster: Cluster, chassisOfFirst: string): ClusterMarkerOptions {
  const { lat, lng } = unproject(cluster.center);
  return cluster.count === 1
    ? { position: { lat, lng }, title: `Veículo ${chassisOfFirst}`, label: undefined, zIndex: 1 }
    : {
        position: { lat, lng },
        title: `Grupo de ${countLabel(cluster.count, 'veículo', 'veículos')}`,
        label: formatInteger(cluster.count),
        zIndex: 2 + Math.round(Math.log10(cluster.count)),
      };
}
