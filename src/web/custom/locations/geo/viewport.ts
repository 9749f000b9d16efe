/**
 * The visible part of the map: centre, zoom and pixel size. Pure functions so the offline map's
 * pan, wheel and keyboard handling are unit-tested without a browser.
 */
import { type WorldBounds, type WorldPoint, worldSize } from './projection.ts';

export interface Viewport {
  center: WorldPoint;
  zoom: number;
  width: number;
  height: number;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 17;

const clampZoom = (zoom: number): number => Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));

export function worldToScreen(view: Viewport, p: WorldPoint): { x: number; y: number } {
  const size = worldSize(view.zoom);
  return { x: (p.x - view.center.x) * size + view.width / 2, y: (p.y - view.center.y) * size + view.height / 2 };
}

export function screenToWorld(view: Viewport, x: number, y: number): WorldPoint {
  const size = worldSize(view.zoom);
  return { x: view.center.x + (x - view.width / 2) / size, y: view.center.y + (y - view.height / 2) / size };
}

export function visibleBounds(view: Viewport): WorldBounds {
  const size = worldSize(view.zoom);
  const halfW = view.width / 2 / size;
  const halfH = view.height / 2 / size;
  return { minX: view.center.x - halfW, minY: view.center.y - halfH, maxX: view.center.x + halfW, maxY: view.center.y + halfH };
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  const size = worldSize(view.zoom);
  const x = Math.min(1, Math.max(0, view.center.x - dx / size));
  const y = Math.min(1, Math.max(0, view.center.y - dy / size));
  return { ...view, center: { x, y } };
}

/** Zooms keeping the world point under the screen pixel (anchorX, anchorY) where it is. */
export function zoomAround(view: Viewport, zoom: number, anchorX = view.width / 2, anchorY = view.height / 2): Viewport {
  const next = clampZoom(zoom);
  if (next === view.zoom) return view;
  const anchor = screenToWorld(view, anchorX, anchorY);
  const size = worldSize(next);
  return {
    ...view,
    zoom: next,
    center: { x: anchor.x - (anchorX - view.width / 2) / size, y: anchor.y - (anchorY - view.height / 2) / size },
  };
}

/** The viewport that shows `bounds` whole with `padding` pixels around, at most at `maxZoom`. */
export function fitBounds(view: Viewport, bounds: WorldBounds, padding = 32, maxZoom = MAX_ZOOM): Viewport {
  const spanX = Math.max(bounds.maxX - bounds.minX, 1e-9);
  const spanY = Math.max(bounds.maxY - bounds.minY, 1e-9);
  const usableW = Math.max(view.width - 2 * padding, 1);
  const usableH = Math.max(view.height - 2 * padding, 1);
  const zoom = Math.log2(Math.min(usableW / spanX, usableH / spanY) / 256);
  return {
    ...view,
    zoom: clampZoom(Math.min(maxZoom, Math.floor(zoom * 4) / 4)),
    center: { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 },
  };
}
