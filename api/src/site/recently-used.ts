/** A map that keeps only its `limit` most recently used entries. */
export class RecentlyUsed<Key, Value> {
  private readonly entries = new Map<Key, Value>();

  constructor(private readonly limit: number) {}

  /** Whether a value is kept for `key`; asking does not make it more recently used. */
  has(key: Key): boolean {
    return this.entries.has(key);
  }

  /** The value kept for `key`, or the one `make` gives; either way it is now the most recently used. */
  use(key: Key, make: () => Value): Value {
    const value = this.entries.has(key) ? (this.entries.get(key) as Value) : make();
    // Most recently used last: the first key is the one to forget.
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as Key);
    return value;
  }

  /** Forgets `key`'s value if it is still `value`. */
  forget(key: Key, value: Value): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}
