/** `form` narrowed by every constraint of `api` (both JSON Schemas of one filter value). */
export function mergeConstraints(form: Record<string, unknown>, api: Record<string, unknown> | undefined): Record<string, unknown>;
/** The page with its list filter form narrowed by the API's filter declarations and its row-action forms by their request bodies. */
export function withApiConstraints<Page>(page: Page, openapi: unknown): Page;
/** The filter forms of a page and the list source each one feeds. */
export function filterFormsOf(page: unknown): { filters: Record<string, any>; pointer: string; source: { method: string; path: string; paging?: 'body' } }[];
