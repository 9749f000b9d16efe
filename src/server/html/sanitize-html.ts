/**
 * Rich text written with the editor (delay justifications, help pages) is stored sanitized with
 * the shared policy (src/shared/rich-text-policy.ts): nothing stored can run a script. The work
 * runs on a worker thread (src/server/workers/rich-text-sanitizer.ts), since its cost grows with
 * the text; its length is bounded by the route's schema.
 */
import { AppError } from '../errors.ts';
import type { SanitizedRichText } from '../workers/rich-text-sanitizer.ts';
import { runInWorker } from '../workers/worker-pool.ts';

/** Time a text may take to sanitise: the 50,000 characters a help page may have take well under a second. */
const BUDGET_MS = 3_000;

/** The text as stored and whether it is blank; a 400 naming `field` when it nests too deep, a 422 past the budget. */
export function sanitizeRichText(html: string, field: string): Promise<SanitizedRichText> {
  const overBudget = () =>
    new AppError('UNPROCESSABLE', {
      field,
      message: `O campo ${field} levou mais de ${BUDGET_MS / 1000} s para ser verificado e foi recusado; nada foi gravado. Simplifique a formatação.`,
    });
  return runInWorker('sanitizeRichText', { html, field }, { budgetMs: BUDGET_MS, overBudget });
}
