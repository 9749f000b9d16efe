/**
 * Closer in, a corner of the offline map names the known city nearest to its centre and how far
 * it is, so a view of open country still says where it is.
 */
import { states } from '../../../../shared/geo/brazil-states.ts';
import { distanceKm } from '../../../../shared/geo/distance.ts';
import { unproject } from '../geo/projection.ts';
import type { Viewport } from '../geo/viewport.ts';
import classes from './vehicle-map.module.css';

export const NEAREST_CITY_ZOOM = 7;

const cities = states.flatMap((state) => state.cities.map((city) => ({ ...city, uf: state.uf })));
const kilometres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function NearestCity({ view }: { view: Viewport }) {
  const centre = unproject(view.center);
  let best = cities[0]!;
  let bestKm = Infinity;
  for (const city of cities) {
    const km = distanceKm(centre, city);
    if (km < bestKm) [best, bestKm] = [city, km];
  }
  return (
    <span className={classes.nearestCity} data-testid="map-nearest-city">
      {bestKm < 1 ? `Centro do mapa em ${best.nome}/${best.uf}` : `Centro do mapa a ${kilometres.format(bestKm)} km de ${best.nome}/${best.uf}`}
    </span>
  );
}
