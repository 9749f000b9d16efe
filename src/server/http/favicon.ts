/**
 * The app's icon (public/favicon.svg, which the SPA's build also serves as /favicon.svg), for the
 * addresses a browser asks without being told: /favicon.ico on any page that names no icon, and the
 * identity provider's login page, whose own resources live under /auth.
 */
import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';

const icon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url));

/** Answers with the icon, cached for a day (it changes with a release, not per user). */
export function sendFavicon(reply: FastifyReply): FastifyReply {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon);
}
