import { plants } from '../reference/plants.ts';
import { carriers, dealerPrefixes } from './catalogue.ts';
import { type City, distanceKm, regionName, type State, states } from './geography.ts';
import { buildCnpj } from './identifiers.ts';
import type { Random } from './prng.ts';
import type { RowBuffer } from './row-buffer.ts';
import type { Place, RoutePlan } from './timeline.ts';

export interface Dealer {
  id: number;
  codigo: string;
  nome: string;
  cnpj: string;
  state: State;
  city: City;
  place: Place;
}
export interface Route extends RoutePlan {
  id: number;
  carrierId: number;
}

/** Carrier preferred per destination region (choice: regional specialists plus national ones). */
const carrierByRegion: Record<string, number[]> = { N: [7, 1], NE: [5, 1], CO: [6, 2], SE: [1, 2, 4, 8], S: [3, 2] };

/** Dealers spread by state weight, carriers, and one or two routes from each plant to each dealer city. */
export function buildNetwork(random: Random, buffer: RowBuffer, vehicleCount: number, updatedAt: string) {
  const dealerCount = Math.max(30, Math.min(800, Math.round(vehicleCount / 100)));
  const dealers: Dealer[] = [];
  const stateWeights = states.map((s) => s.weight);
  for (let i = 1; i <= dealerCount; i++) {
    const state = i <= states.length ? states[i - 1]! : random.weighted(states, stateWeights);
    const city = random.pick(state.cities);
    const nome = `${random.pick(dealerPrefixes)} Veículos ${city.nome}`;
    const dealer: Dealer = {
      id: i,
      codigo: `D${String(i).padStart(4, '0')}`,
      nome,
      cnpj: buildCnpj(random.digits(8)),
      state,
      city,
      place: { local: nome, cidade: city.nome, uf: state.uf, lat: city.lat, lng: city.lng },
    };
    dealers.push(dealer);
    buffer.add('dealers', [i, dealer.codigo, nome, dealer.cnpj, city.nome, state.uf, state.regiao, city.lat, city.lng]);
  }
  carriers.forEach((carrier, index) => buffer.add('carriers', [index + 1, carrier.codigo, carrier.nome, buildCnpj(carrier.cnpjRoot)]));

  const allCities = states.flatMap((state) => state.cities.map((city) => ({ state, city })));
  const routes = new Map<string, Route[]>();
  let routeId = 0;
  for (const plant of plants) {
    const origin = { lat: plant.lat, lng: plant.lng };
    const destinations = new Map(dealers.map((d) => [`${d.state.uf}|${d.city.nome}`, d] as const));
    for (const [key, dealer] of destinations) {
      const km = Math.round(distanceKm(origin, dealer.city) * 1.3);
      const diasTarget = Math.max(1, Math.ceil(km / 450) + 1);
      const checkpoints = [0.25, 0.5, 0.75].map((f) => {
        const point = { lat: plant.lat + (dealer.city.lat - plant.lat) * f, lng: plant.lng + (dealer.city.lng - plant.lng) * f };
        const nearest = allCities.reduce((best, c) => (distanceKm(point, c.city) < distanceKm(point, best.city) ? c : best));
        return { local: `Posto de controle ${nearest.city.nome}`, cidade: nearest.city.nome, uf: nearest.state.uf, lat: point.lat, lng: point.lng };
      });
      const candidates = carrierByRegion[dealer.state.regiao] ?? [1];
      const count = random.chance(0.4) ? 2 : 1;
      const list: Route[] = [];
      for (const carrierId of candidates.slice(0, count)) {
        routeId += 1;
        const modal = km > 2500 && random.chance(0.3) ? 'CABOTAGEM' : 'RODOVIARIO';
        const carrierName = carriers[carrierId - 1]!.nome;
        list.push({ id: routeId, carrierId, carrierName, diasTarget, checkpoints });
        buffer.add('transport_routes', [routeId, plant.codigo, dealer.state.uf, dealer.city.nome, carrierId, modal, diasTarget, km, updatedAt, 'seed']);
      }
      routes.set(`${plant.codigo}|${key}`, list);
    }
  }
  return { dealers, routes, regionName };
}
