import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compression } from '../compression';
import { etagOf, matchesIfNoneMatch } from '../entity-tags';

/**
 * The answer of a read-only function that stays the same while its version does: the version
 * names everything the answer depends on (for the catalogue functions, the catalogue's
 * content and the body asked).
 */
export class VersionedAnswer<Answer> {
  constructor(
    readonly version: string,
    readonly answer: Answer,
  ) {}
}

const encoders = {
  br: (json: Buffer) => brotliCompressSync(json, compression.brotliOptions),
  gzip: (json: Buffer) => gzipSync(json),
  identity: (json: Buffer) => json,
};
type Encoding = keyof typeof encoders;

/** Encodings made once per version, by preference; others are left to @fastify/compress. */
const preparedEncodings: Encoding[] = ['br', 'gzip', 'identity'];

interface PreparedAnswer {
  version: string;
  etag: string;
  json: Buffer;
  bodies: Map<Encoding, Buffer>;
}

/**
 * Sends one function's versioned answers. Each answer carries its version as a weak ETag and
 * `Cache-Control: no-cache`; a caller whose If-None-Match names it gets 304 with no body. This
 * is our own convention for the read-only catalogue functions: they are POST, as supabase-js
 * calls them, and HTTP's rules for a failed If-None-Match on POST (412) do not fit a read.
 *
 * The answer's bytes are made once per version: checked by `serialize` (the route's response
 * schema, which throws on an answer that breaks it, so such an answer is never stored nor
 * sent), then compressed once per encoding on first demand. Only the latest version is kept.
 */
export class VersionedReplies {
  private latest: PreparedAnswer | undefined;

  constructor(private readonly serialize: (answer: unknown) => string) {}

  send(request: FastifyRequest, reply: FastifyReply, answer: VersionedAnswer<unknown>): FastifyReply {
    const latest = this.latest?.version === answer.version ? this.latest : undefined;
    const etag = latest?.etag ?? etagOf(answer.version);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return this.revalidationHeaders(reply, etag).code(304).send();
    }
    const prepared = latest ?? this.prepare(answer, etag);
    const encoding =
      prepared.json.length < compression.threshold
        ? 'identity'
        : (negotiate(request.headers['accept-encoding'] ?? '', preparedEncodings) ?? 'identity');
    let body = prepared.bodies.get(encoding);
    if (!body) {
      body = encoders[encoding](prepared.json);
      prepared.bodies.set(encoding, body);
    }
    this.revalidationHeaders(reply, etag).header('Content-Type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  }

  private prepare(answer: VersionedAnswer<unknown>, etag: string): PreparedAnswer {
    const json = Buffer.from(this.serialize(answer.answer));
    this.latest = { version: answer.version, etag, json, bodies: new Map() };
    return this.latest;
  }

  private revalidationHeaders(reply: FastifyReply, etag: string): FastifyReply {
    const vary = reply.getHeader('Vary');
    return reply.headers({
      ETag: etag,
      'Cache-Control': 'no-cache',
      Vary: vary ? `${String(vary)}, accept-encoding` : 'accept-encoding',
    });
  }
}
