/**
 * Answers are compressed when the browser accepts it, brotli before gzip: JSON, HTML and text of 1 kB or
 * more as they are sent (brotli at quality 4: most of the gain of the top levels for a fraction of the
 * time), the SPA's built files from the copies the build compressed once (spa.ts, `preCompressed`).
 * xlsx files are zip archives already and are sent as they are. A reverse proxy need not compress.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
