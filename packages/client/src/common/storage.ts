/** Small synchronous key-value storage (localStorage in browsers, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The key at `index` and the number of keys (localStorage has both): lets a user's copies be found and removed. */
  key?(index: number): string | null;
  readonly length?: number;
}
