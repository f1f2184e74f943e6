/**
 * The moments' rules beyond posting and counting: burn-after-reading (one read per viewer under
 * parallel requests, single-use expiring links, recovery charged once), paging while new moments
 * arrive, privacy and SVIP likers, block both ways, translation charges, complaints, deleted accounts.
 */
import { BURN_RECOVERY_COINS, CODE, MOMENT_LIMITS } from "@chat/protocol";
import type { BurnRecoveryReply, CommentPage, Moment, MomentBurnReadReply, MomentComment, MomentInfoReply, MomentPage, MomentTranslateReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { postMoment } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { FakeTranslator, balanceOf, credit, setUser } from "../../testing/wallet.js";

describe.each(testDatabases)("moment rules on %s", (dialect) => {
  let t: TestApp;
  let translator: FakeTranslator;
  let author: TestUser;
  let viewer: TestUser;
  beforeAll(async () => {
    translator = new FakeTranslator();
    t = await createTestApp(dialect, { translator });
    author = await addUser(t, "Author");
    viewer = await addUser(t, "Viewer");
  });
  afterAll(() => t.close());

  const info = (user: TestUser, id: number) => t.get<MomentInfoReply>(`/api/dynamic/dynamic-info?id=${id}`, { token: user.token });
  const list = (user: TestUser, query: string) => t.get<MomentPage>(`/api/dynamic/dynamic-list?${query}`, { token: user.token });
  const burnRead = (user: TestUser, id: number) => t.post<MomentBurnReadReply>("/api/dynamic/burn-read", { id }, { token: user.token });
  const recover = (user: TestUser, id: number) => t.post<BurnRecoveryReply>("/api/dynamic/burn-recovery", { id }, { token: user.token });
  const fetchFile = (url: string) => t.app.inject({ method: "GET", url });

  it("shows a burn moment's pictures only blurred to viewers; ten parallel reads give one success; links work once", async () => {
    const moment = await postMoment(t, author.token, "burn", { type: 1, pictures: 2 });
    expect(moment.burnState).toBe("own");
    expect(moment.pictures[0]!.url).not.toBe("");
    const seen = (await info(viewer, moment.id)).body.data.moment;
    expect(seen.burnState).toBe("sealed");
    for (const p of seen.pictures) {
      expect(p.url).toBe("");
      expect(p.thumbUrl).toBe("");
      expect((await fetchFile(p.blurUrl)).statusCode).toBe(200);
    }
    // The real files' keys never reach a viewer, in any answer.
    const keys = moment.pictures.flatMap((p) => [p.url, p.thumbUrl].map((u) => u.split("/").pop()!));
    const answers = JSON.stringify([seen, (await list(viewer, "view=square")).body, (await list(viewer, `view=user&userId=${author.id}`)).body]);
    for (const key of keys) expect(answers).not.toContain(key);

    const reads = await Promise.all(Array.from({ length: 10 }, () => burnRead(viewer, moment.id)));
    const wins = reads.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(reads.filter((r) => r.status === 409)).toHaveLength(9);
    const win = wins[0]!.body.data;
    expect(win.displayMs).toBe(MOMENT_LIMITS.burnViewMs);
    expect(win.expiresAt).toBe(t.clock.now() + MOMENT_LIMITS.burnLinkTtlMs);
    expect(win.pictures).toHaveLength(2);
    const first = await fetchFile(win.pictures[0]!.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect((await fetchFile(win.pictures[0]!.url)).statusCode).toBe(410);
    // An unused link expires.
    t.clock.advance(MOMENT_LIMITS.burnLinkTtlMs + 1);
    expect((await fetchFile(win.pictures[1]!.url)).statusCode).toBe(410);
    expect((await info(viewer, moment.id)).body.data.moment.burnState).toBe("burned");
    // Another viewer has their own read; the author has none to take; a normal moment has no burn read.
    const other = await addUser(t, "Other");
    expect((await burnRead(other, moment.id)).status).toBe(200);
    expect((await burnRead(author, moment.id)).status).toBe(403);
    const normal = await postMoment(t, author.token, "normal");
    expect((await burnRead(viewer, normal.id)).status).toBe(400);
    expect((await fetchFile("/api/dynamic/burn-file/not-a-token")).statusCode).toBe(410);
  });

  it("recovery opens a burned moment once more, paid from blurred-picture uses first, then coins, charged once in parallel", async () => {
    const moment = await postMoment(t, author.token, "recover me", { type: 1 });
    const reader = await addUser(t, "Reader");
    const notBurned = await recover(reader, moment.id);
    expect(notBurned.status).toBe(409);
    expect(notBurned.body.msg).toBe("You can still open this moment.");
    expect((await burnRead(reader, moment.id)).status).toBe(200);
    // Out of coins: the error every charge gives, and the moment stays burned.
    const poor = await recover(reader, moment.id);
    expect(poor.status).toBe(402);
    expect(poor.body.code).toBe(CODE.noCoins);
    expect((await info(reader, moment.id)).body.data.moment.burnState).toBe("burned");

    await credit(t, reader.id, { gold_coin: 10, blur_uses: 1 });
    const first = await Promise.all(Array.from({ length: 5 }, () => recover(reader, moment.id)));
    expect(first.filter((r) => r.status === 200).map((r) => r.body.data)).toEqual([{ charged: { blurUses: 1, coins: 0 } }]);
    const user = await t.database.db.selectFrom("users").select(["blur_uses", "gold_coin"]).where("id", "=", reader.id).executeTakeFirstOrThrow();
    expect([Number(user.blur_uses), Number(user.gold_coin)]).toEqual([0, 10]);
    expect((await t.get<{ blurUses?: number; goldCoin: number }>("/api/wallet/balance", { token: reader.token })).body.data).toMatchObject({ blurUses: 0, goldCoin: 10 });
    const walletEvents = await t.database.db.selectFrom("events").select("data").where("user_id", "=", reader.id).where("type", "=", "wallet").execute();
    expect(walletEvents.map((e) => (JSON.parse(e.data) as { blurUses?: number }).blurUses)).toContain(0);
    expect((await info(reader, moment.id)).body.data.moment.burnState).toBe("sealed");
    expect((await burnRead(reader, moment.id)).status).toBe(200);
    expect((await burnRead(reader, moment.id)).status).toBe(409);

    const second = await Promise.all(Array.from({ length: 5 }, () => recover(reader, moment.id)));
    expect(second.filter((r) => r.status === 200).map((r) => r.body.data)).toEqual([{ charged: { blurUses: 0, coins: BURN_RECOVERY_COINS } }]);
    expect((await balanceOf(t, reader.id)).coins).toBe(10 - BURN_RECOVERY_COINS);
    const entries = await t.database.db.selectFrom("ledger_entries").select(["asset", "delta", "reason"]).where("user_id", "=", reader.id).where("reason", "=", "burn_recovery").orderBy("id").execute();
    expect(entries.map((e) => [e.asset, Number(e.delta)])).toEqual([["blur_uses", -1], ["gold_coin", -BURN_RECOVERY_COINS]]);
  });

  it("pages without repeating or skipping while new moments arrive, and pins one moment first on a user's page", async () => {
    const poster = await addUser(t, "Poster");
    const posted: Moment[] = [];
    for (let i = 0; i < 7; i++) posted.push(await postMoment(t, poster.token, `m${i}`));
    const seen: number[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(viewer, `view=user&userId=${poster.id}&pageSize=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.body.data.list.map((m) => m.id));
      cursor = page.body.data.nextCursor;
      // Someone posts in between, in the same millisecond as others.
      await postMoment(t, poster.token, "newer");
    } while (cursor);
    expect(seen).toEqual(posted.map((m) => m.id).reverse());

    const pin = (id: number, top = true) => t.post("/api/dynamic/dynamic-top", { id, top }, { token: poster.token });
    expect((await pin(posted[2]!.id)).status).toBe(200);
    expect((await pin(posted[4]!.id)).status).toBe(200);
    expect((await t.post("/api/dynamic/dynamic-top", { id: posted[4]!.id }, { token: viewer.token })).status).toBe(403);
    const page1 = (await list(viewer, `view=user&userId=${poster.id}&pageSize=3`)).body.data;
    expect(page1.list[0]).toMatchObject({ id: posted[4]!.id, pinned: true });
    expect(page1.list.filter((m) => m.pinned)).toHaveLength(1);
    const all: number[] = [...page1.list.map((m) => m.id)];
    let next = page1.nextCursor;
    while (next) {
      const page = (await list(viewer, `view=user&userId=${poster.id}&pageSize=3&cursor=${next}`)).body.data;
      all.push(...page.list.map((m) => m.id));
      next = page.nextCursor;
    }
    expect(new Set(all).size).toBe(all.length);
    const total = await t.database.db.selectFrom("moments").select("id").where("user_id", "=", poster.id).execute();
    expect(all.sort()).toEqual(total.map((m) => m.id).sort());
    await Promise.all([pin(posted[0]!.id), pin(posted[1]!.id), pin(posted[3]!.id)]);
    const pinned = await t.database.db.selectFrom("moments").select("id").where("user_id", "=", poster.id).where("pinned", "=", 1).execute();
    expect(pinned).toHaveLength(1);
    // Unpinning another moment leaves the pinned one pinned.
    const other = [posted[0]!, posted[1]!, posted[3]!].find((m) => m.id !== pinned[0]!.id)!;
    expect((await pin(other.id, false)).status).toBe(200);
    expect((await list(viewer, `view=user&userId=${poster.id}`)).body.data.list[0]).toMatchObject({ id: pinned[0]!.id, pinned: true });
    expect((await pin(pinned[0]!.id, false)).status).toBe(200);
    expect((await list(viewer, `view=user&userId=${poster.id}`)).body.data.list.some((m) => m.pinned)).toBe(false);
  });

  it("keeps likes and comments to a private author, and shows likers only to an SVIP author", async () => {
    const priv = await addUser(t, "Private");
    const moment = await postMoment(t, priv.token, "private");
    const other = await addUser(t, "Another");
    await t.post("/api/dynamic/support", { dynamicId: moment.id }, { token: other.token });
    await t.post("/api/dynamic/comment", { dynamicId: moment.id, text: "another's" }, { token: other.token });
    const mine = (await t.post<MomentComment>("/api/dynamic/comment", { dynamicId: moment.id, text: "viewer's" }, { token: viewer.token })).body.data;
    await t.post("/api/dynamic/comment", { dynamicId: moment.id, parentId: mine.id, text: "author answers" }, { token: priv.token });
    expect((await t.post("/api/user/privacy-set", { momentInteractions: "private" }, { token: priv.token })).status).toBe(200);
    const seen = (await info(viewer, moment.id)).body.data;
    expect(seen.moment).toMatchObject({ likes: null, comments: null });
    expect(seen.comments.list.map((c) => [c.text, c.replies.map((r) => r.text)])).toEqual([["viewer's", ["author answers"]]]);
    expect(seen.comments.total).toBe(2);
    t.clock.advance(1);
    const liked = await t.post<{ liked: boolean; likes: number }>("/api/dynamic/support", { dynamicId: moment.id }, { token: viewer.token });
    expect(liked.body.data).toEqual({ liked: true, likes: 1 });
    const others = await t.get<CommentPage>(`/api/dynamic/comment-list?dynamicId=${moment.id}`, { token: other.token });
    expect(others.body.data.list.map((c) => c.text)).toEqual(["another's"]);
    // The author sees everything; likers only as SVIP.
    const own = (await info(priv, moment.id)).body.data;
    expect(own.moment).toMatchObject({ likes: 2, comments: 3 });
    expect(own.likers).toBeNull();
    await setUser(t, priv.id, { vip_level: 2 });
    expect((await info(priv, moment.id)).body.data.likers?.map((l) => l.userId)).toEqual([viewer.id, other.id]);
    expect((await info(viewer, moment.id)).body.data.likers).toBeNull();
    await setUser(t, priv.id, { vip_level: 2, vip_expires_at: t.clock.now() - 1 });
    expect((await info(priv, moment.id)).body.data.likers).toBeNull();
  });

  it("hides a blocker's moments from the blocked user and the other way round, in every list and call", async () => {
    const blocker = await addUser(t, "Blocker");
    const blocked = await addUser(t, "Blocked");
    const bm = await postMoment(t, blocker.token, "blocker's");
    const dm = await postMoment(t, blocked.token, "blocked's");
    expect((await t.post("/api/user/block", { userId: blocked.id }, { token: blocker.token })).status).toBe(200);
    for (const [user, theirs, them] of [[blocked, bm, blocker], [blocker, dm, blocked]] as const) {
      expect((await list(user, "view=square&pageSize=50")).body.data.list.map((m) => m.id)).not.toContain(theirs.id);
      expect((await list(user, `view=user&userId=${them.id}`)).body.data.list).toEqual([]);
      expect((await info(user, theirs.id)).status).toBe(404);
      expect((await t.post("/api/dynamic/support", { dynamicId: theirs.id }, { token: user.token })).status).toBe(404);
      expect((await t.post("/api/dynamic/comment", { dynamicId: theirs.id, text: "hi" }, { token: user.token })).status).toBe(404);
    }
    expect((await list(viewer, "view=square&pageSize=50")).body.data.list.map((m) => m.id)).toEqual(expect.arrayContaining([bm.id, dm.id]));
  });

  it("translates a moment and a comment through the chat's service: charged once per text and language", async () => {
    const reader = await addUser(t, "Reader2");
    await setUser(t, author.id, { language: "es" });
    const moment = await postMoment(t, author.token, "hola amigos");
    const c = (await t.post<MomentComment>("/api/dynamic/comment", { dynamicId: moment.id, text: "qué bonito" }, { token: author.token })).body.data;
    const translate = (path: string, id: number) => t.post<MomentTranslateReply>(`/api/dynamic/${path}`, { id, targetLanguage: "en" }, { token: reader.token });
    const poor = await translate("translate", moment.id);
    expect(poor.status).toBe(402);
    expect(poor.body.code).toBe(CODE.noCoins);
    await credit(t, reader.id, { translate_chars: 5, gold_coin: 2 });
    const done = await translate("translate", moment.id);
    expect(done.body.data).toEqual({ translateSuccess: true, detectedLanguage: "es", engine: "fake", translateContent: "[es>en] HOLA AMIGOS", charged: { characters: 10, coins: 1 } });
    expect((await translate("translate", moment.id)).body.data.charged).toEqual({ characters: 0, coins: 0 });
    const comment = await translate("translate-comment", c.id);
    expect(comment.body.data.translateContent).toBe("[es>en] QUÉ BONITO");
    expect(await balanceOf(t, reader.id)).toMatchObject({ chars: 0, coins: 0 });
    expect((await translate("translate-comment", 999_999)).status).toBe(404);
  });

  it("files a complaint about a moment or a comment the caller sees, and refuses ones they do not", async () => {
    const moment = await postMoment(t, author.token, "report me");
    const c = (await t.post<MomentComment>("/api/dynamic/comment", { dynamicId: moment.id, text: "rude" }, { token: viewer.token })).body.data;
    const reporter = await addUser(t, "Reporter");
    const complain = (body: Record<string, unknown>) => t.post("/api/complain/add_complain", { type: 1, notes: "", ...body }, { token: reporter.token });
    expect((await complain({ beComplainedAccount: author.id + 100_000, dynamicId: moment.id })).status).toBe(200);
    expect((await complain({ beComplainedAccount: viewer.id + 100_000, commentId: c.id })).status).toBe(200);
    expect((await complain({ beComplainedAccount: viewer.id + 100_000, dynamicId: moment.id })).status).toBe(400);
    expect((await complain({ beComplainedAccount: author.id + 100_000, dynamicId: 999_999 })).status).toBe(404);
    expect((await complain({ beComplainedAccount: author.id + 100_000, dynamicId: "x" })).status).toBe(400);
    const rows = await t.database.db.selectFrom("complaints").select(["dynamic_id", "comment_id"]).where("user_id", "=", reporter.id).orderBy("id").execute();
    expect(rows).toEqual([{ dynamic_id: moment.id, comment_id: null }, { dynamic_id: moment.id, comment_id: c.id }]);
  });

  it("hides the moments of a deleted account", async () => {
    const leaver = await addUser(t, "Leaver");
    const moment = await postMoment(t, leaver.token, "bye");
    expect((await info(viewer, moment.id)).status).toBe(200);
    expect((await t.post("/api/account/cancel-account", { password: leaver.password }, { token: leaver.token })).status).toBe(200);
    expect((await info(viewer, moment.id)).status).toBe(404);
    expect((await list(viewer, "view=square&pageSize=50")).body.data.list.map((m) => m.id)).not.toContain(moment.id);
  });
});
