/**
 * The offline base map: ocean, South America as land, Brazil's approximate outline, the state
 * labels and, closer in, the cities the data knows (see brazil-geography.ts), so every zoom shows
 * where one is.
 */
import { memo } from 'react';
import { states } from '../../../../shared/geo/brazil-states.ts';
import { brazilOutline, brazilStates, southAmericaOutline } from '../geo/brazil-geography.ts';
import { project, type WorldPoint } from '../geo/projection.ts';
import { type Viewport, worldToScreen } from '../geo/viewport.ts';
import classes from './vehicle-map.module.css';

const toWorld = (outline: readonly (readonly [number, number])[]) => outline.map(([lng, lat]) => project({ lng, lat }));
const continentWorld = toWorld(southAmericaOutline);
const outlineWorld = toWorld(brazilOutline);
const labelsWorld = brazilStates.map((state) => ({ ...state, point: project({ lng: state.label[0], lat: state.label[1] }) }));
const citiesWorld = states.flatMap((state) =>
  state.cities.map((city) => ({ key: `${state.uf}:${city.nome}`, nome: city.nome, uf: state.uf, point: project({ lng: city.lng, lat: city.lat }) })),
);

/** From this zoom on the state names are written out and the cities appear. */
const DETAIL_ZOOM = 6;

function polygonPoints(view: Viewport, points: readonly WorldPoint[]): string {
  return points
    .map((p) => worldToScreen(view, p))
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(' ');
}

const onScreen = (view: Viewport, p: { x: number; y: number }) => p.x > -80 && p.y > -20 && p.x < view.width + 80 && p.y < view.height + 20;

export const OfflineBaseLayer = memo(function OfflineBaseLayer({ view }: { view: Viewport }) {
  const detailed = view.zoom >= DETAIL_ZOOM;
  return (
    <g aria-hidden="true">
      <rect className={classes.ocean} x={0} y={0} width={view.width} height={view.height} />
      <polygon className={classes.continent} points={polygonPoints(view, continentWorld)} data-testid="map-continent" />
      <polygon className={classes.land} points={polygonPoints(view, outlineWorld)} />
      {labelsWorld.map((state) => {
        const p = worldToScreen(view, state.point);
        if (!onScreen(view, p)) return null;
        return (
          <text key={state.uf} className={classes.stateLabel} x={p.x} y={p.y} textAnchor="middle">
            {detailed ? state.nome : state.uf}
          </text>
        );
      })}
      {detailed &&
        citiesWorld.map((city) => {
          const p = worldToScreen(view, city.point);
          if (!onScreen(view, p)) return null;
          return (
            <g key={city.key} className={classes.city} data-testid="map-city">
              <circle cx={p.x} cy={p.y} r={3} />
              <text x={p.x + 6} y={p.y + 4}>{`${city.nome}/${city.uf}`}</text>
            </g>
          );
        })}
    </g>
  );
});
