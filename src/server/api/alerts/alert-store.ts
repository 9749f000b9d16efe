/**
 * The alerts a user sees and what they read. A user sees an alert when they hold its resource (any
 * scope) and it matches their subscriptions (alert-subscriptions.ts): of a chosen region, carrier
 * and type, an alert without region or carrier passing those two. Everything is counted from the
 * database on each request, so every instance answers the same.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import type { AlertSubscriptions } from './alert.schema.ts';

type AlertsBuilder = ExpressionBuilder<Database, 'alerts'>;

/** The WHERE of the alerts `user` sees under `subscriptions`. */
function visibleTo(user: AuthenticatedUser, subscriptions: AlertSubscriptions) {
  const resources = [...new Set(user.permissions.map((entry) => entry.rsname))];
  return (eb: AlertsBuilder) => {
    if (resources.length === 0) return sql<boolean>`1 = 0`;
    const conditions = [eb('alerts.recurso', 'in', resources)];
    if (subscriptions.regioes.length > 0)
      conditions.push(eb.or([eb('alerts.regiao_codigo', 'is', null), eb('alerts.regiao_codigo', 'in', subscriptions.regioes)]));
    if (subscriptions.transportadoras.length > 0)
      conditions.push(eb.or([eb('alerts.transportadora', 'is', null), eb('alerts.transportadora', 'in', subscriptions.transportadoras)]));
    if (subscriptions.tipos.length > 0) conditions.push(eb('alerts.tipo', 'in', subscriptions.tipos));
    return eb.and(conditions);
  };
}

const unreadBy = (user: AuthenticatedUser) => (eb: AlertsBuilder) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('alert_reads')
        .select(sql`1`.as('lido'))
        .whereRef('alert_reads.alert_id', '=', 'alerts.id')
        .where('alert_reads.usuario', '=', user.id),
    ),
  );

export async function unreadCount(db: Kysely<Database>, user: AuthenticatedUser, subscriptions: AlertSubscriptions): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(visibleTo(user, subscriptions))
    .where(unreadBy(user))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A page of the alerts `user` sees, newest first, each saying whether they read it. */
export async function alertPage(
  db: Kysely<Database>,
  user: AuthenticatedUser,
  subscriptions: AlertSubscriptions,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('alerts')
      .leftJoin('alert_reads', (join) => join.onRef('alert_reads.alert_id', '=', 'alerts.id').on('alert_reads.usuario', '=', user.id))
      .select([
        'alerts.id as id',
        'alerts.tipo as tipo',
        'alerts.titulo as titulo',
        'alerts.texto as texto',
        'alerts.link as link',
        'alerts.regiao_codigo as regiaoCodigo',
        'alerts.transportadora as transportadora',
        'alerts.criado_em as criadoEm',
        'alert_reads.lido_em as lidoEm',
      ])
      .where(visibleTo(user, subscriptions))
      // Ids grow with time on both dialects: the order needs no sort on the text timestamp.
      .orderBy('alerts.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll().as('total'))
      .where(visibleTo(user, subscriptions))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(({ lidoEm, ...alert }) => ({ ...alert, lido: lidoEm !== null }));
  return { items, page, pageSize, total: Number(counted.total) };
}

/**
 * Marks as read the alerts of `ids` the user sees (others are ignored: an id they may not see tells
 * them nothing), or every alert they see when `ids` is omitted; one statement, so all or nothing.
 * A read already there stays as it was. Returns how many were newly read.
 */
export async function markRead(db: Kysely<Database>, user: AuthenticatedUser, subscriptions: AlertSubscriptions, ids?: readonly number[]): Promise<number> {
  const lidoEm = new Date().toISOString();
  const result = await db
    .insertInto('alert_reads')
    .columns(['usuario', 'alert_id', 'lido_em'])
    .expression((eb) => {
      const unread = eb
        .selectFrom('alerts')
        // Typed casts: PostgreSQL cannot tell a bare parameter's type in a select list.
        .select([sql<string>`cast(${user.id} as text)`.as('usuario'), 'alerts.id as alert_id', sql<string>`cast(${lidoEm} as text)`.as('lido_em')])
        .where(visibleTo(user, subscriptions))
        .where(unreadBy(user));
      return ids ? unread.where('alerts.id', 'in', ids) : unread;
    })
    .onConflict((conflict) => conflict.columns(['usuario', 'alert_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
