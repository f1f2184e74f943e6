import { imAccountOf } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import type { Selectable } from "kysely";
import type { MessagesTable } from "../../db/schema-messaging.js";
import { outgoing } from "./deliver.js";

type MessageRow = Selectable<MessagesTable>;

const row = (over: Partial<MessageRow>): MessageRow => ({
  id: "0123456789abcdef0123456789abcdef", client_msg_id: "c-1", from_user_id: 3, to_user_id: 4, pair_key: "3:4", type: "txt", content: "", url: null,
  custom: null, ext: "{}", platform: "Web", created_at: 1, recalled_at: null, pair_seq: 1, ...over,
});

describe("a stored message as Easemob's REST message", () => {
  it("is a text from its sender to its receiver, with pre_id, the translation and the type in ext", () => {
    const m = outgoing(row({ content: "Hola", ext: JSON.stringify({ translation: "Hello", translateRecordId: "t1", toLanguage: "en" }) }), "https://chat.example");
    expect(m).toEqual({
      from: imAccountOf(3), to: imAccountOf(4), type: "txt", body: { msg: "Hola" },
      ext: { translation: "Hello", translateRecordId: "t1", toLanguage: "en", pre_id: "0123456789abcdef0123456789abcdef", clientMsgId: "c-1", platform: "Web", type: "txt" },
    });
  });

  it("gives an image an absolute URL on our public origin", () => {
    const m = outgoing(row({ type: "img", url: "/files/abcdef0123456789abcdef0123456789.png" }), "https://chat.example");
    expect(m).toMatchObject({ type: "img", body: { url: "https://chat.example/files/abcdef0123456789abcdef0123456789.png", filename: "abcdef0123456789abcdef0123456789.png" } });
  });

  it("sends gifts and burn-after-read images as custom messages of string fields, never a burn image's file key", () => {
    const gift = outgoing(row({ type: "custom", custom: JSON.stringify({ type: "gift", id: "rose", amount: 2, note: "for you" }), ext: JSON.stringify({ type: "gift" }) }), "");
    expect(gift).toMatchObject({ type: "custom", body: { customEvent: "gift", customExts: { type: "gift", id: "rose", amount: "2", note: "for you" } }, ext: { type: "gift" } });
    const burn = outgoing(row({ type: "img", custom: JSON.stringify({ type: "burn", key: "secretfilekey" }), ext: JSON.stringify({ type: "burn" }) }), "");
    expect(burn).toMatchObject({ type: "custom", body: { customEvent: "burn", customExts: { type: "burn" } }, ext: { type: "burn" } });
    expect(JSON.stringify(burn)).not.toContain("secretfilekey");
  });

  it("sends a voice message as a custom message with its absolute URL and duration", () => {
    const m = outgoing(row({ type: "audio", url: "/files/abcdef0123456789abcdef0123456789.webm", custom: JSON.stringify({ duration: 2 }) }), "https://chat.example");
    expect(m).toMatchObject({
      type: "custom",
      body: { customEvent: "audio", customExts: { type: "audio", url: "https://chat.example/files/abcdef0123456789abcdef0123456789.webm", duration: "2" } },
      ext: { type: "audio" },
    });
  });
});
