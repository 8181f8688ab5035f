import type { FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';

/** Answers below this many bytes go out as they are: compressing them costs more time than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Wraps a plugin so that the routes it adds answer compressed (brotli or gzip, as Accept-Encoding allows) above 1 KB.
 * Used for the API only, in a context of its own: @fastify/compress hooks every route added after it and would also
 * compress on the fly the SPA's files that the build left without a .br/.gz variant, and a type filter cannot prevent
 * that (its list only adds to the types mime-db calls compressible). In practice this compresses JSON answers;
 * PDFs and XLSX files are compressed formats and are left alone.
 */
export function withCompression<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async function compressedScope(scope, options) {
    await scope.register(compress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Request bodies stay as they were: nothing the SPA sends is compressed, and inflating uploads would only open
      // the door to decompression bombs.
      globalDecompression: false,
    });
    await scope.register(plugin, options);
  };
}
