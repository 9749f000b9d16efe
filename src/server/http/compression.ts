/**
 * Answers are compressed when the client accepts it, brotli before gzip: JSON, HTML and text of 1 kB or
 * more, in one call once the answer is serialized. Answers up to 64 kB (a page of a list) are
 * compressed in place at the fastest level, as they hold up the request: 50 vehicles (36 kB of JSON)
 * take ~0.13 ms and become 4.5 kB (brotli 1), where handing them to zlib's thread pool and back alone
 * costs ~0.35 ms, and brotli 4 takes 0.4 ms for 4.0 kB. Larger answers go to the pool at brotli 4
 * (most of the gain of the top levels for a fraction of the time), so that the event loop is never
 * held for long. The SPA's built files come from the copies the build compressed once (spa.ts,
 * `preCompressed`); streamed answers (xlsx files, zip archives already) are sent as they are. A
 * reverse proxy need not compress.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, type BrotliOptions, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const threshold = 1024;
const inPlaceLimit = 64 * 1024;
const compressible = /^(application\/(json|problem\+json)|text\/)/;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = (body: Buffer, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const encoders = {
  br: (body: Buffer) => (body.length <= inPlaceLimit ? brotliCompressSync(body, brotliOptions(body, 1)) : brotliAsync(body, brotliOptions(body, 4))),
  gzip: (body: Buffer) => (body.length <= inPlaceLimit ? gzipSync(body, { level: 1 }) : gzipAsync(body)),
};
type Encoding = keyof typeof encoders;

/** The encoding to use for an Accept-Encoding header: br, else gzip, when listed without `q=0`. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding) || accepted.has('*'));
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !compressible.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (Buffer.byteLength(payload) < threshold || !encoding || request.method === 'HEAD') return payload;
  const compressed = await encoders[encoding](typeof payload === 'string' ? Buffer.from(payload) : payload);
  reply.header('content-encoding', encoding).header('content-length', compressed.length);
  return compressed;
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', compressAnswer);
}
