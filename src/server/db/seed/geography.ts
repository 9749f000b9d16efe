/** IBGE regions and states with their cities live in src/shared (the offline map labels the same cities). */
import { regions } from '../../../shared/geo/brazil-states.ts';

export { type City, regions, type State, states } from '../../../shared/geo/brazil-states.ts';

export const regionName = (codigo: string): string => regions.find((r) => r.codigo === codigo)?.nome ?? codigo;

export { distanceKm } from '../../../shared/geo/distance.ts';
