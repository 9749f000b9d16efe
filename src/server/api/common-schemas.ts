export { errorBodySchema, errorRef, errorResponses } from '../errors.ts';

/** Response fields naming a vehicle: its chassi (VIN) and model name. */
export const vehicleNameProperties = { chassi: { type: 'string' }, modelo: { type: 'string' } } as const;

/** Response fields of the order item a vehicle fulfils. */
export const orderItemKeyProperties = { orderId: { type: 'integer' }, orderItemId: { type: 'integer' } } as const;

/** An item of a lookup: a code and the name the app shows for it (plants, sales types, reasons…). */
export const codeName = {
  type: 'object',
  additionalProperties: false,
  required: ['codigo', 'nome'],
  properties: { codigo: { type: 'string' }, nome: { type: 'string' } },
} as const;

/** Response fields of a point on the map, in decimal degrees. */
export const coordinateProperties = { latitude: { type: 'number' }, longitude: { type: 'number' } } as const;

/** The names of a response fragment's properties, for `required` where every one is always present. */
export function keysOf<Properties extends object>(properties: Properties): (keyof Properties & string)[] {
  return Object.keys(properties) as (keyof Properties & string)[];
}

/**
 * The `ids` of a bulk write (justify delays, mark messages handled): each record once, at most 500 per
 * request, so one transaction stays short; the write is all or nothing.
 */
export function bulkIds<Title extends string, Description extends string>(title: Title, description: Description) {
  return { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 }, title, description } as const;
}
