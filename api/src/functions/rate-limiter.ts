/**
 * Counts requests per key (a function and a caller's address) in a sliding window. Kept in
 * memory: enough for one server; the map is pruned so it cannot grow without bound.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Records a request; returns the seconds to wait when it is over the limit, else 0. */
  take(key: string, limit: { max: number; windowMs: number }): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < limit.windowMs);
    if (recent.length >= limit.max) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + limit.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return 0;
  }
}
