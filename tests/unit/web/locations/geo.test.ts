import { describe, expect, it } from 'vitest';
import { brazilBox, brazilStates } from '../../../../src/web/custom/locations/geo/brazil-geography.ts';
import { clusterMembers, clusterPoints, clusterRadius, pointsInView } from '../../../../src/web/custom/locations/geo/grid-cluster.ts';
import { boundsOfBox, project, unproject, type WorldPoint } from '../../../../src/web/custom/locations/geo/projection.ts';
import { fitBounds, panBy, screenToWorld, type Viewport, visibleBounds, worldToScreen, zoomAround } from '../../../../src/web/custom/locations/geo/viewport.ts';

const brazilView = (width = 800, height = 600): Viewport => fitBounds({ center: { x: 0.5, y: 0.5 }, zoom: 3, width, height }, boundsOfBox(brazilBox), 16);

/** A deterministic fleet spread over Brazil's state boxes, denser in the south-east. */
function fleet(count: number): WorldPoint[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const state = brazilStates[i % 3 === 0 ? 24 : i % brazilStates.length]!;
    const [w, s, e, n] = state.box;
    return project({ lng: w + (e - w) * random(), lat: s + (n - s) * random() });
  });
}

describe('projection', () => {
  it('round-trips São Paulo and matches the Web Mercator tile coordinates Google uses', () => {
    const sp = { lng: -46.633, lat: -23.55 };
    const p = project(sp);
    expect(unproject(p).lng).toBeCloseTo(sp.lng, 9);
    expect(unproject(p).lat).toBeCloseTo(sp.lat, 9);
    // The slippy-map tile formula, y = (1 - ln(tan φ + sec φ) / π) / 2: São Paulo is tile (379, 580) at zoom 10.
    const phi = (sp.lat * Math.PI) / 180;
    expect(p.y).toBeCloseTo((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2, 12);
    expect([Math.floor(p.x * 1024), Math.floor(p.y * 1024)]).toEqual([379, 580]);
    expect(project({ lng: 0, lat: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('places every state label inside its own box and inside Brazil', () => {
    for (const state of brazilStates) {
      const [w, s, e, n] = state.box;
      expect(state.label[0]).toBeGreaterThan(w);
      expect(state.label[0]).toBeLessThan(e);
      expect(state.label[1]).toBeGreaterThan(s);
      expect(state.label[1]).toBeLessThan(n);
    }
    expect(brazilStates).toHaveLength(27);
  });
});

describe('viewport', () => {
  it('fits all of Brazil and keeps the point under the cursor while zooming', () => {
    const view = brazilView();
    const b = visibleBounds(view);
    const box = boundsOfBox(brazilBox);
    expect(b.minX).toBeLessThanOrEqual(box.minX);
    expect(b.maxY).toBeGreaterThanOrEqual(box.maxY);
    const anchor = screenToWorld(view, 600, 420);
    const zoomed = zoomAround(view, view.zoom + 2, 600, 420);
    const back = worldToScreen(zoomed, anchor);
    expect(back.x).toBeCloseTo(600, 6);
    expect(back.y).toBeCloseTo(420, 6);
  });

  it('pans by screen pixels and never zooms past its limits', () => {
    const view = brazilView();
    const panned = panBy(view, 100, -50);
    const before = worldToScreen(view, view.center);
    const after = worldToScreen(panned, view.center);
    expect(after.x - before.x).toBeCloseTo(100, 6);
    expect(after.y - before.y).toBeCloseTo(-50, 6);
    expect(zoomAround(view, 99).zoom).toBe(17);
    expect(zoomAround(view, -5).zoom).toBe(3);
  });
});

describe('grid clustering', () => {
  // How fast the map draws its markers is a figure of bench:render, not a timed assertion here.
  it('accounts for every visible vehicle of 20,000 exactly once', () => {
    const points = fleet(20_000);
    const view = brazilView(1200, 800);
    const clusters = clusterPoints(points, view);
    expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(pointsInView(points, { ...view, width: 1200 + 128, height: 800 + 128 }).length);
    expect(clusters.length).toBeLessThan(400);
  });

  it('splits clusters as the map zooms in, down to single vehicles', () => {
    const points = fleet(2_000);
    const view = brazilView();
    const first = clusterPoints(points, view).sort((a, b) => b.count - a.count)[0]!;
    const zoomed = fitBounds(view, first.bounds, 48);
    const inside = clusterPoints(points, zoomed).filter((c) => c.center.x >= first.bounds.minX && c.center.x <= first.bounds.maxX);
    expect(inside.length).toBeGreaterThan(1);
    expect(clusterMembers(points, first, 10_000)).toHaveLength(first.count);
    const single = clusterPoints(points, { ...view, center: points[7]!, zoom: 17 }).find((c) => c.count === 1 && c.first === 7);
    expect(single).toBeDefined();
  });

  it('never draws two bubbles over each other, even in the dense South-East', () => {
    const points = fleet(20_000);
    const southEast = fitBounds(brazilView(1200, 800), boundsOfBox([-53.1, -25.3, -39.7, -14.2]), 16);
    for (const view of [brazilView(1200, 800), southEast, zoomAround(southEast, southEast.zoom + 1), zoomAround(southEast, southEast.zoom + 2)]) {
      const bubbles = clusterPoints(points, view).map((c) => ({ ...worldToScreen(view, c.center), r: clusterRadius(c.count) }));
      const overlapping = bubbles.flatMap((a, i) =>
        bubbles
          .slice(i + 1)
          .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r)
          .map((b) => [a, b]),
      );
      expect(overlapping).toEqual([]);
    }
  });

  it('keeps the same cells while panning, so clusters do not jump', () => {
    const points = fleet(5_000);
    const view = brazilView();
    const keys = (v: Viewport) =>
      new Set(
        clusterPoints(points, v)
          .filter((c) => c.count > 5)
          .map((c) => `${c.key}:${c.count}`),
      );
    const a = keys(view);
    const b = keys(panBy(view, 30, 0));
    const shared = [...a].filter((k) => b.has(k)).length;
    expect(shared / a.size).toBeGreaterThan(0.8);
  });
});
