import { brotliCompressSync, gzipSync } from 'node:zlib';
import { constants as zlib } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How dynamic answers are compressed: by @fastify/compress on the fly, and once per version
 * for the functions' versioned answers and the site's pages (`EncodedBody`). Small answers are
 * not worth it; brotli's quality 4 is fast enough to run per request.
 */
export const compression = {
  threshold: 1024,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;

const encoders = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, compression.brotliOptions),
  gzip: (bytes: Buffer) => gzipSync(bytes),
  identity: (bytes: Buffer) => bytes,
};
type Encoding = keyof typeof encoders;

/** Encodings made once per body, by preference; others are left to @fastify/compress. */
const preparedEncodings: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * One version of an answer's bytes, compressed once per encoding on first demand, for an
 * answer sent many times as it is.
 */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly bytes: Buffer) {}

  /**
   * The bytes in the encoding the request prefers, with their Content-Encoding on `reply`.
   * The reply, and a 304 in its place, also says `varyOnEncoding`.
   */
  for(request: FastifyRequest, reply: FastifyReply): Buffer {
    const encoding =
      this.bytes.length < compression.threshold
        ? 'identity'
        : (negotiate(request.headers['accept-encoding'] ?? '', preparedEncodings) ?? 'identity');
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoders[encoding](this.bytes);
      this.encoded.set(encoding, body);
    }
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return body;
  }
}

/** Tells caches that the reply's bytes depend on the encodings the request accepts. */
export function varyOnEncoding(reply: FastifyReply): FastifyReply {
  const vary = reply.getHeader('Vary');
  return reply.header('Vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}
