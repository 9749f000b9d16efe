/**
 * Pan and zoom of the offline map with mouse (drag, double-click), wheel and keyboard (arrows
 * pan, + and - zoom, 0 shows all of Brazil). The wheel listener is native and non-passive so the
 * page does not scroll while zooming the map.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { panBy, type Viewport, zoomAround } from '../geo/viewport.ts';

const KEY_PAN_PX = 80;

export interface MapGestures {
  onPointerDown: (event: PointerEvent<SVGSVGElement>) => void;
  onPointerMove: (event: PointerEvent<SVGSVGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGSVGElement>) => void;
  onDoubleClick: (event: React.MouseEvent<SVGSVGElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useMapGestures(
  svgRef: RefObject<SVGSVGElement | null>,
  setView: (change: (view: Viewport) => Viewport) => void,
  resetView: () => void,
  /** The SVG is drawn only once the map knows its size: the wheel listener is attached then. */
  drawn: boolean,
): MapGestures {
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const step = event.deltaY < 0 ? 0.5 : -0.5;
      setView((view) => zoomAround(view, view.zoom + step, event.clientX - box.left, event.clientY - box.top));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, setView, drawn]);

  return {
    onPointerDown(event) {
      if (event.button !== 0) return;
      drag.current = { x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerMove(event) {
      const start = drag.current;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.moved && Math.hypot(dx, dy) < 3) return;
      if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY, moved: true };
      setView((view) => panBy(view, dx, dy));
    },
    onPointerUp(event) {
      if (drag.current?.moved) event.currentTarget.releasePointerCapture(event.pointerId);
      drag.current = null;
    },
    onDoubleClick(event) {
      const box = event.currentTarget.getBoundingClientRect();
      setView((view) => zoomAround(view, view.zoom + 1, event.clientX - box.left, event.clientY - box.top));
    },
    onKeyDown(event) {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [KEY_PAN_PX, 0],
        ArrowRight: [-KEY_PAN_PX, 0],
        ArrowUp: [0, KEY_PAN_PX],
        ArrowDown: [0, -KEY_PAN_PX],
      };
      const move = moves[event.key];
      if (move) setView((view) => panBy(view, move[0], move[1]));
      else if (event.key === '+' || event.key === '=') setView((view) => zoomAround(view, view.zoom + 1));
      else if (event.key === '-' || event.key === '_') setView((view) => zoomAround(view, view.zoom - 1));
      else if (event.key === '0') resetView();
      else return;
      event.preventDefault();
    },
  };
}
