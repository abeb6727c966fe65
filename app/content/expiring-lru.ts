/**
 * A bounded cache of values that expire: at most `maxEntries` keys, the least recently used
 * dropped first, each entry gone once its time is up. A Map keeps insertion order, so moving a
 * key to the end on every read makes its first key the least recently used one.
 */
export class ExpiringLru<Value> {
  private readonly entries = new Map<string, { expires: number; value: Value }>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new Error('ExpiringLru: maxEntries must be a positive whole number');
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value while it lasts (and it becomes the most recently used), else undefined. */
  get(key: string, now = Date.now()): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { expires, value });
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** Removes the key; with `value`, only while the key still holds that value. */
  delete(key: string, value?: Value): void {
    if (value !== undefined && this.entries.get(key)?.value !== value) return;
    this.entries.delete(key);
  }

  /** Removes every key `matches` says yes to. */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
