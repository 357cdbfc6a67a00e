import { createHash } from 'node:crypto';

/**
 * A weak entity tag naming one version of an answer. Weak, because the same answer is sent
 * brotli-, gzip- or not compressed.
 */
export const etagOf = (version: string) =>
  `W/"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;

/** If-None-Match's weak comparison (RFC 9110, 13.1.2): `*`, or a list of entity tags. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
