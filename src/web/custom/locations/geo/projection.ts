/**
 * Web Mercator, the projection Google Maps and every tile map use, so the offline map and the
 * Google map place the same vehicle on the same spot. World coordinates are normalised to 0..1;
 * at zoom z the world is 256 · 2^z pixels wide.
 */
export interface LngLat {
  lng: number;
  lat: number;
}

/** A point of the normalised world square (x east, y south). */
export interface WorldPoint {
  x: number;
  y: number;
}

export interface WorldBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05112878;

export function project({ lng, lat }: LngLat): WorldPoint {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: (lng + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

export function unproject({ x, y }: WorldPoint): LngLat {
  const n = Math.PI - 2 * Math.PI * y;
  return { lng: x * 360 - 180, lat: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))) };
}

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** World bounds of a longitude/latitude box given as [west, south, east, north]. */
export function boundsOfBox([west, south, east, north]: readonly [number, number, number, number]): WorldBounds {
  const a = project({ lng: west, lat: north });
  const b = project({ lng: east, lat: south });
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

export function boundsOfPoints(points: readonly WorldPoint[]): WorldBounds | undefined {
  if (points.length === 0) return undefined;
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) extendBounds(bounds, p);
  return bounds;
}

export function extendBounds(bounds: WorldBounds, p: WorldPoint): void {
  if (p.x < bounds.minX) bounds.minX = p.x;
  if (p.y < bounds.minY) bounds.minY = p.y;
  if (p.x > bounds.maxX) bounds.maxX = p.x;
  if (p.y > bounds.maxY) bounds.maxY = p.y;
}

export function containsPoint(bounds: WorldBounds, p: WorldPoint): boolean {
  return p.x >= bounds.minX && p.x <= bounds.maxX && p.y >= bounds.minY && p.y <= bounds.maxY;
}
