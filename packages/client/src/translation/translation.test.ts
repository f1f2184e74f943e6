import { describe, expect, it } from "vitest";
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
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateContent: "Hola", translateRecordId: "r1", charged: { characters: 5, coins: 0 } }) },
    });
    const calls = () => seen.filter((r) => r.path === "/api/translate/tranlate-chat-message");
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1).toEqual({ status: "shown", text: "Hola" });
    expect(calls()[0]?.body).toMatchObject({ fromId: "m1" });
    await translation.translateMessage("m1");
    expect(translation.$translations.get().m1).toEqual({ status: "original", text: "Hola" });
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

