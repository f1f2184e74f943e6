import type { EncounterMatchPage, EncounterPage } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";

describe.each(testDatabases)("people to meet on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const stack = async (u: TestUser, query = "") => (await t.get<EncounterPage>(`/api/bump/list${query}`, { token: u.token })).body.data;
  const ids = async (u: TestUser) => (await stack(u, "?pageSize=50")).records.map((c) => c.userId);

  it("leaves out oneself, friends, blocked users either way and passed cards; online and shared languages first; paged", async () => {
    const me = await addUser(t, "Me");
    const [friend, blocked, blocker, passed, plain, speaker, online] = await Promise.all(
      ["Friend", "Blocked", "Blocker", "Passed", "Plain", "Speaker", "Online"].map((name) => addUser(t, name)),
    );
    await t.database.db.updateTable("users").set({ languages: "fr,it" }).where("id", "=", me.id).execute();
    await t.database.db.updateTable("users").set({ languages: "it", interest: "jazz,hiking", region: "IT", birthday: "1990-01-01" }).where("id", "=", speaker!.id).execute();
    await makeFriends(t, me, friend!);
    await t.post("/api/user/block", { userId: blocked!.id }, { token: me.token });
    await t.post("/api/user/block", { userId: me.id }, { token: blocker!.token });
    expect((await t.post("/api/bump/next", { userId: passed!.id }, { token: me.token })).status).toBe(200);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const ws = await connectWs(url);
    await ws.auth(online!.token);

    const seen = await ids(me);
    for (const gone of [me, friend, blocked, blocker, passed]) expect(seen).not.toContain(gone!.id);
    expect(seen.slice(0, 2)).toEqual([online!.id, speaker!.id]);
    expect(seen).toContain(plain!.id);
    const card = (await stack(me, "?pageSize=50")).records.find((c) => c.userId === speaker!.id);
    expect(card).toMatchObject({ nickname: "Speaker", languages: ["it"], tags: ["jazz", "hiking"], region: "IT", onlineState: 0, canTalk: false });
    expect(card?.age).toBeGreaterThan(30);
    const firstPage = await stack(me, "?page=1&pageSize=1");
    const secondPage = await stack(me, "?page=2&pageSize=1");
    expect(firstPage.records.map((c) => c.userId)).toEqual([online!.id]);
    expect(secondPage.records.map((c) => c.userId)).toEqual([speaker!.id]);
    expect(firstPage.total).toBe(seen.length);
    // A day later the passed card comes back.
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect(await ids(me)).toContain(passed!.id);
    ws.close();
  });

  it("refuses bad input with 4xx and an empty list of past matches for newcomers", async () => {
    const me = await addUser(t, "New");
    expect((await t.get("/api/bump/list?pageSize=500", { token: me.token })).status).toBe(400);
    expect((await t.post("/api/bump/next", { userId: me.id }, { token: me.token })).status).toBe(400);
    expect((await t.post("/api/bump/next", { userId: 2_000_000 }, { token: me.token })).status).toBe(404);
    expect((await t.post("/api/bump/matching", { action: "dance" }, { token: me.token })).status).toBe(400);
    expect((await t.get<EncounterMatchPage>("/api/bump/list2", { token: me.token })).body.data).toEqual({ records: [], total: 0 });
  });
});
