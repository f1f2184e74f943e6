import type { HistoryPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, makeFriends } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit, setUser } from "../../testing/wallet.js";
import { missing } from "../../testing/services.js";

// The real engine: Debian's apertium-apy with apertium-eng-spa (.ci/run installs them); skipped where missing.
describe.skipIf(missing(import.meta, "apertium"))("sending a translated message through Apertium", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("English to Spanish end to end: the peer gets both texts; a repeat is cached and charged once", async () => {
    const a = await addUser(t, "Eng");
    const b = await addUser(t, "Spa");
    await makeFriends(t, a, b);
    await setUser(t, a.id, { language: "en" });
    await credit(t, a.id, { gold_coin: 3 });
    const send = (id: string) => t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "txt", content: "The house is very big", needTranslate: true, toLanguage: "es", clientMsgId: id }, { token: a.token });
    const first = await send("apertium-1-abc");
    expect(first.body.data.translateResult?.translateSuccess).toBe(true);
    expect(first.body.data.translateResult?.translatedMessage.toLowerCase()).toContain("casa");
    expect((await balanceOf(t, a.id)).coins).toBe(2);
    const again = await send("apertium-2-abc");
    expect(again.body.data.translateResult?.translatedMessage).toBe(first.body.data.translateResult?.translatedMessage);
    expect((await balanceOf(t, a.id)).coins).toBe(2);
    expect(await t.database.db.selectFrom("translation_cache").select("result").execute()).toHaveLength(1);
    const [m] = (await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token })).body.data.messages;
    expect(m).toMatchObject({ msg: "The house is very big", ext: { translation: first.body.data.translateResult?.translatedMessage } });
  }, 60_000);
});
