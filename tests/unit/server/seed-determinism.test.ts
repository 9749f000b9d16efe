import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import { rebuildStatusPeriodStatements } from '../../../src/server/db/status-periods.ts';
import { isValidCnpj, isValidNfeKey, vinCheckDigit } from '../../../src/server/db/seed/identifiers.ts';

async function seeded(seed: number) {
  const database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db);
  const summary = await seedDatabase(database, { vehicles: 400, seed, referenceDate: '2025-05-26' });
  const vehicles = await database.db.selectFrom('vehicles').selectAll().orderBy('id').execute();
  const events = await database.db.selectFrom('vehicle_status_events').selectAll().orderBy('id').execute();
  await database.destroy();
  const digest = createHash('sha256')
    .update(JSON.stringify([vehicles, events]))
    .digest('hex');
  return { summary, vehicles, events, digest };
}

describe('seed generator', () => {
  it('is deterministic: same seed, same data; another seed, other data', async () => {
    const [a, b, c] = await Promise.all([seeded(11), seeded(11), seeded(12)]);
    expect(a.digest).toBe(b.digest);
    expect(a.summary).toEqual(b.summary);
    expect(c.digest).not.toBe(a.digest);
  });

  it('writes valid identifiers, 8-15 events per vehicle and coordinates inside Brazil', async () => {
    const { vehicles, events } = await seeded(3);
    for (const v of vehicles) {
      expect(v.chassi).toMatch(/^(9BD|9BW|9BG|93H|9BR|93Y)[A-HJ-NPR-Z0-9]{14}$/);
      expect(v.chassi[8]).toBe(vinCheckDigit(v.chassi));
      expect(isValidCnpj(v.concessionaria_cnpj)).toBe(true);
      if (v.chave_nfe) expect(isValidNfeKey(v.chave_nfe)).toBe(true);
      expect(v.latitude).toBeGreaterThan(-34);
      expect(v.latitude).toBeLessThan(5.5);
      expect(v.longitude).toBeGreaterThan(-74);
      expect(v.longitude).toBeLessThan(-34);
    }
    const perVehicle = new Map<number, number>();
    for (const e of events) perVehicle.set(e.vehicle_id, (perVehicle.get(e.vehicle_id) ?? 0) + 1);
    expect(Math.min(...perVehicle.values())).toBeGreaterThanOrEqual(8);
    expect(Math.max(...perVehicle.values())).toBeLessThanOrEqual(15);
    expect(new Set(vehicles.map((v) => v.status)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('seeded status periods', () => {
  it('are the periods the migration derives from the stored events', async () => {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    await seedDatabase(database, { vehicles: 300, seed: 5, referenceDate: '2025-05-26' });
    const periods = () => database.db.selectFrom('vehicle_status_periods').selectAll().orderBy('vehicle_id').orderBy('inicio').execute();
    const seeded = await periods();
    for (const statement of rebuildStatusPeriodStatements()) await sql.raw(statement).execute(database.db);
    const derived = await periods();
    await database.destroy();
    expect(seeded.length).toBeGreaterThan(300);
    expect(seeded).toEqual(derived);
  });
});
