import type { ErrorObject } from 'ajv';
import { apiValidationMessage } from '../../shared/validation-messages-pt-br.ts';

/** Ajv error -> the offending field (e.g. `body.filters.status`) and a pt-BR message. */
export function describeValidationError(error: ErrorObject, context: string): { field: string; message: string; unknownField: boolean } {
  const part = context === 'querystring' ? 'query' : context;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const field = [part, ...path].join('.');
  const message = apiValidationMessage(error, field);
  return { field, message, unknownField: error.keyword === 'additionalProperties' };
}
