import type { LightMyRequestResponse } from 'fastify';
import { errorCatalogue } from '../../../src/server/errors.ts';

/** Words that betray an English (library default) message once the field name and quoted values are removed. */
const english =
  /\b(the|must|should|have|has|is|are|was|not|invalid|required|expected|unexpected|error|failed|cannot|unable|property|allowed|match|string|integer|object|array|undefined|request|payload|body|type|found|missing)\b/i;
const portuguese = /[ãõçéêáíóú]|\b(o|a|de|do|da|deve|campo|não|é|um|uma)\b/i;

/** Why a 4xx answer is not the catalogue's pt-BR error body (undefined when it is). */
export function errorBodyProblem(response: LightMyRequestResponse): string | undefined {
  let body: { statusCode?: unknown; code?: unknown; message?: unknown; field?: unknown };
  try {
    body = response.json();
  } catch {
    return 'a resposta de erro não é JSON';
  }
  if (body.statusCode !== response.statusCode) return `statusCode ${String(body.statusCode)} no corpo difere do HTTP ${response.statusCode}`;
  if (typeof body.code !== 'string' || !(body.code in errorCatalogue)) return `código fora do catálogo: ${String(body.code)}`;
  if (typeof body.message !== 'string' || body.message === '') return 'mensagem vazia';
  let prose = body.message.replace(/"[^"]*"|'[^']*'|«[^»]*»/g, ' ');
  if (typeof body.field === 'string') prose = prose.split(body.field).join(' ');
  prose = prose.replace(/\b(?:body|query|params)(?:[./][\w.\-/]+)?/g, ' ').replace(/:[^.]*\./, ' ');
  if (english.test(prose) || !portuguese.test(prose)) return `mensagem fora do pt-BR: ${body.message}`;
  return undefined;
}

/** Why the error does not name the broken field (the field reported must be the broken one or one of its parents). */
export function fieldProblem(response: LightMyRequestResponse, expected: string): string | undefined {
  const body = response.json<{ field?: string; message: string }>();
  if (typeof body.field !== 'string') return `o erro não indica o campo (esperado ${expected})`;
  const related = expected === body.field || expected.startsWith(`${body.field}.`) || body.field.startsWith(`${expected}.`);
  if (!related) return `o erro indica ${body.field}, mas o campo quebrado é ${expected}`;
  if (!body.message.includes(body.field)) return `a mensagem não cita o campo ${body.field}: ${body.message}`;
  return undefined;
}
