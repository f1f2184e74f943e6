import { SUPPORT_LIMITS, accountIdOf } from "@chat/protocol";
import type { SupportHistoryPage, SupportNote, SupportSavedReply, SupportThread, SupportThreadDetail } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { inbox, replyAs, threadOf, writeToService } from "../../testing/support.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { credit } from "../../testing/wallet.js";
import { testPng } from "../../testing/moments.js";
import { connectWs } from "../../testing/ws-client.js";

describe.each(testDatabases)("the support inbox on %s", (dialect) => {
  let t: TestApp;
  let service: TestUser;
  let support: string;
  let admin: string;
  let supportId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    service = await addUser(t, "Customer service", { is_service: 1 });
    const op = await createOperator(t, { role: "support" });
    supportId = op.id;
    support = await loginOperator(t, op);
    admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
  });
  afterAll(() => t.close());

  const member = (name: string) => addUser(t, name);
  const post = <T>(path: string, body: unknown, token = support) => t.post<T>(path, body, asOperator(token));
  const episodes = (memberId: number) => t.database.db.selectFrom("support_episodes").selectAll().where("member_id", "=", memberId).orderBy("id").execute();
  const audits = (action: string, memberId: number) => t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).where("target_id", "=", String(memberId)).execute();

  it("lists every member who wrote, newest activity first, with their last message, unread count and waiting time", async () => {
    const first = await member("Ada");
    const second = await member("Ben");
    t.clock.advance(1000);
    const askedAt = t.clock.now();
    await writeToService(t, first, service, "My coins are gone");
    t.clock.advance(1000);
    await writeToService(t, second, service, "How do I translate?");
    t.clock.advance(1000);
    await writeToService(t, first, service, "Hello?");
    const page = await inbox(t, support);
    const mine = page.records.filter((r) => r.member.id === first.id || r.member.id === second.id);
    expect(mine.map((r) => r.member.nickname)).toEqual(["Ada", "Ben"]);
    expect(mine[0]).toMatchObject({
      member: { id: first.id, accountId: accountIdOf(first.id), nickname: "Ada", source: "web", vipLevel: 0 },
      status: "open",
      assignee: null,
      lastMessage: { type: "txt", text: "Hello?", fromMember: true },
      unread: 2,
      // Since the first message nobody answered, not the newest.
      waitingSince: askedAt,
    });
    expect(page.records.map((r) => r.lastTime)).toEqual([...page.records.map((r) => r.lastTime)].sort((a, b) => b - a));
  });

  it("opens the thread from any kind of send: a picture over HTTP, a text over the socket", async () => {
    const pictures = await member("Pictures");
    const boundary = "----inbox";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), await testPng(40, 40), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const uploaded = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${pictures.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    const imageUrl = uploaded.json<{ data: { url: string } }>().data.url;
    expect((await t.post("/api/message/send", { toUserId: service.id, messageType: "img", imageUrl, clientMsgId: "inbox-picture-1" }, { token: pictures.token })).status).toBe(200);
    expect((await threadOf(t, support, pictures.id))?.lastMessage).toMatchObject({ type: "img", text: "", fromMember: true });

    const socketSender = await member("Socket");
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await connectWs(url);
    await socket.auth(socketSender.token);
    socket.send({ type: "send", id: "s1", data: { toUserId: service.id, messageType: "txt", content: "over the socket", clientMsgId: "inbox-socket-1" } });
    expect(await socket.next((f) => f.type === "sendAck")).toMatchObject({ code: 200 });
    socket.close();
    expect((await threadOf(t, support, socketSender.id))?.lastMessage).toMatchObject({ text: "over the socket", fromMember: true });
    expect(await episodes(socketSender.id)).toHaveLength(1);
  });

  it("shows a partner site's members with the partner's origin as their source", async () => {
    const guest = await member("Partner guest");
    await t.database.db.insertInto("partner_users").values({ partner_origin: "https://shop.example", external_id: "guest-1", user_id: guest.id, created_at: t.clock.now() }).execute();
    await writeToService(t, guest, service);
    expect((await threadOf(t, support, guest.id))?.member.source).toBe("https://shop.example");
  });

  it("answers: the waiting stops, the opening gets its first response, and the thread goes to the operator who replied", async () => {
    const asker = await member("Cleo");
    t.clock.advance(1000);
    const openedAt = t.clock.now();
    await writeToService(t, asker, service, "Where is my order?");
    t.clock.advance(60_000);
    const answeredAt = t.clock.now();
    expect((await replyAs(t, support, asker.id, "Let me check.")).status).toBe(200);
    const thread = await threadOf(t, support, asker.id);
    expect(thread).toMatchObject({ waitingSince: null, assignee: { id: supportId }, lastTime: answeredAt, lastMessage: { text: "Let me check.", fromMember: false } });
    expect(await episodes(asker.id)).toMatchObject([{ opened_at: openedAt, first_response_at: answeredAt, resolved_at: null }]);
    // A second reply is not the first response.
    t.clock.advance(5000);
    await replyAs(t, admin, asker.id, "Found it.");
    expect((await episodes(asker.id))[0]?.first_response_at).toBe(answeredAt);
    // The thread stays with the operator who had it.
    expect((await threadOf(t, support, asker.id))?.assignee?.id).toBe(supportId);
    // The member waits again from their next message.
    t.clock.advance(1000);
    const again = t.clock.now();
    await writeToService(t, asker, service, "Thanks, and one more thing");
    expect((await threadOf(t, support, asker.id))?.waitingSince).toBe(again);
    expect(await audits("support.reply", asker.id)).toHaveLength(2);
  });

  it("resolves, and a new message from the member reopens the thread as a new episode", async () => {
    const asker = await member("Dan");
    await writeToService(t, asker, service, "Can I change my e-mail?");
    await replyAs(t, support, asker.id, "Yes, in Settings.");
    t.clock.advance(1000);
    const resolvedAt = t.clock.now();
    expect((await post<SupportThread>("/api/admin/support/resolve", { memberId: asker.id })).body.data).toMatchObject({ status: "resolved", waitingSince: null });
    expect((await inbox(t, support, "filter=open")).records.some((r) => r.member.id === asker.id)).toBe(false);
    expect((await inbox(t, support, "filter=resolved")).records.some((r) => r.member.id === asker.id)).toBe(true);
    expect((await episodes(asker.id))[0]?.resolved_at).toBe(resolvedAt);

    t.clock.advance(1000);
    const reopenedAt = t.clock.now();
    await writeToService(t, asker, service, "It did not work");
    expect(await threadOf(t, support, asker.id)).toMatchObject({ status: "open", waitingSince: reopenedAt, assignee: { id: supportId } });
    const [earlier, current] = await episodes(asker.id);
    expect(earlier?.resolved_at).toBe(resolvedAt);
    expect(current).toMatchObject({ opened_at: reopenedAt, first_response_at: null, resolved_at: null });

    // An operator's reopen keeps the same episode going; resolving again closes it.
    await post("/api/admin/support/resolve", { memberId: asker.id });
    expect((await post<SupportThread>("/api/admin/support/reopen", { memberId: asker.id })).body.data.status).toBe("open");
    expect(await episodes(asker.id)).toHaveLength(2);
    expect((await episodes(asker.id))[1]?.resolved_at).toBeNull();
    expect(await audits("support.resolve", asker.id)).toHaveLength(2);
    expect(await audits("support.reopen", asker.id)).toHaveLength(1);
  });

  it("filters mine and unassigned, and searches by account ID, e-mail and part of the nickname", async () => {
    const taken = await member("Searchable Eve");
    const free = await member("Frank");
    await writeToService(t, taken, service);
    await writeToService(t, free, service);
    expect((await post<SupportThread>("/api/admin/support/assign", { memberId: taken.id })).body.data.assignee?.id).toBe(supportId);
    const ids = async (query: string, token = support) => (await inbox(t, token, query)).records.map((r) => r.member.id);
    expect(await ids("filter=mine")).toContain(taken.id);
    expect(await ids("filter=mine")).not.toContain(free.id);
    expect(await ids("filter=mine", admin)).not.toContain(taken.id);
    expect(await ids("filter=unassigned")).toContain(free.id);
    expect(await ids("filter=unassigned")).not.toContain(taken.id);
    expect(await ids(`q=${accountIdOf(free.id)}`)).toEqual([free.id]);
    expect(await ids(`q=${encodeURIComponent(taken.email.toUpperCase())}`)).toEqual([taken.id]);
    expect(await ids("q=archable%20e")).toEqual([taken.id]);
    expect(await ids("q=nobody-has-this-name")).toEqual([]);
    expect(await audits("support.assign", taken.id)).toMatchObject([{ operator_id: supportId, before: JSON.stringify({ assigneeId: null }), after: JSON.stringify({ assigneeId: supportId }) }]);
  });

  it("pages the list by SUPPORT_LIMITS.pageSize with the total", async () => {
    const many = await Promise.all(Array.from({ length: SUPPORT_LIMITS.pageSize + 1 }, (_, i) => member(`Paged ${i}`)));
    // One after another, a millisecond apart: the list's order (newest first) is then the order written.
    for (const m of many) {
      t.clock.advance(1);
      await writeToService(t, m, service);
    }
    const first = await inbox(t, support, "filter=open&q=Paged");
    const second = await inbox(t, support, "filter=open&q=Paged&page=2");
    expect(first.total).toBe(many.length);
    expect(first.records).toHaveLength(SUPPORT_LIMITS.pageSize);
    expect(second.records.map((r) => r.member.nickname)).toEqual(["Paged 0"]);
  });

  it("lets only an admin give a thread to another operator, and only to a live one", async () => {
    const asker = await member("Gina");
    await writeToService(t, asker, service);
    const other = await createOperator(t, { role: "support" });
    expect((await post("/api/admin/support/assign", { memberId: asker.id, operatorId: other.id })).status).toBe(403);
    expect((await post<SupportThread>("/api/admin/support/assign", { memberId: asker.id, operatorId: other.id }, admin)).body.data.assignee).toEqual({ id: other.id, email: other.email });
    expect((await post("/api/admin/support/assign", { memberId: asker.id, operatorId: 999_999 }, admin)).status).toBe(404);
    await t.database.db.updateTable("operators").set({ disabled_at: t.clock.now() }).where("id", "=", other.id).execute();
    expect((await post("/api/admin/support/assign", { memberId: asker.id, operatorId: other.id }, admin)).status).toBe(404);
    expect((await post("/api/admin/support/assign", { memberId: 999_999 })).status).toBe(404);
    // The operators to choose from are an admin's only.
    const path = `/api/admin/support/thread?memberId=${asker.id}`;
    expect((await t.get<SupportThreadDetail>(path, asOperator(support))).body.data.operators).toEqual([]);
    const choices = (await t.get<SupportThreadDetail>(path, asOperator(admin))).body.data.operators.map((o) => o.id);
    expect(choices).toContain(supportId);
    expect(choices).not.toContain(other.id);
  });

  it("opens a thread with the member's context and the operators' notes", async () => {
    const asker = await member("Hugo");
    await credit(t, asker.id, { gold_coin: 25 });
    await writeToService(t, asker, service, "Context please");
    const note = await post<SupportNote>("/api/admin/support/notes/add", { memberId: asker.id, text: "  Asked twice about refunds  " });
    expect(note.body.data).toMatchObject({ operator: { id: supportId }, text: "Asked twice about refunds" });
    expect((await post("/api/admin/support/notes/add", { memberId: asker.id, text: "   " })).status).toBe(400);
    const detail = (await t.get<SupportThreadDetail>(`/api/admin/support/thread?memberId=${asker.id}`, asOperator(support))).body.data;
    expect(detail.thread.member.id).toBe(asker.id);
    expect(detail.context).toMatchObject({ email: asker.email, balances: { goldCoin: 25 }, membership: { vipLevel: 0 }, bannedAt: null, orders: [], openComplaints: [] });
    expect(detail.context.bills).toMatchObject([{ asset: "gold_coin", delta: 25 }]);
    expect(detail.notes.map((n) => n.text)).toEqual(["Asked twice about refunds"]);
    expect(await audits("support.note", asker.id)).toHaveLength(1);
    expect((await t.get(`/api/admin/support/thread?memberId=999999`, asOperator(support))).status).toBe(404);
  });

  it("pages the history newest first, as the member's peer sees it", async () => {
    const asker = await member("Iris");
    for (let i = 0; i < SUPPORT_LIMITS.historyPageSize + 2; i++) await writeToService(t, asker, service, `line ${i}`);
    await replyAs(t, support, asker.id, "answer");
    const first = (await t.get<SupportHistoryPage>(`/api/admin/support/history?memberId=${asker.id}`, asOperator(support))).body.data;
    expect(first.messages).toHaveLength(SUPPORT_LIMITS.historyPageSize);
    expect(first.messages[0]).toMatchObject({ msg: "answer", fromUserId: service.id, toUserId: asker.id });
    expect(first.messages[1]?.msg).toBe(`line ${SUPPORT_LIMITS.historyPageSize + 1}`);
    const second = (await t.get<SupportHistoryPage>(`/api/admin/support/history?memberId=${asker.id}&cursor=${first.nextCursor}`, asOperator(support))).body.data;
    expect(second.messages.map((m) => m.msg)).toEqual(["line 2", "line 1", "line 0"]);
    expect(second.nextCursor).toBeNull();
    expect((await t.get(`/api/admin/support/history?memberId=${asker.id}&cursor=garbage`, asOperator(support))).status).toBe(400);
  });

  it("keeps saved replies, at most SUPPORT_LIMITS.savedReplies, each change audited", async () => {
    const added = await post<SupportSavedReply>("/api/admin/support/saved-replies/add", { title: "Refunds", language: "en", text: "Refunds take 5 days." });
    expect(added.body.data).toMatchObject({ title: "Refunds", language: "en", text: "Refunds take 5 days." });
    const list = await t.get<SupportSavedReply[]>("/api/admin/support/saved-replies", asOperator(admin));
    expect(list.body.data).toContainEqual(added.body.data);
    expect((await post("/api/admin/support/saved-replies/remove", { id: added.body.data.id })).status).toBe(200);
    expect((await post("/api/admin/support/saved-replies/remove", { id: added.body.data.id })).status).toBe(404);
    const changes = await t.database.db.selectFrom("audit_log").select("action").where("target_type", "=", "saved-reply").where("target_id", "=", String(added.body.data.id)).execute();
    expect(changes.map((c) => c.action).sort()).toEqual(["support.saved-reply.add", "support.saved-reply.remove"]);
    const now = t.clock.now();
    await t.database.db
      .insertInto("support_saved_replies")
      .values(Array.from({ length: SUPPORT_LIMITS.savedReplies }, (_, i) => ({ title: `T${i}`, language: "en", text: "x", created_by: null, created_at: now })))
      .execute();
    const full = await post("/api/admin/support/saved-replies/add", { title: "One too many", language: "en", text: "x" });
    expect(full.status).toBe(400);
    expect(full.body.msg).toBe("The console holds as many saved replies as it can. Remove one to add another.");
  });

  it("keeps banned members listed, and erases a deleted account's thread and notes", async () => {
    const banned = await member("Banned Jo");
    await writeToService(t, banned, service);
    await t.database.db.updateTable("users").set({ banned_at: t.clock.now() }).where("id", "=", banned.id).execute();
    expect(await threadOf(t, support, banned.id)).toBeDefined();

    const leaving = await member("Leaving Kim");
    await writeToService(t, leaving, service);
    await post("/api/admin/support/notes/add", { memberId: leaving.id, text: "about to leave" });
    expect((await t.post("/api/account/cancel-account", { password: leaving.password }, { token: leaving.token })).status).toBe(200);
    expect(await threadOf(t, support, leaving.id)).toBeUndefined();
    expect(await t.database.db.selectFrom("support_notes").select("id").where("member_id", "=", leaving.id).execute()).toEqual([]);
    expect((await t.get(`/api/admin/support/history?memberId=${leaving.id}`, asOperator(support))).status).toBe(404);
  });
});
