/**
 * The records a write names by id (one in the path, or up to 500 in a bulk body), in the order asked:
 * an id that does not exist is a 404 naming every missing one, before anything is written.
 */
import { AppError } from '../errors.ts';

/** How the 404 names the records, in pt-BR (gender and number agree with the noun). */
export interface MissingWords {
  /** The message when the one id of the request is missing: `Atraso 7 não encontrado.` */
  single: (id: number) => string;
  /** The start of the message when one of several is missing: `Atraso não encontrado`. */
  oneOfMany: string;
  /** …and when several are: `Atrasos não encontrados`. */
  manyOfMany: string;
  /** The key of `details` that lists the missing ids. */
  detailsKey: string;
}

/** `rows` (fetched by `ids`) in the order of `ids`; `field`: where the ids came from (`params.id`, `body.ids`). */
export function rowsOfIds<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[], field: string, words: MissingWords): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const message =
      ids.length === 1 ? words.single(missing[0]!) : `${missing.length === 1 ? words.oneOfMany : words.manyOfMany}: ${missing.join(', ')}; nada foi gravado.`;
    throw new AppError('NOT_FOUND', { message, field, details: { [words.detailsKey]: missing } });
  }
  return ids.map((id) => byId.get(id)!);
}
