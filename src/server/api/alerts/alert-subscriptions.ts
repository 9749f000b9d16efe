/**
 * Each user's alert subscriptions: the regions, carriers and types they want alerts of. An empty
 * list means all, so a user who never chose sees every alert their permissions allow.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import type { AlertSubscriptions, SubscriptionsInput } from './alert.schema.ts';

const none: AlertSubscriptions = { regioes: [], transportadoras: [], tipos: [] };

export async function subscriptionsOf(db: Kysely<Database>, user: AuthenticatedUser): Promise<AlertSubscriptions> {
  const row = await db.selectFrom('alert_subscriptions').selectAll().where('usuario', '=', user.id).executeTakeFirst();
  if (!row) return none;
  return { regioes: JSON.parse(row.regioes), transportadoras: JSON.parse(row.transportadoras), tipos: JSON.parse(row.tipos) };
}

/** 400 naming `field` when one of `codes` is not in `known`. */
function refuseUnknown(codes: readonly string[], known: readonly string[], field: string, what: { one: string; many: string }): void {
  const unknown = codes.filter((each) => !known.includes(each));
  if (unknown.length === 0) return;
  throw new AppError('VALIDATION', {
    field,
    message: `${unknown.length === 1 ? what.one : what.many}: ${unknown.map((code) => `"${code}"`).join(', ')} (${field}).`,
    details: { desconhecidos: unknown },
  });
}

/** Replaces the user's subscriptions, after checking every region and carrier code against the database. */
export async function saveSubscriptions(db: Kysely<Database>, user: AuthenticatedUser, input: SubscriptionsInput): Promise<AlertSubscriptions> {
  const subscriptions: AlertSubscriptions = { regioes: input.regioes, transportadoras: input.transportadoras, tipos: input.tipos ?? [] };
  const [regions, carriers] = await Promise.all([
    subscriptions.regioes.length === 0 ? [] : db.selectFrom('regions').select('codigo').where('codigo', 'in', subscriptions.regioes).execute(),
    subscriptions.transportadoras.length === 0 ? [] : db.selectFrom('carriers').select('codigo').where('codigo', 'in', subscriptions.transportadoras).execute(),
  ]);
  refuseUnknown(
    subscriptions.regioes,
    regions.map((row) => row.codigo),
    'body.regioes',
    { one: 'Região não cadastrada', many: 'Regiões não cadastradas' },
  );
  refuseUnknown(
    subscriptions.transportadoras,
    carriers.map((row) => row.codigo),
    'body.transportadoras',
    { one: 'Transportadora não cadastrada', many: 'Transportadoras não cadastradas' },
  );
  const row = {
    regioes: JSON.stringify(subscriptions.regioes),
    transportadoras: JSON.stringify(subscriptions.transportadoras),
    tipos: JSON.stringify(subscriptions.tipos),
    atualizado_em: new Date().toISOString(),
  };
  await db
    .insertInto('alert_subscriptions')
    .values({ usuario: user.id, ...row })
    .onConflict((conflict) => conflict.column('usuario').doUpdateSet(row))
    .execute();
  return subscriptions;
}
