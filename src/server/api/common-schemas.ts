import { errorBodySchema } from '../errors.ts';

/** The shared error body, referenced from every route's documented error responses. */
export const errorRef = { $ref: 'ErrorBody#' } as const;

export const errorResponses = {
  400: errorRef,
  404: errorRef,
} as const;

export { errorBodySchema };
