/**
 * A list answer of 400 about one filter (`field: body.filters.<name>…`, a pt-BR message naming
 * that path) as an error under that field of the form: the table stays, and the message speaks of
 * the field the user sees, not of the request's JSON.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { HttpError } from '../../api/http-error.ts';
import type { PreparedFilterForm } from './prepare-filter-form.ts';

const filterPath = /^body\.filters\.([^.]+)/;

/** RJSF `extraErrors` for the form field the error concerns, or undefined when it is not about a shown field. */
export function filterFieldError(error: unknown, prepared: PreparedFilterForm | undefined): ErrorSchema | undefined {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.field || !prepared) return undefined;
  const field = filterPath.exec(error.field)?.[1];
  if (!field || !prepared.fields.includes(field)) return undefined;
  // "O campo body.filters.chassi deve ter…" -> "Deve ter…": the field's label is right above it.
  const rest = error.message.replace(/^O campo \S+ /, '');
  const message = rest === error.message ? error.message : rest.charAt(0).toUpperCase() + rest.slice(1);
  return { [field]: { __errors: [message] } } as ErrorSchema;
}
