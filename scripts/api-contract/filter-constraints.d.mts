/** A schema of the OpenAPI document as the server's Ajv runs it: documented date bounds (x-formatMinimum/x-formatMaximum) back as formatMinimum/formatMaximum, without the pattern restating them. */
export function asServerValidates<Schema>(schema: Schema): Schema;
/** `form` narrowed by every constraint of `documented` (both JSON Schemas of one filter value; the API's as the document states it). */
export function mergeConstraints(form: Record<string, unknown>, documented: Record<string, unknown> | undefined): Record<string, unknown>;
/** The page with its list filter form narrowed by the API's filter declarations and its row-action forms by their request bodies. */
export function withApiConstraints<Page>(page: Page, openapi: unknown): Page;
/** The filter forms of a page and the list source each one feeds. */
export function filterFormsOf(page: unknown): { filters: Record<string, any>; pointer: string; source: { method: string; path: string; paging?: 'body' } }[];
