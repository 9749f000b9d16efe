import { describe, expect, it } from 'vitest';
import { clusterPoints } from '../../../../src/web/custom/locations/geo/grid-cluster.ts';
import { project } from '../../../../src/web/custom/locations/geo/projection.ts';
import { clusterMarkerOptions, googleBounds, googleCenter, viewportFromGoogle } from '../../../../src/web/custom/locations/map/google-map-adapter.ts';

describe('Google Maps adapter', () => {
  it('turns the Google centre and zoom into our viewport and back', () => {
    const view = viewportFromGoogle({ lat: -15.79, lng: -47.88 }, 6, 800, 600);
    expect(view.zoom).toBe(6);
    const center = googleCenter(view);
    expect(center.lat).toBeCloseTo(-15.79, 9);
    expect(center.lng).toBeCloseTo(-47.88, 9);
  });

  it('makes a counted marker for a cluster, a plain one for a vehicle, and bounds for fitBounds', () => {
    const points = [project({ lng: -46.6, lat: -23.5 }), project({ lng: -46.61, lat: -23.51 }), project({ lng: -60, lat: -3 })];
    const view = viewportFromGoogle({ lat: -14, lng: -52 }, 4, 800, 600);
    const clusters = clusterPoints(points, view).sort((a, b) => b.count - a.count);
    const group = clusterMarkerOptions(clusters[0]!, 'X');
    expect(group).toMatchObject({ label: '2', title: 'Grupo de 2 veículos' });
    expect(clusterMarkerOptions({ ...clusters[0]!, count: 12345 }, 'X')).toMatchObject({ label: '12.345', title: 'Grupo de 12.345 veículos' });
    const single = clusterMarkerOptions(clusters[1]!, '9BWZZZ377VT004251');
    expect(single).toMatchObject({ label: undefined, title: 'Veículo 9BWZZZ377VT004251' });
    expect(single.position.lat).toBeCloseTo(-3, 6);
    const bounds = googleBounds(clusters[0]!.bounds);
    expect(bounds.north).toBeCloseTo(-23.5, 6);
    expect(bounds.south).toBeCloseTo(-23.51, 6);
    expect(bounds.west).toBeCloseTo(-46.61, 6);
  });
});
