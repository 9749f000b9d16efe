import { sql } from 'kysely';
import type { AppDatabase } from '../database.ts';
import { FINISHED_RECEIPT } from '../delivery-facts.ts';
import { loadWithRollups } from '../rollups/dashboard-rollups.ts';
import { refreshShipmentRisk } from '../../forecast/risk-refresh.ts';
import type { ManifestFolder } from '../../manifests/manifest-folder.ts';
import { defaultVehicleStatuses, STATUS, vehicleStatusesOf } from '../vehicle-statuses.ts';
import { next, seedChecklistTemplates, seedDelay, seedReceipt, seedSidePath, type Counters, type SeededReceipt } from './after-sales.ts';
import { colours } from '../reference/colours.ts';
import { plants } from '../reference/plants.ts';
import { salesTypes } from '../reference/sales-types.ts';
import { models } from '../reference/vehicle-models.ts';
import { colourWeights, integrationInterfaces, salesTypeWeights } from './catalogue.ts';
import { analyzeTables, dropSecondaryIndexes } from './deferred-indexes.ts';
import { regionName, regions, states } from './geography.ts';
import { buildCnpj, buildNfeKey, buildVin, reverse } from './identifiers.ts';
import { buildNetwork } from './network.ts';
import { Random } from './prng.ts';
import { RowBuffer, type SeedTable } from './row-buffer.ts';
import { buildTimeline, currentPosition, DAY, HOUR, isoDate, isoDateTime, type Place, statusPeriods } from './timeline.ts';

export interface SeedOptions {
  vehicles: number;
  seed: number;
  /** "Today" of the demo data (YYYY-MM-DD): same seed + same date = same data. */
  referenceDate: string;
  onProgress?: (done: number) => void;
  /** The manifests the server runs (their vehicle-status enum fills order_statuses); default the repository's. */
  manifests?: ManifestFolder;
}

export type SeedSummary = Partial<Record<SeedTable, number>>;

const YARD = new Set<string>([STATUS.emEstoque, STATUS.faturado, STATUS.liberado, STATUS.bloqueado]);
const ORDER_SPAN_DAYS = 730;

/**
 * Fills an empty, migrated database with deterministic demo data, then computes the arrival
 * forecasts and delivery risks as of the demo's "today" (opening the delays of the shipments at
 * risk), so the lists filter by them from the start.
 */
export async function seedDatabase(database: AppDatabase, options: SeedOptions): Promise<SeedSummary> {
  const summary = await loadDemoData(database, options);
  await refreshShipmentRisk(database, referenceInstant(options.referenceDate));
  return summary;
}

/**
 * The demo data, all in one transaction; the secondary indexes are built after the rows are in
 * (deferred-indexes.ts), then analysed.
 */
async function loadDemoData(database: AppDatabase, options: SeedOptions): Promise<SeedSummary> {
  const writer = await database.bulkWriter({ freshLoad: true });
  try {
    const indexes = await dropSecondaryIndexes(writer, database.dialect);
    // The dashboards' facts and roll-ups are built once after the load, not row by row (rollups/dashboard-rollups.ts).
    const summary = await loadWithRollups(writer, database.dialect, async () => {
      const loaded = await generate(new RowBuffer(writer), options);
      for (const statement of indexes) await writer.run(statement);
      // The roll-ups are counted from these tables next: without statistics PostgreSQL looked each
      // shipment's receipt up by walking receipts backwards by id (hours at 1,000,000 vehicles).
      await analyzeTables(writer, database.dialect);
      return loaded;
    });
    // Again for the roll-up tables, filled since.
    await analyzeTables(writer, database.dialect);
    await writer.commit();
    if (database.dialect === 'postgres') await resetSequences(database, summary);
    return summary;
  } catch (error) {
    await writer.rollback();
    throw error;
  }
}

/** The demo's "now": noon (UTC) of its reference date. */
function referenceInstant(referenceDate: string): Date {
  const now = new Date(`${referenceDate}T12:00:00.000Z`);
  if (Number.isNaN(now.getTime())) throw new Error(`Data de referência inválida: ${referenceDate}`);
  return now;
}

async function generate(buffer: RowBuffer, options: SeedOptions): Promise<SeedSummary> {
  const random = new Random(options.seed);
  const now = referenceInstant(options.referenceDate).getTime();
  const stamp = isoDateTime(now - 400 * DAY);

  for (const r of regions) buffer.add('regions', [r.codigo, r.nome]);
  for (const s of states) buffer.add('states', [s.uf, s.nome, s.regiao, s.ibge]);
  for (const t of salesTypes) buffer.add('sales_types', [t.codigo, t.nome]);
  const vehicleStatuses = options.manifests ? vehicleStatusesOf(options.manifests) : defaultVehicleStatuses();
  for (const s of vehicleStatuses) buffer.add('order_statuses', [s.codigo, s.nome, s.ordem]);
  const plantCnpj = new Map(plants.map((p) => [p.codigo, buildCnpj(p.cnpjRoot)]));
  for (const p of plants) buffer.add('plants', [p.codigo, p.nome, p.cidade, p.uf, plantCnpj.get(p.codigo), p.lat, p.lng]);
  for (const m of models) buffer.add('vehicle_models', [m.codigo, m.nome, m.marca, m.wmi, m.planta]);
  const templates = seedChecklistTemplates(buffer, stamp);
  const { dealers, routes } = buildNetwork(random, buffer, options.vehicles, stamp);
  const plantPlaces = new Map<string, Place>(plants.map((p) => [p.codigo, { local: p.nome, cidade: p.cidade, uf: p.uf, lat: p.lat, lng: p.lng }]));
  const ibgeByUf = new Map(states.map((s) => [s.uf, s.ibge]));
  const pickDealer = random.weightedPicker(
    dealers,
    dealers.map((d) => d.state.weight),
  );
  const plantOfModel = new Map(models.map((m) => [m.codigo, plants.find((p) => p.codigo === m.planta)!]));
  // The routes from each plant to each dealer's city, looked up per vehicle without building a key.
  const routesOf = new Map(dealers.map((d) => [d, new Map(plants.map((p) => [p.codigo, routes.get(`${p.codigo}|${d.state.uf}|${d.city.nome}`)!]))]));
  await buffer.flush();

  const counters: Counters = {};
  const vinSerials = new Map<string, number>();
  const nfNumbers = new Map<string, number>();
  let order = { id: 0, remaining: 0, dealer: dealers[0]!, orderedAt: 0, salesType: salesTypes[0] as (typeof salesTypes)[number], numero: '' };

  for (let vehicleId = 1; vehicleId <= options.vehicles; vehicleId++) {
    if (order.remaining === 0) {
      const id = next(counters, 'orders');
      const dealer = pickDealer();
      // Recent orders are denser than old ones, so every stage of the flow has vehicles in it.
      const ageDays = 22 + Math.floor((ORDER_SPAN_DAYS - 22) * random.next() ** 2);
      const orderedAt = now - ageDays * DAY + random.int(8, 18) * HOUR;
      const salesType = random.weighted(salesTypes, salesTypeWeights);
      order = { id, remaining: random.weighted([1, 2, 3], [70, 20, 10]), dealer, orderedAt, salesType, numero: String(4_500_000_000 + id) };
      buffer.add('orders', [id, order.numero, dealer.id, isoDate(orderedAt), salesType.codigo, 'ABERTO']);
    }
    order.remaining -= 1;
    const { dealer } = order;
    const model = random.pick(models);
    const plant = plantOfModel.get(model.codigo)!;
    const plantPlace = plantPlaces.get(plant.codigo)!;
    const routeOptions = routesOf.get(dealer)!.get(plant.codigo)!;
    const route = random.pick(routeOptions);
    const timeline = buildTimeline(random, order.orderedAt, now, plantPlace, dealer.place, route);
    const { events, milestones } = timeline;
    const last = events[events.length - 1]!;
    let statusSince = last.at;
    for (let i = events.length - 1; i >= 0 && events[i]!.status === last.status; i--) statusSince = events[i]!.at;

    const producedOn = isoDate(milestones.produced);
    const modelYear = Number(producedOn.slice(0, 4)) + (producedOn.slice(5, 7) >= '07' ? 1 : 0);
    const serialKey = `${model.wmi}${modelYear}`;
    const serial = (vinSerials.get(serialKey) ?? 0) + 1;
    vinSerials.set(serialKey, serial);
    const chassi = buildVin(model.wmi, model.vds, modelYear, plant.vinPlant, serial);

    let numeroNf: string | null = null;
    let chaveNfe: string | null = null;
    if (milestones.invoiced !== undefined) {
      const nf = (nfNumbers.get(plant.codigo) ?? 100_000) + 1;
      nfNumbers.set(plant.codigo, nf);
      numeroNf = String(nf);
      const yearMonth = isoDate(milestones.invoiced).slice(2, 7).replace('-', '');
      chaveNfe = buildNfeKey({
        ufCode: ibgeByUf.get(plant.uf)!,
        yearMonth,
        cnpj: plantCnpj.get(plant.codigo)!,
        series: 1,
        number: nf,
        numericCode: random.digits(8),
      });
    }
    const carrierId = milestones.released !== undefined ? route.carrierId : null;
    let shipment: unknown[] | null = null;
    if (milestones.shipped !== undefined) {
      const shipmentId = next(counters, 'shipments');
      const situacao = milestones.arrived !== undefined ? 'ENTREGUE' : last.status === STATUS.sinistro ? 'SINISTRO' : 'EM_TRANSITO';
      shipment = [
        shipmentId,
        vehicleId,
        route.id,
        route.carrierId,
        isoDateTime(milestones.shipped),
        isoDateTime(milestones.expectedArrival),
        milestones.arrived !== undefined ? isoDateTime(milestones.arrived) : null,
        situacao,
      ];
      const arrivalOrNow = milestones.arrived ?? (situacao === 'EM_TRANSITO' ? now : 0);
      if (arrivalOrNow > milestones.expectedArrival + DAY) {
        seedDelay(
          random,
          buffer,
          counters,
          shipmentId,
          vehicleId,
          Math.ceil((arrivalOrNow - milestones.expectedArrival) / DAY),
          milestones.expectedArrival,
          now,
        );
      }
    }
    let receipt: SeededReceipt | null = null;
    if (milestones.unloaded !== undefined) {
      receipt = seedReceipt(random, buffer, counters, { vehicleId, dealerId: dealer.id, carrierId, timeline, now, templates });
      if (random.chance(0.003)) {
        const active = random.chance(0.9) ? 1 : 0;
        buffer.add('kpi_exclusions', [next(counters, 'kpi_exclusions'), vehicleId, chassi, active]);
        const event = (acao: string, motivo: string, at: number) =>
          buffer.add('kpi_exclusion_events', [next(counters, 'kpi_exclusion_events'), vehicleId, chassi, acao, motivo, 'admin', isoDateTime(at)]);
        event('aplicar-expurgo', 'Veículo de exposição em evento', milestones.unloaded + 10 * DAY);
        if (!active) event('reverter-expurgo', 'Evento encerrado: veículo volta aos KPIs', milestones.unloaded + 20 * DAY);
      }
    }
    if (shipment) {
      // The finished receipt's facts, as db/delivery-facts.ts copies them (null while not finished).
      const settled = receipt !== null && receipt.status >= FINISHED_RECEIPT ? receipt : null;
      buffer.add('shipments', [...shipment, settled && dealer.id, settled && settled.registeredInApp, settled && settled.damaged]);
    }
    seedSidePath(random, buffer, counters, vehicleId, carrierId, timeline, now);

    const milestone =
      milestones.arrived !== undefined
        ? (['DMS-RECEBIMENTO', milestones.arrived] as const)
        : milestones.shipped !== undefined
          ? (['TMS-EMBARQUE', milestones.shipped] as const)
          : milestones.invoiced !== undefined
            ? (['SAP-FATURAMENTO', milestones.invoiced] as const)
            : ([integrationInterfaces[0]!, order.orderedAt] as const);
    const ok = !random.chance(0.04);
    buffer.add('integration_events', [
      next(counters, 'integration_events'),
      milestone[0],
      vehicleId,
      isoDateTime(milestone[1] + random.int(1, 50) * 60_000),
      ok ? 1 : 0,
      ok ? null : random.pick(['Tempo limite excedido na comunicação', 'Campo obrigatório ausente', 'Chassi não encontrado no sistema de destino']),
      dealer.state.regiao,
    ]);

    for (const event of events) {
      buffer.add('vehicle_status_events', [
        next(counters, 'vehicle_status_events'),
        vehicleId,
        event.status,
        event.descricao,
        event.place.local,
        event.place.cidade,
        event.place.uf,
        isoDateTime(event.at),
      ]);
    }
    for (const period of statusPeriods(events)) {
      buffer.add('vehicle_status_periods', [
        vehicleId,
        isoDateTime(period.from),
        period.to === undefined ? null : isoDateTime(period.to),
        period.status,
        dealer.state.regiao,
      ]);
    }
    const position = currentPosition(random, timeline, now, plantPlace, dealer.place);
    const versao = random.pick(model.versoes);
    const priceCents = Math.round(model.preco * (1 + model.versoes.indexOf(versao) * 0.08)) * 100;
    buffer.add('vehicles', [
      vehicleId,
      chassi,
      reverse(chassi),
      model.codigo,
      model.nome,
      versao,
      random.weighted(colours, colourWeights),
      modelYear,
      last.status,
      plant.codigo,
      order.id,
      vehicleId,
      order.numero,
      numeroNf,
      numeroNf && '1',
      chaveNfe,
      isoDate(order.orderedAt),
      milestones.invoiced !== undefined ? isoDate(milestones.invoiced) : null,
      dealer.id,
      dealer.nome,
      dealer.cnpj,
      dealer.codigo,
      dealer.state.regiao,
      regionName(dealer.state.regiao),
      dealer.state.uf,
      dealer.city.nome,
      order.salesType.codigo,
      order.salesType.nome,
      carrierId,
      carrierId !== null ? route.carrierName : null,
      priceCents,
      isoDateTime(statusSince),
      last.status === STATUS.bloqueado ? 1 : 0,
      YARD.has(last.status) ? 1 : 0,
      receipt?.id ?? null,
      receipt?.status ?? null,
      position.lat,
      position.lng,
      isoDateTime(last.at),
    ]);
    // Full batches are written as they come: few rows wait in memory (flat at 1,000,000 vehicles).
    if (vehicleId % 250 === 0) await buffer.writeFullBatches();
    if (vehicleId % 5000 === 0) options.onProgress?.(vehicleId);
  }
  await buffer.flush();
  return buffer.counts;
}

/** Seeded rows carry explicit ids; move PostgreSQL's identity sequences past them. */
async function resetSequences(database: AppDatabase, summary: SeedSummary): Promise<void> {
  const withIds: SeedTable[] = [
    'dealers',
    'carriers',
    'transport_routes',
    'orders',
    'vehicles',
    'vehicle_status_events',
    'shipments',
    'receipts',
    'checklist_templates',
    'checklist_template_items',
    'checklists',
    'checklist_answers',
    'checklist_attachments',
    'returns',
    'claims',
    'kpi_exclusions',
    'kpi_exclusion_events',
    'transport_delays',
    'transport_delay_events',
    'integration_events',
    'app_usage_events',
  ];
  for (const table of withIds) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST(${summary[table] ?? 0}, 1), ${(summary[table] ?? 0) > 0})`.execute(database.db);
  }
}
