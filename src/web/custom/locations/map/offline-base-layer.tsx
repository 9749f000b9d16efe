/** The offline base map: ocean, Brazil's approximate outline and the state labels (see brazil-geography.ts). */
import { memo } from 'react';
import { brazilOutline, brazilStates } from '../geo/brazil-geography.ts';
import { project } from '../geo/projection.ts';
import { type Viewport, worldToScreen } from '../geo/viewport.ts';
import classes from './vehicle-map.module.css';

const outlineWorld = brazilOutline.map(([lng, lat]) => project({ lng, lat }));
const labelsWorld = brazilStates.map((state) => ({ ...state, point: project({ lng: state.label[0], lat: state.label[1] }) }));

export const OfflineBaseLayer = memo(function OfflineBaseLayer({ view }: { view: Viewport }) {
  const outline = outlineWorld.map((p) => worldToScreen(view, p)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const showNames = view.zoom >= 6;
  return (
    <g aria-hidden="true">
      <rect className={classes.ocean} x={0} y={0} width={view.width} height={view.height} />
      <polygon className={classes.land} points={outline} />
      {labelsWorld.map((state) => {
        const p = worldToScreen(view, state.point);
        if (p.x < -50 || p.y < -20 || p.x > view.width + 50 || p.y > view.height + 20) return null;
        return (
          <text key={state.uf} className={classes.stateLabel} x={p.x} y={p.y} textAnchor="middle">
            {showNames ? state.nome : state.uf}
          </text>
        );
      })}
    </g>
  );
});
