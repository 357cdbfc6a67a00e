import { constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How dynamic answers are compressed: by @fastify/compress on the fly, and once per version
 * for the functions' versioned answers. Small answers are not worth it; brotli's quality 4
 * is fast enough to run per request.
 */
export const compression = {
  threshold: 1024,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;
