import type { KeyValueStorage } from "../contract.js";

/** A Map-backed KeyValueStorage (enumerable like localStorage); `entries` lets tests look inside. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string>; readonly length: number } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}
