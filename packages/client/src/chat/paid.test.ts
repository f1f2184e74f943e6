import type { SendMessageRequest } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { envelope, demoUser } from "../test/fake-fetch.js";
import { demoConversation, demoMessage } from "./testing/fixtures.js";
import { createManualTimers } from "./testing/manual-timers.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";
import { LANGUAGE_LIST_KEY, PAY_MSG_ALERT, type PaidChat } from "./paid.js";

const PEER = 2;

async function inConversation(options: TestChatOptions = {}) {
  const t = createTestChat({ conversations: [demoConversation({ userId: PEER })], ...options });
  await t.chat.start();
  await t.chat.openConversation(PEER);
  const paid = t.chat.$paid?.get() as PaidChat;
  const sends = () => t.seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as SendMessageRequest);
  const peerAccount = t.chat.$conversations.get()[0]?.imAccount ?? "";
  return { ...t, paid, sends, peerAccount };
}

describe("the out-of-coins path", () => {
  it.each([
    [105, "chat"],
    [106, "chat"],
    [106001, "burn"],
  ] as const)("a send answered with code %i opens the out-of-coins state (%s) and keeps the draft", async (code, kind) => {
    const { chat, paid } = await inConversation({ routes: { "POST /api/message/send": () => envelope(code, "Insufficient gold coins!", null) } });
    chat.setDraft("Hello, friend");
    await chat.send();
    expect(paid.$outOfCoins.get()).toEqual({ kind, code, message: "Insufficient gold coins!" });
    expect(chat.$composer.get().text).toBe("Hello, friend");
    expect(chat.$active.get()?.messages[0]).toMatchObject({ status: "failed", errorCode: code });
    paid.dismissOutOfCoins();
    expect(paid.$outOfCoins.get()).toBeNull();
  });

  it("keeps a picked image too, and another failure does not open the modal", async () => {
    let code = 105;
    const { chat, paid } = await inConversation({ routes: { "POST /api/message/send": () => envelope(code, "no", null), "POST /api/file/upload": () => envelope(200, "ok", { url: "/files/a.png" }) } });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: "image/png" });
    await chat.pickImage(file, "a.png");
    await chat.send();
    expect(paid.$outOfCoins.get()?.kind).toBe("chat");
    expect(chat.$composer.get().image?.file).toBe(file);
    paid.dismissOutOfCoins();
    code = 500;
    chat.setDraft("x");
    await chat.send();
    expect(paid.$outOfCoins.get()).toBeNull();
  });

  it("a translated send that runs out says so (translation variant), unless the message's own coin is missing", async () => {
    const { chat, paid, sends, peerAccount } = await inConversation({ routes: { "POST /api/message/send": () => envelope(105, "Insufficient gold coins!", null) } });
    paid.setLanguage(peerAccount, "es");
    chat.setDraft("Good morning");
    await chat.send();
    expect(sends()[0]).toMatchObject({ needTranslate: true, toLanguage: "es" });
    expect(paid.$outOfCoins.get()?.kind).toBe("translation");
  });

  it("code 106 on a translated send is the one-coin message price", async () => {
    const { chat, paid, peerAccount } = await inConversation({ routes: { "POST /api/message/send": () => envelope(106, "Only one gold coin is needed to continue chatting with your friend", null) } });
    paid.setLanguage(peerAccount, "es");
    chat.setDraft("Good morning");
    await chat.send();
    expect(paid.$outOfCoins.get()?.kind).toBe("chat");
  });
});

describe("the per-conversation language (languageList)", () => {
  it("stores entries of own account, peer account and language; empty means no translation", async () => {
    const { chat, paid, sends, storage, peerAccount, me } = await inConversation();
    paid.setLanguage(peerAccount, "es");
    expect(JSON.parse(storage.getItem(LANGUAGE_LIST_KEY) ?? "[]")).toEqual([{ form: me.imAccount, to: peerAccount, lang: "es" }]);
    expect(paid.languageFor(peerAccount)).toBe("es");
    paid.setLanguage(peerAccount, "");
    expect(paid.languageFor(peerAccount)).toBe("");
    chat.setDraft("Plain");
    await chat.send();
    expect(sends()[0]?.needTranslate).toBeUndefined();
  });
});

describe("on-demand translation", () => {
  it("translates once, toggles back to the original and again without a second request", async () => {
    const { paid, seen } = await inConversation({
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateContent: "Hola", translateRecordId: "r1", charged: { characters: 5, coins: 0 } }) },
    });
    const calls = () => seen.filter((r) => r.path === "/api/translate/tranlate-chat-message");
    await paid.translateMessage("m1");
    expect(paid.$translations.get().m1).toEqual({ status: "shown", text: "Hola" });
    expect(calls()[0]?.body).toMatchObject({ fromId: "m1" });
    await paid.translateMessage("m1");
    expect(paid.$translations.get().m1).toEqual({ status: "original", text: "Hola" });
    await paid.translateMessage("m1");
    expect(paid.$translations.get().m1?.status).toBe("shown");
    expect(calls()).toHaveLength(1);
  });

  it("without coins opens the translation variant", async () => {
    const { paid } = await inConversation({ routes: { "POST /api/translate/tranlate-chat-message": () => envelope(105, "Insufficient gold coins!", null) } });
    await paid.translateMessage("m1");
    expect(paid.$outOfCoins.get()?.kind).toBe("translation");
    expect(paid.$translations.get().m1?.status).toBe("failed");
  });
});

describe("burn-after-read", () => {
  const read = () => envelope(200, "ok", { url: "/api/im/burn-file/tok", expiresInMs: 60_000, displayMs: 8000 });

  it("shows the image for 8 s with a countdown, then burned for good", async () => {
    const timers = createManualTimers();
    const { paid, seen } = await inConversation({ env: { ...timers, apiBase: "http://chat.test" }, routes: { "POST /api/im/read-burnimg": read } });
    await paid.openBurnImage("b1");
    expect(seen.find((r) => r.path === "/api/im/read-burnimg")?.body).toEqual({ msgId: "b1" });
    expect(paid.$burns.get().b1).toEqual({ status: "showing", url: "http://chat.test/api/im/burn-file/tok", remainingMs: 8000 });
    timers.advance(3000);
    expect(paid.$burns.get().b1).toMatchObject({ status: "showing", remainingMs: 5000 });
    timers.advance(5000);
    expect(paid.$burns.get().b1).toEqual({ status: "burned" });
    await paid.openBurnImage("b1");
    expect(seen.filter((r) => r.path === "/api/im/read-burnimg")).toHaveLength(1);
  });

  it("tells the sender when the receiver opened the photo", async () => {
    const { chat, transport, me } = await inConversation({ messages: { [PEER]: [demoMessage({ id: "b9", fromUserId: 7, toUserId: PEER, type: "img", msg: "", url: null, ext: { type: "burn" } })] } });
    expect(me.id).toBe(7);
    await vi.waitFor(() => expect(chat.$connection.get()).toEqual({ status: "online" }));
    transport.emitEvent({ type: "burn-read", data: { messageId: "b9", viewerId: PEER, time: 1234 } });
    await vi.waitFor(() => expect(chat.$active.get()?.messages.find((m) => m.id === "b9")?.ext.burnReadAt).toBe(1234));
  });

  it("closing early still burns it", async () => {
    const timers = createManualTimers();
    const { paid } = await inConversation({ env: timers, routes: { "POST /api/im/read-burnimg": read } });
    await paid.openBurnImage("b1");
    paid.closeBurnImage("b1");
    expect(paid.$burns.get().b1).toEqual({ status: "burned" });
    expect(timers.pending()).toBe(0);
  });

  it("without coins opens the burn-photo variant and shows nothing", async () => {
    const { paid } = await inConversation({ routes: { "POST /api/im/read-burnimg": () => envelope(106001, "Three gold coins give permission to view new friends' photos", null) } });
    await paid.openBurnImage("b1");
    expect(paid.$outOfCoins.get()?.kind).toBe("burn");
    expect(paid.$burns.get().b1?.status).toBe("failed");
  });
});

describe("the one-coin prompt and gifts", () => {
  it("shows the prompt once for a paying user until dismissed, and dismissing tells the server", async () => {
    const { paid, seen } = await inConversation({
      me: { ...demoUser(), isPayMsg: 1 },
      routes: { "GET /api/message/alert_status": () => envelope(200, "ok", { dismissed: [] }), "POST /api/message/update_alert_status": () => envelope(200, "ok", {}) },
    });
    await paid.checkPayPrompt();
    expect(paid.$payPrompt.get()).toBe(true);
    await paid.dismissPayPrompt();
    expect(paid.$payPrompt.get()).toBe(false);
    expect(seen.find((r) => r.path === "/api/message/update_alert_status")?.body).toEqual({ alertType: PAY_MSG_ALERT });
  });

  it("sends a gift as a custom message with id, amount and note", async () => {
    const { chat, sends } = await inConversation();
    await chat.sendGift?.("rose", " for you ", 2);
    expect(sends()[0]).toMatchObject({ messageType: "custom", customExt: { type: "gift", id: "rose", amount: 2, note: "for you" } });
  });

  it("sends a picked image as burn-after-read when marked", async () => {
    const { chat, sends } = await inConversation({ routes: { "POST /api/file/upload": () => envelope(200, "ok", { url: "/files/a.png" }) } });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: "image/png" });
    await chat.pickImage(file, "a.png");
    chat.setBurn?.(true);
    await chat.send();
    expect(sends()[0]).toMatchObject({ messageType: "img", imageUrl: "/files/a.png", customExt: { type: "burn" } });
  });
});
