/**
 * The operationId of an operation that does not name its own (`schema.operationId`), derived from
 * its method and path so it is stable for as long as they are: client generators name their
 * functions after it. The rule: the method in lower case, the path's fixed segments in PascalCase
 * (the `/api` every API path starts with left out), then its parameters as `By{Param}And{Param}`:
 * - `GET /api/vehicle/details/{id}/{secondId}` -> `getVehicleDetailsByIdAndSecondId`
 * - `POST /api/vehicle/list` -> `postVehicleList`
 * - `PUT /api/checklist-templates/{id}` -> `putChecklistTemplatesById`
 * Two routes this rule names alike are refused when the document is built (assertUniqueOperationIds).
 */

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/** `method` and Fastify's `url` (`/api/orders/:orderId/items`) -> `getOrdersItemsByOrderId`. */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  const path = segments[0] === 'api' ? segments.slice(1) : segments;
  const fixed = path.filter((segment) => !segment.startsWith(':')).map(pascal);
  const params = path.filter((segment) => segment.startsWith(':')).map((segment) => pascal(segment.slice(1)));
  return `${method.toLowerCase()}${fixed.join('')}${params.length > 0 ? `By${params.join('And')}` : ''}`;
}

/** Throws naming both operations when two share an operationId (the document would be ambiguous). */
export function assertUniqueOperationIds(paths: Record<string, Record<string, { operationId?: string }>>): void {
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const id = operation.operationId;
      if (id === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const other = seen.get(id);
      if (other !== undefined) throw new Error(`operationId "${id}" repetido em ${other} e ${where}: declare schema.operationId em uma das rotas.`);
      seen.set(id, where);
    }
  }
}
