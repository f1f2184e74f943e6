import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { followUnreadTitle, titleWithUnread } from "./unread-title.js";

describe("the tab title's unread count", () => {
  it("prefixes the total, replaces an older count and clears at zero", () => {
    expect(titleWithUnread("Chat", 3)).toBe("(3) Chat");
    expect(titleWithUnread("(3) Chat", 4)).toBe("(4) Chat");
    expect(titleWithUnread("(4) Chat", 0)).toBe("Chat");
    expect(titleWithUnread("Chat", 250)).toBe("(99+) Chat");
    expect(titleWithUnread("(99+) Chat", 1)).toBe("(1) Chat");
  });

  it("follows the unread total until stopped", () => {
    const doc = { title: "Chat" };
    const $unread = atom(0);
    const stop = followUnreadTitle(doc, $unread);
    expect(doc.title).toBe("Chat");
    $unread.set(2);
    expect(doc.title).toBe("(2) Chat");
    $unread.set(0);
    expect(doc.title).toBe("Chat");
    stop();
    $unread.set(5);
    expect(doc.title).toBe("Chat");
  });
});
