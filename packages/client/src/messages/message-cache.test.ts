import { describe, expect, it } from "vitest";
import { createMessageCache, messageCacheKey } from "./message-cache.js";
import { demoMessage } from "../chat/testing/fixtures.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";

describe("the local message cache", () => {
  it("keeps the newest messages per user and conversation, each once", () => {
    const storage = createMemoryStorage();
    const cache = createMessageCache(storage, 7, 3);
    const messages = [1, 2, 3, 4].map((t) => demoMessage({ time: t }));
    cache.merge(2, messages.slice(0, 2));
    cache.merge(2, messages.slice(1));
    expect(cache.read(2).map((m) => m.time)).toEqual([2, 3, 4]);
    expect(createMessageCache(storage, 8).read(2)).toEqual([]);
    expect(storage.entries.has(messageCacheKey(7, 2))).toBe(true);
  });

  it("recalls and clears, and survives unreadable or full storage", () => {
    const storage = createMemoryStorage({ [messageCacheKey(7, 3)]: "{not json" });
    const cache = createMessageCache(storage, 7);
    expect(cache.read(3)).toEqual([]);
    const m = demoMessage();
    cache.merge(2, [m]);
    cache.recall(2, m.id);
    expect(cache.read(2)[0]).toMatchObject({ recalled: true, msg: "" });
    cache.clear(2);
    expect(cache.read(2)).toEqual([]);
    const full = createMessageCache({ ...storage, getItem: () => null, setItem: () => { throw new Error("quota"); } }, 7);
    expect(() => full.merge(2, [m])).not.toThrow();
  });
});
