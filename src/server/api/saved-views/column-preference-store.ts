/** Each user's column choice per list page (order, hidden columns, widths), audited like the views (recurso `saved-views`). */
import type { Kysely } from 'kysely';
import type { ColumnPreferences } from '../../../shared/api/saved-view.schema.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import { SAVED_VIEWS_RESOURCE } from './saved-view-store.ts';

/** The user's choice for page `pagina`, null when they never made one (the manifest's columns). */
export async function readColumnChoice(db: Kysely<Database>, user: AuthenticatedUser, pagina: string): Promise<ColumnPreferences | null> {
  const row = await db.selectFrom('column_preferences').select('colunas').where('usuario_id', '=', user.id).where('pagina', '=', pagina).executeTakeFirst();
  // Written by writeColumnChoice from a body the route's schema accepted.
  return row ? (JSON.parse(row.colunas) as ColumnPreferences) : null;
}

/** Keeps `colunas` as the user's choice for page `pagina`; null forgets it ("Restaurar padrão"). */
export async function writeColumnChoice(db: Kysely<Database>, user: AuthenticatedUser, pagina: string, colunas: ColumnPreferences | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (colunas === null) {
      await trx.deleteFrom('column_preferences').where('usuario_id', '=', user.id).where('pagina', '=', pagina).execute();
    } else {
      const values = { colunas: JSON.stringify(colunas), atualizado_em: new Date().toISOString() };
      await trx
        .insertInto('column_preferences')
        .values({ usuario_id: user.id, pagina, ...values })
        .onConflict((conflict) => conflict.columns(['usuario_id', 'pagina']).doUpdateSet(values))
        .execute();
    }
    await recordAudit(trx, user, {
      recurso: SAVED_VIEWS_RESOURCE,
      acao: colunas ? 'salvar-colunas' : 'restaurar-colunas',
      registro: pagina,
      detalhes: { pagina, colunas },
    });
  });
}
