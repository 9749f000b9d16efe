// Writes a brotli (.br) and a gzip (.gz) copy beside every built script, style sheet and SVG of 1 kB or
// more, at the highest levels (once per build, not per request); the server sends the copy the browser
// accepts (@fastify/static `preCompressed`, src/server/http/spa.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(js|css|svg)$/;
const minimumBytes = 1024;

export function precompressPlugin() {
  return {
    name: 'vtlog-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const writes = Object.values(bundle).flatMap((file) => {
        if (!compressible.test(file.fileName)) return [];
        const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (content.length < minimumBytes) return [];
        const target = path.join(options.dir, file.fileName);
        return [
          brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }).then((br) => writeFile(`${target}.br`, br)),
          gzipped(content, { level: 9 }).then((gz) => writeFile(`${target}.gz`, gz)),
        ];
      });
      await Promise.all(writes);
    },
  };
}
