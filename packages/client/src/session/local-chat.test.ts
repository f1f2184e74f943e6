import { afterEach, describe, expect, it } from "vitest";
import { messageCacheKey } from "../messages/message-cache.js";
import { seqKey } from "../realtime/seq-store.js";
import { forgetLocalChat } from "./local-chat.js";

describe("forgetting a user's chat in this browser", () => {
  afterEach(() => localStorage.clear());

  it("removes the user's message caches and seq from the browser's localStorage, and nothing else", () => {
    localStorage.setItem(messageCacheKey(7, 2), '[{"msg":"secret"}]');
    localStorage.setItem(messageCacheKey(7, 30), "[]");
    localStorage.setItem(seqKey(7), "12");
    localStorage.setItem(messageCacheKey(70, 2), "[]");
    localStorage.setItem("languageList", "[]");
    forgetLocalChat(localStorage, 7);
    expect(Object.keys(localStorage).sort()).toEqual([messageCacheKey(70, 2), "languageList"]);
  });

  it("leaves storage that cannot be listed or refuses alone, without throwing", () => {
    const plain = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    expect(() => forgetLocalChat(plain, 7)).not.toThrow();
    const refusing = { ...plain, length: 1, key: () => { throw new Error("SecurityError"); } };
    expect(() => forgetLocalChat(refusing, 7)).not.toThrow();
  });
});
