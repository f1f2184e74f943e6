import type { EncounterPage, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";
import { CARD_PHOTOS } from "./card-photos.js";

describe.each(testDatabases)("a card's photos and a pass seen live on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("carries the person's newest album photos, a few at most, and none for an empty album", async () => {
    const me = await addUser(t, "Viewer");
    const [pictured, plain] = await Promise.all([addUser(t, "Pictured"), addUser(t, "Plain")]);
    await t.database.db
      .insertInto("album_photos")
      .values(Array.from({ length: CARD_PHOTOS + 2 }, (_, n) => ({ user_id: pictured!.id, key: `p${n}.png`, thumb_key: `t${n}.png`, width: 800, height: 1000, created_at: 1_000 + n })))
      .execute();
    const cards = (await t.get<EncounterPage>("/api/bump/list?pageSize=50", { token: me.token })).body.data.records;
    const photos = cards.find((c) => c.userId === pictured!.id)?.photos;
    expect(photos).toEqual(["/files/p6.png", "/files/p5.png", "/files/p4.png", "/files/p3.png", "/files/p2.png"]);
    expect(cards.find((c) => c.userId === plain!.id)?.photos).toEqual([]);
  });

  it("tells the passer's other devices which card was passed, and nobody else", async () => {
    const [me, other, passed] = await Promise.all([addUser(t, "Passer"), addUser(t, "Other"), addUser(t, "Passed")]);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const [mine, theirs] = await Promise.all([connectWs(url), connectWs(url)]);
    await mine.auth(me!.token);
    await theirs.auth(passed!.token);
    expect((await t.post("/api/bump/next", { userId: passed!.id }, { token: me!.token })).status).toBe(200);
    const frame = await mine.next((f) => f.type === "encounter");
    expect((frame as Extract<ServerFrame, { type: "encounter" }>).data).toEqual({ kind: "passed", userId: passed!.id });
    // The passed person hears nothing of it.
    await t.post("/api/bump/next", { userId: other!.id }, { token: me!.token });
    await mine.next((f) => f.type === "encounter");
    expect(theirs.frames.some((f) => f.type === "encounter")).toBe(false);
    mine.close();
    theirs.close();
  });
});
