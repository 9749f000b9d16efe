/**
 * The states each vehicle went through, as periods (`vehicle_status_periods`): a run of status
 * events with the same status is one period, from its first event (`inicio`) to the next event
 * with another status (`fim`, null while current), with the vehicle's region. The aging dashboard
 * reads the state at the end of any period from them (rollups/stock-age-rollup.ts), so a past month
 * shows what was in the yard then, not today's states. Derived from the events: rebuilt in bulk
 * (migration, seed) and kept current by triggers on new events (appended in time order) and on a
 * vehicle changing region.
 */
import type { DialectName } from './database.ts';

export function rebuildStatusPeriodStatements(): string[] {
  return [
    'DELETE FROM vehicle_status_periods',
    `INSERT INTO vehicle_status_periods (vehicle_id, status, regiao_codigo, inicio, fim)
      SELECT r.vehicle_id, r.status, v.regiao_codigo, r.data_evento,
        lead(r.data_evento) OVER (PARTITION BY r.vehicle_id ORDER BY r.data_evento, r.id)
      FROM (
        SELECT e.id, e.vehicle_id, e.status, e.data_evento,
          lag(e.status) OVER (PARTITION BY e.vehicle_id ORDER BY e.data_evento, e.id) AS anterior
        FROM vehicle_status_events e
      ) r INNER JOIN vehicles v ON v.id = r.vehicle_id
      WHERE r.anterior IS NULL OR r.anterior <> r.status`,
  ];
}

/** A new event: unless it continues the vehicle's current period, that one ends and a new one begins. */
const NEW_EVENT_CONTINUES = `EXISTS (SELECT 1 FROM vehicle_status_periods p WHERE p.vehicle_id = NEW.vehicle_id AND p.fim IS NULL AND p.status = NEW.status)`;
const NEW_EVENT_STEPS = [
  'UPDATE vehicle_status_periods SET fim = NEW.data_evento WHERE vehicle_id = NEW.vehicle_id AND fim IS NULL',
  `INSERT INTO vehicle_status_periods (vehicle_id, status, regiao_codigo, inicio, fim)
    SELECT NEW.vehicle_id, NEW.status, v.regiao_codigo, NEW.data_evento, NULL FROM vehicles v WHERE v.id = NEW.vehicle_id`,
];
const REGION_STEP = 'UPDATE vehicle_status_periods SET regiao_codigo = NEW.regiao_codigo WHERE vehicle_id = NEW.id';

export function createStatusPeriodTriggerStatements(dialect: DialectName): string[] {
  if (dialect === 'postgres') {
    return [
      `CREATE OR REPLACE FUNCTION vehicle_status_periods_event() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF NOT ${NEW_EVENT_CONTINUES} THEN ${NEW_EVENT_STEPS.join('; ')}; END IF;
        RETURN NULL;
      END $body$`,
      'CREATE TRIGGER vehicle_status_periods_event AFTER INSERT ON vehicle_status_events FOR EACH ROW EXECUTE FUNCTION vehicle_status_periods_event()',
      `CREATE OR REPLACE FUNCTION vehicle_status_periods_region() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN ${REGION_STEP}; RETURN NULL; END $body$`,
      'CREATE TRIGGER vehicle_status_periods_region AFTER UPDATE OF regiao_codigo ON vehicles FOR EACH ROW EXECUTE FUNCTION vehicle_status_periods_region()',
    ];
  }
  return [
    `CREATE TRIGGER vehicle_status_periods_event AFTER INSERT ON vehicle_status_events WHEN NOT ${NEW_EVENT_CONTINUES}
      BEGIN ${NEW_EVENT_STEPS.map((step) => `${step};`).join(' ')} END`,
    `CREATE TRIGGER vehicle_status_periods_region AFTER UPDATE OF regiao_codigo ON vehicles BEGIN ${REGION_STEP}; END`,
  ];
}

export function dropStatusPeriodTriggerStatements(dialect: DialectName): string[] {
  const names = ['vehicle_status_periods_event', 'vehicle_status_periods_region'];
  return dialect === 'postgres' ? names.map((name) => `DROP FUNCTION IF EXISTS ${name}() CASCADE`) : names.map((name) => `DROP TRIGGER IF EXISTS ${name}`);
}
