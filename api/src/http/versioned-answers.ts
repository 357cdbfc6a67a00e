import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody, varyOnEncoding } from './compression';
import { etagOf, matchesIfNoneMatch } from './entity-tags';

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

interface PreparedAnswer {
  version: string;
  etag: string;
  body: EncodedBody;
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
    this.revalidationHeaders(reply, etag).header('Content-Type', 'application/json; charset=utf-8');
    return reply.send(prepared.body.for(request, reply));
  }

  private prepare(answer: VersionedAnswer<unknown>, etag: string): PreparedAnswer {
    const body = new EncodedBody(Buffer.from(this.serialize(answer.answer)));
    this.latest = { version: answer.version, etag, body };
    return this.latest;
  }

  private revalidationHeaders(reply: FastifyReply, etag: string): FastifyReply {
    return varyOnEncoding(reply.headers({ ETag: etag, 'Cache-Control': 'no-cache' }));
  }
}
