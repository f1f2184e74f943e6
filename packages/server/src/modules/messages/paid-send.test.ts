import type { GiftCatalogue, GiftRecordPage, HistoryPage, SendMessageReply, TranslateChatReply } from "@chat/protocol";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { FakeTranslator, balanceOf, credit, setUser } from "../../testing/wallet.js";

describe.each(testDatabases)("what sends cost on %s", (dialect) => {
  let t: TestApp;
  const engine = new FakeTranslator();
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { translator: engine });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    engine.fail = undefined;
  });

  async function pair(): Promise<[TestUser, TestUser]> {
    const a = await addUser(t, "Ann");
    const b = await addUser(t, "Ben");
    await makeFriends(t, a, b);
    await setUser(t, a.id, { language: "en" });
    await setUser(t, b.id, { language: "es" });
    return [a, b];
  }
  const send = (from: TestUser, to: { id: number }, body: Record<string, unknown>) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", clientMsgId: `p-${++n}-abcdefgh`, ...body }, { token: from.token });
  const history = async (viewer: TestUser, peer: { id: number }) => (await t.get<HistoryPage>(`/api/message/history?userId=${peer.id}`, { token: viewer.token })).body.data.messages;

  it("charges 1 coin a message for an isPayMsg sender; without it answers 106 and delivers nothing", async () => {
    const [a, b] = await pair();
    await setUser(t, a.id, { is_pay_msg: 1 });
    const refused = await send(a, b, { content: "hello" });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 106, msg: "Only one gold coin is needed to continue chatting with your friend" });
    expect(await history(b, a)).toEqual([]);
    await credit(t, a.id, { gold_coin: 2 });
    expect((await send(a, b, { content: "one", clientMsgId: "same-key-123" })).status).toBe(200);
    expect((await send(a, b, { content: "one", clientMsgId: "same-key-123" })).status).toBe(200);
    expect((await balanceOf(t, a.id)).coins).toBe(1);
    expect((await send(b, a, { content: "free for Ben" })).status).toBe(200);
  });

  it("translates on send: package characters first, then a coin per started 100; peer gets original and translation; cached and charged once", async () => {
    const [a, b] = await pair();
    await credit(t, a.id, { translate_chars: 10, gold_coin: 5 });
    const text = "Good morning, how are you today my dear friend?"; // 38 chargeable characters
    const calls = engine.calls.length;
    const res = await send(a, b, { content: text, needTranslate: true, toLanguage: "es" });
    expect(res.status).toBe(200);
    expect(res.body.data.translateResult).toMatchObject({ translateSuccess: true, translatedMessage: `[en>es] ${text.toUpperCase()}` });
    expect(await balanceOf(t, a.id)).toMatchObject({ chars: 0, coins: 4 });
    const [got] = await history(b, a);
    expect(got).toMatchObject({ msg: text, ext: { translation: `[en>es] ${text.toUpperCase()}`, translateRecordId: res.body.data.translateResult?.translateRecordId } });
    await send(a, b, { content: text, needTranslate: true, toLanguage: "es" });
    expect(engine.calls.length).toBe(calls + 1);
    expect((await balanceOf(t, a.id)).coins).toBe(4);
  });

  it("does not charge URLs, emoji tokens, same-language text or Simplified↔Traditional conversion", async () => {
    const [a, b] = await pair();
    await credit(t, a.id, { translate_chars: 5 });
    await send(a, b, { content: "hi https://example.com/a-very-long-path-that-would-cost [smile] 👍", needTranslate: true, toLanguage: "es" });
    expect((await balanceOf(t, a.id)).chars).toBe(3);
    expect(engine.calls.at(-1)).toBe("hi");
    const same = await send(a, b, { content: "This sentence is already written in English", needTranslate: true, toLanguage: "en" });
    expect(same.body.data.translateResult).toMatchObject({ translateSuccess: false, reason: "sameLanguage", detectedLanguage: "en", translatedMessage: "" });
    expect(same.body.data.message.ext).toMatchObject({ translateFailed: "sameLanguage", fromLanguage: "en" });
    await setUser(t, a.id, { language: "zh-CN" });
    const zh = await send(a, b, { content: "谢谢你的帮助，这个问题很简单", needTranslate: true, toLanguage: "zh-TW" });
    expect(zh.body.data.translateResult?.translatedMessage).toBe("謝謝你的幫助，這個問題很簡單");
    expect((await balanceOf(t, a.id)).chars).toBe(3);
  });

  it("refuses a translated send without coins (105, nothing stored); an engine failure sends the original and charges and bills nothing", async () => {
    const [a, b] = await pair();
    const poor = await send(a, b, { content: "no coins for this", needTranslate: true, toLanguage: "es" });
    expect(poor.status).toBe(402);
    expect(poor.body.code).toBe(105);
    expect(await history(b, a)).toEqual([]);
    await credit(t, a.id, { gold_coin: 3 });
    engine.fail = "failed";
    const failed = await send(a, b, { content: "the engine is down", needTranslate: true, toLanguage: "es" });
    expect(failed.status).toBe(200);
    expect(failed.body.data.translateResult?.translateSuccess).toBe(false);
    expect(failed.body.data.translateResult).toMatchObject({ reason: "engineFailed", detectedLanguage: "en" });
    expect((await balanceOf(t, a.id)).coins).toBe(3);
    expect((await history(b, a))[0]?.ext).toMatchObject({ translateFailed: "engineFailed" });
    expect((await history(b, a))[0]?.ext.translation).toBeUndefined();
    const bills = await t.database.db.selectFrom("ledger_entries").select("reason").where("user_id", "=", a.id).where("reason", "in", ["translate", "translate_release"]).execute();
    expect(bills).toEqual([]);
  });

  it("translates a received message on demand, charged to the reader; an unsupported pair charges nothing", async () => {
    const [a, b] = await pair();
    const sent = await send(a, b, { content: "see you tomorrow" });
    await credit(t, b.id, { gold_coin: 2 });
    const res = await t.post<TranslateChatReply>("/api/translate/tranlate-chat-message", { fromId: sent.body.data.messageId, targetId: "es", content: "ignored" }, { token: b.token });
    expect(res.body.data).toMatchObject({ translateContent: "[en>es] SEE YOU TOMORROW", charged: { coins: 1, characters: 14 } });
    engine.fail = "unsupported";
    const bad = await t.post<TranslateChatReply>("/api/translate/tranlate-chat-message", { content: "something new", targetId: "fi" }, { token: b.token });
    expect(bad.status).toBe(200);
    expect(bad.body.data).toMatchObject({ translateSuccess: false, reason: "unsupportedPair", translateContent: "", charged: { coins: 0, characters: 0 } });
    expect(bad.body.msg).toBe("This language pair cannot be translated.");
    expect((await balanceOf(t, b.id)).coins).toBe(1);
    const stranger = await addUser(t, "Sam");
    expect((await t.post("/api/translate/tranlate-chat-message", { fromId: sent.body.data.messageId }, { token: stranger.token })).status).toBe(404);
  });

  it("gifts: others pay the price, VIP get 5 free a month, SVIP are unlimited; records list both sides", async () => {
    const [a, b] = await pair();
    const catalogue = (await t.get<GiftCatalogue>("/api/gift/list", { token: a.token })).body.data;
    expect(catalogue.freeGiftsLeft).toBe(0);
    const rose = catalogue.gifts.find((g) => g.id === "rose");
    const gift = (amount: number) => send(a, b, { messageType: "custom", customExt: { type: "gift", id: "rose", amount, note: "for you" } });
    expect((await gift(1)).body.code).toBe(105);
    await credit(t, a.id, { gold_coin: 10 });
    const paid = await gift(2);
    expect(paid.body.data.message.custom).toEqual({ type: "gift", id: "rose", amount: 2, note: "for you" });
    expect((await balanceOf(t, a.id)).coins).toBe(10 - 2 * (rose?.coins ?? 0));
    await setUser(t, a.id, { vip_level: 1 });
    expect((await t.get<GiftCatalogue>("/api/gift/list", { token: a.token })).body.data.freeGiftsLeft).toBe(5);
    await gift(4);
    await gift(3);
    expect(await balanceOf(t, a.id)).toMatchObject({ freeGifts: 0, coins: 8 - 2 });
    await setUser(t, a.id, { vip_level: 2 });
    await gift(50);
    expect((await balanceOf(t, a.id)).coins).toBe(6);
    expect((await send(a, b, { messageType: "custom", customExt: { type: "gift", id: "unicorn" } })).status).toBe(400);
    const received = (await t.get<GiftRecordPage>("/api/gift/records?direction=received", { token: b.token })).body.data;
    expect(received.total).toBe(4);
    expect(received.records[0]).toMatchObject({ name: "Rose", number: 50, donorId: a.id, doneeId: b.id, coins: 0 });
    expect((await t.get<GiftRecordPage>("/api/gift/records?direction=given", { token: a.token })).body.data.total).toBe(4);
  });
});
