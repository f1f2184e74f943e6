import { describe, expect, it } from "vitest";
import { envelope, demoUser } from "../test/fake-fetch.js";
import { inConversation } from "../chat/testing/in-conversation.js";
import { PAY_MSG_ALERT } from "./pay-prompt.js";

describe("the out-of-coins path", () => {
  it.each([
    [105, "chat"],
    [106, "chat"],
    [106001, "burn"],
  ] as const)("a send answered with code %i opens the out-of-coins state (%s) and keeps the draft", async (code, kind) => {
    const { chat, wallet } = await inConversation({ routes: { "POST /api/message/send": () => envelope(code, "Insufficient gold coins!", null) } });
    chat.setDraft("Hello, friend");
    await chat.send();
    expect(wallet.$outOfCoins.get()).toEqual({ kind, code, message: "Insufficient gold coins!" });
    expect(chat.$composer.get().text).toBe("Hello, friend");
    expect(chat.$active.get()?.messages[0]).toMatchObject({ status: "failed", errorCode: code });
    wallet.dismissOutOfCoins();
    expect(wallet.$outOfCoins.get()).toBeNull();
  });

  it("keeps a picked image too, and another failure does not open the modal", async () => {
    let code = 105;
    const { chat, wallet } = await inConversation({ routes: { "POST /api/message/send": () => envelope(code, "no", null), "POST /api/file/upload": () => envelope(200, "ok", { url: "/files/a.png" }) } });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: "image/png" });
    await chat.pickImage(file, "a.png");
    await chat.send();
    expect(wallet.$outOfCoins.get()?.kind).toBe("chat");
    expect(chat.$composer.get().image?.file).toBe(file);
    wallet.dismissOutOfCoins();
    code = 500;
    chat.setDraft("x");
    await chat.send();
    expect(wallet.$outOfCoins.get()).toBeNull();
  });

  it("a translated send that runs out says so (translation variant), unless the message's own coin is missing", async () => {
    const { chat, wallet, translation, sends, peerAccount } = await inConversation({ routes: { "POST /api/message/send": () => envelope(105, "Insufficient gold coins!", null) } });
    translation.setLanguage(peerAccount, "es");
    chat.setDraft("Good morning");
    await chat.send();
    expect(sends()[0]).toMatchObject({ needTranslate: true, toLanguage: "es" });
    expect(wallet.$outOfCoins.get()?.kind).toBe("translation");
  });

  it("code 106 on a translated send is the one-coin message price", async () => {
    const { chat, wallet, translation, peerAccount } = await inConversation({ routes: { "POST /api/message/send": () => envelope(106, "Only one gold coin is needed to continue chatting with your friend", null) } });
    translation.setLanguage(peerAccount, "es");
    chat.setDraft("Good morning");
    await chat.send();
    expect(wallet.$outOfCoins.get()?.kind).toBe("chat");
  });
});

describe("the one-coin prompt", () => {
  it("shows the prompt once for a paying user until dismissed, and dismissing tells the server", async () => {
    const { wallet, seen } = await inConversation({
      me: { ...demoUser(), isPayMsg: 1 },
      routes: { "GET /api/message/alert_status": () => envelope(200, "ok", { dismissed: [] }), "POST /api/message/update_alert_status": () => envelope(200, "ok", {}) },
    });
    await wallet.checkPayPrompt();
    expect(wallet.$payPrompt.get()).toBe(true);
    await wallet.dismissPayPrompt();
    expect(wallet.$payPrompt.get()).toBe(false);
    expect(seen.find((r) => r.path === "/api/message/update_alert_status")?.body).toEqual({ alertType: PAY_MSG_ALERT });
  });

});
