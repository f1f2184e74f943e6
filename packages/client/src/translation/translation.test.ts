import { describe, expect, it, vi } from "vitest";
import { envelope } from "../test/fake-fetch.js";
import { inConversation } from "../chat/testing/in-conversation.js";
import { LANGUAGE_LIST_KEY } from "./translation.js";

describe("the per-conversation language (languageList)", () => {
  it("stores entries of own account, peer account and language; empty means no translation", async () => {
    const { chat, translation, sends, storage, peerAccount, me } = await inConversation();
    translation.setLanguage(peerAccount, "es");
    expect(JSON.parse(storage.getItem(LANGUAGE_LIST_KEY) ?? "[]")).toEqual([{ form: me.imAccount, to: peerAccount, lang: "es" }]);
    expect(translation.languageFor(peerAccount)).toBe("es");
    translation.setLanguage(peerAccount, "");
    expect(translation.languageFor(peerAccount)).toBe("");
    chat.setDraft("Plain");
    await chat.send();
    expect(sends()[0]?.needTranslate).toBeUndefined();
  });
});

describe("on-demand translation", () => {
  it("translates once, toggles back to the original and again without a second request", async () => {
    const { translation, seen } = await inConversation({
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateSuccess: true, translateContent: "Hola", translateRecordId: "r1", detectedLanguage: "en", engine: "fake", charged: { characters: 5, coins: 0 } }) },
    });
    const calls = () => seen.filter((r) => r.path === "/api/translate/tranlate-chat-message");
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1).toEqual({ status: "shown", text: "Hola", from: "en" });
    expect(calls()[0]?.body).toMatchObject({ fromId: "m1" });
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1).toEqual({ status: "original", text: "Hola", from: "en" });
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1?.status).toBe("shown");
    expect(calls()).toHaveLength(1);
  });

  it("without coins opens the translation variant", async () => {
    const { translation, wallet } = await inConversation({ routes: { "POST /api/translate/tranlate-chat-message": () => envelope(105, "Insufficient gold coins!", null) } });
    await translation.translateMessage("m1");
    expect(wallet.$outOfCoins.get()?.kind).toBe("translation");
    expect(translation.$translations.get().m1?.status).toBe("failed");
  });
});


describe("what the server can translate", () => {
  it("knows nothing is impossible until the server says so, then only the pairs it reported", async () => {
    const { translation } = await inConversation({
      routes: { "GET /api/translate/capabilities": () => envelope(200, "ok", { languages: ["en", "es", "ja"], pairs: [{ from: "en", to: "es", engine: "apertium", via: null }] }) },
    });
    expect(translation.canTranslate("en", "ja")).toBe(true);
    await translation.loadCapabilities();
    expect(translation.canTranslate("en", "es")).toBe(true);
    expect(translation.canTranslate("en", "ja")).toBe(false);
    expect(translation.canTranslate("es", "en")).toBe(false);
  });

  it("a translation the server could not do shows why, and costs nothing to ask again", async () => {
    const { translation } = await inConversation({
      routes: {
        "POST /api/translate/tranlate-chat-message": () =>
          envelope(200, "The text is already in this language.", { translateSuccess: false, reason: "sameLanguage", translateContent: "", translateRecordId: "", detectedLanguage: "en", engine: null, charged: { characters: 0, coins: 0 } }),
      },
    });
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1).toEqual({ status: "unavailable", reason: "sameLanguage", from: "en" });
  });
});

describe("auto-translate", () => {
  const received = (id: string, time: number) => ({ id, fromUserId: 2, type: "txt", time });

  it("translates messages received since it was turned on, once each", async () => {
    const { translation, seen } = await inConversation({
      routes: {
        "POST /api/translate/auto": () => envelope(200, "ok", { peerId: 2, on: true, since: 1_000 }),
        "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateSuccess: true, translateContent: "Hola", translateRecordId: "r", detectedLanguage: "en", engine: "fake", charged: { characters: 4, coins: 0 } }),
      },
    });
    expect(await translation.setAuto(2, true)).toBe(true);
    translation.autoTranslate([received("old", 500), received("new", 1_500), { ...received("img", 1_600), type: "img" }]);
    translation.autoTranslate([received("new", 1_500)]);
    await vi.waitFor(() => expect(translation.$translations.get().new).toEqual({ status: "shown", text: "Hola", from: "en" }));
    expect(translation.$translations.get().old).toBeUndefined();
    expect(seen.filter((r) => r.path === "/api/translate/tranlate-chat-message").map((r) => r.body)).toEqual([{ fromId: "new", targetId: expect.any(String) }]);
  });

  it("turns itself off, on the server too, when the reader runs out of characters and coins", async () => {
    const { translation, seen, wallet } = await inConversation({
      routes: {
        "POST /api/translate/auto": (r) => envelope(200, "ok", { peerId: 2, on: (r.body as { on: boolean }).on, since: 1_000 }),
        "POST /api/translate/tranlate-chat-message": () => envelope(105, "Insufficient gold coins!", null),
      },
    });
    await translation.setAuto(2, true);
    translation.autoTranslate([received("m9", 2_000)]);
    await vi.waitFor(() => expect(translation.$autoStopped.get()).toBe(2));
    expect(translation.$auto.get()).toEqual({});
    expect(seen.filter((r) => r.path === "/api/translate/auto").map((r) => r.body)).toEqual([{ peerId: 2, on: true }, { peerId: 2, on: false }]);
    // Said once, at the switch: no offer popping up and no error under the message.
    expect(wallet.$outOfCoins.get()).toBeNull();
    expect(translation.$translations.get().m9).toBeUndefined();
  });
});
