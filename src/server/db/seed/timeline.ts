import { STATUS } from '../vehicle-statuses.ts';
import type { Random } from './prng.ts';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

export interface Place {
  local: string;
  cidade: string;
  uf: string;
  lat: number;
  lng: number;
}

export interface TimelineEvent {
  status: string;
  descricao: string;
  place: Place;
  at: number;
}

export interface RoutePlan {
  diasTarget: number;
  carrierName: string;
  /** Places between origin and destination, in travel order. */
  checkpoints: Place[];
}

/** When the vehicle reached each milestone (undefined = not yet, as of the reference time). */
export interface Milestones {
  produced: number;
  invoiced?: number;
  released?: number;
  shipped?: number;
  arrived?: number;
  unloaded?: number;
  sold?: number;
  expectedArrival: number;
}

export interface Timeline {
  events: TimelineEvent[];
  milestones: Milestones;
  sidePath: 'blocked' | 'claim' | 'return' | undefined;
}

/**
 * The life of one vehicle (docs/architecture.md "flow of a vehicle"): production, plant yard, invoice,
 * release, transit with checkpoints, delivery, sale; a few take a side path (blocked, claim,
 * return). Events after `now` are cut; 12-15 events on the full path, never fewer than 8.
 */
export function buildTimeline(random: Random, orderedAt: number, now: number, plant: Place, dealer: Place, route: RoutePlan): Timeline {
  const events: TimelineEvent[] = [];
  const push = (status: string, descricao: string, place: Place, at: number) => events.push({ status, descricao, place, at });
  const sideRoll = random.next();
  const sidePath = sideRoll < 0.02 ? 'blocked' : sideRoll < 0.026 ? 'claim' : sideRoll < 0.036 ? 'return' : undefined;

  let t = orderedAt + random.int(3, 20) * DAY + random.int(6, 20) * HOUR;
  const produced = t;
  push(STATUS.produzido, 'Veículo produzido (fim de linha)', plant, t);
  t += random.int(4, 20) * HOUR;
  push(STATUS.emEstoque, 'Inspeção de qualidade aprovada', plant, t);
  t += random.int(1, 6) * HOUR;
  push(STATUS.emEstoque, 'Entrada no pátio da fábrica', plant, t);
  if (sidePath === 'blocked') {
    t += random.int(1, 10) * DAY;
    push(STATUS.bloqueado, 'Bloqueio de qualidade no pátio', plant, t);
  }
  const yardMoves = random.int(1, 3);
  for (let i = 0; i < yardMoves; i++) {
    t += random.int(1, 4) * DAY + random.int(0, 8) * HOUR;
    push(sidePath === 'blocked' ? STATUS.bloqueado : STATUS.emEstoque, 'Movimentação interna no pátio', plant, t);
  }
  const milestones: Milestones = { produced, expectedArrival: Number.POSITIVE_INFINITY };
  if (sidePath !== 'blocked') {
    t += random.int(2, 25) * DAY;
    milestones.invoiced = t;
    push(STATUS.faturado, 'Nota fiscal emitida', plant, t);
    t += random.int(4, 48) * HOUR;
    milestones.released = t;
    push(STATUS.liberado, `Liberado para a transportadora ${route.carrierName}`, plant, t);
    t += random.int(6, 48) * HOUR;
    milestones.shipped = t;
    milestones.expectedArrival = t + route.diasTarget * DAY;
    push(STATUS.transito, 'Embarque na carreta', plant, t);
    const late = random.chance(0.15) ? random.int(1, 6) : 0;
    const transit = Math.max(1, route.diasTarget + late + random.int(-1, 0)) * DAY + random.int(0, 10) * HOUR;
    const stops = Math.min(route.checkpoints.length, random.int(1, 5 - yardMoves));
    for (let i = 1; i <= stops; i++) {
      const checkpoint = route.checkpoints[Math.floor(((i - 1) * route.checkpoints.length) / stops)]!;
      push(STATUS.transito, 'Passagem por ponto de controle', checkpoint, t + Math.floor((transit * i) / (stops + 1)));
      if (sidePath === 'claim' && i === 1) {
        push(STATUS.sinistro, 'Sinistro registrado durante o transporte', checkpoint, t + Math.floor((transit * i) / (stops + 1)) + 3 * HOUR);
        break;
      }
    }
    if (sidePath !== 'claim') {
      t += transit;
      milestones.arrived = t;
      push(STATUS.entregue, 'Chegada à concessionária', dealer, t);
      t += random.int(1, 5) * HOUR;
      milestones.unloaded = t;
      push(STATUS.entregue, 'Descarregado e entregue à concessionária', dealer, t);
      if (sidePath === 'return') {
        t += random.int(1, 10) * DAY;
        push(STATUS.devolucao, 'Devolução solicitada pela concessionária', dealer, t);
      } else {
        t += random.int(5, 120) * DAY;
        milestones.sold = t;
        push(STATUS.vendido, 'Venda ao cliente final', dealer, t);
      }
    }
  }
  const happened = events.filter((event) => event.at <= now);
  // Vehicles waiting in the yard are counted on the periodic yard inventory: at least 8 events.
  const last = happened[happened.length - 1]!;
  const missing = 8 - happened.length;
  for (let i = 1; i <= missing; i++) {
    happened.push({
      status: last.status,
      descricao: 'Inventário de pátio',
      place: last.place,
      at: last.at + Math.floor(((now - last.at) * i) / (missing + 1)),
    });
  }
  for (const key of ['invoiced', 'released', 'shipped', 'arrived', 'unloaded', 'sold'] as const) {
    if ((milestones[key] ?? Number.POSITIVE_INFINITY) > now) delete milestones[key];
  }
  return { events: happened, milestones, sidePath };
}

/**
 * The vehicle's status periods (db/status-periods.ts), written with its events: a run of events
 * with one status, from its first event to the next run's (`to` undefined while current). The
 * seed derives them here, in one pass over events already in time order, instead of sorting every
 * stored event again (tests/unit/server/seed-determinism.test.ts compares both).
 */
export function statusPeriods(events: readonly TimelineEvent[]): { status: string; from: number; to: number | undefined }[] {
  const periods: { status: string; from: number; to: number | undefined }[] = [];
  for (const event of events) {
    const current = periods[periods.length - 1];
    if (current?.status === event.status) continue;
    if (current) current.to = event.at;
    periods.push({ status: event.status, from: event.at, to: undefined });
  }
  return periods;
}

/** Position now: at the plant, on the road (interpolated by elapsed transit), or at the dealer. */
export function currentPosition(random: Random, timeline: Timeline, now: number, plant: Place, dealer: Place): { lat: number; lng: number } {
  const { milestones } = timeline;
  const jitter = (place: { lat: number; lng: number }, spread: number) => ({
    lat: round5(place.lat + (random.next() - 0.5) * spread),
    lng: round5(place.lng + (random.next() - 0.5) * spread),
  });
  if (milestones.arrived !== undefined) return jitter(dealer, 0.04);
  if (milestones.shipped === undefined) return jitter(plant, 0.01);
  const planned = milestones.expectedArrival - milestones.shipped;
  const fraction = Math.min(0.95, (now - milestones.shipped) / planned);
  return jitter({ lat: plant.lat + (dealer.lat - plant.lat) * fraction, lng: plant.lng + (dealer.lng - plant.lng) * fraction }, 0.1);
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/*
 * ISO-8601 text of a UTC instant, as `Date#toISOString` writes it; the seed formats some 20 instants
 * per vehicle, and building a Date for each costs more than the rest of the generator. The day part
 * comes from a cache (a few hundred distinct days), the time part from arithmetic.
 */
const dayTexts = new Map<number, string>();
const twoDigits = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const threeDigits = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

export function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY);
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY).toISOString().slice(0, 10);
    dayTexts.set(day, text);
  }
  return text;
}

export function isoDateTime(ms: number): string {
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  let rest = ms - Math.floor(ms / DAY) * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${isoDate(ms)}T${twoDigits[hours]}:${twoDigits[minutes]}:${twoDigits[seconds]}.${threeDigits[rest - seconds * 1000]}Z`;
}
