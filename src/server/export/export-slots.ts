import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Exports one user may have in progress at a time, in this server process. Each reads and writes
 * every matching row (up to 1,000,000) for as long as the download lasts: a user starting many
 * would take the server's time from everyone else, and two cover a second tab or window.
 */
export const MAX_EXPORTS_PER_USER = 2;

const running = new Map<string, number>();

/**
 * Takes one of the user's export slots for this reply, or refuses (429) when they are all taken.
 * The slot is given back when the response closes: sent in full, failed (before or while
 * streaming), or cut off by the client.
 */
export function takeExportSlot(userId: string, reply: FastifyReply): void {
  // Already cut off by the client: nothing will be sent, and no close event would give the slot back.
  if (reply.raw.closed) return;
  const taken = running.get(userId) ?? 0;
  if (taken >= MAX_EXPORTS_PER_USER) {
    throw new AppError('TOO_MANY_REQUESTS', { message: `Você já tem ${MAX_EXPORTS_PER_USER} exportações em andamento; aguarde uma terminar.` });
  }
  running.set(userId, taken + 1);
  reply.raw.once('close', () => {
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  });
}
