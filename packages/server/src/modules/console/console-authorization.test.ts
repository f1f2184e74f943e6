/**
 * Every console endpoint, table-driven: anonymous callers, members (their bearer token, or it put in
 * the operator header) and dead operator tokens get 401; a role the row does not allow gets 403; an
 * allowed operator gets through; and every action that changes something lands in the audit log.
 * (The member endpoints' table is modules/authorization.test.ts; operators are not members, so they
 * have this table of their own.)
 */
import type { ConsoleComplaintPage, OperatorRole, SupportSavedReply } from "@chat/protocol";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { testPng } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { openStream, writeToService } from "../../testing/support.js";
import { FakeTranslator } from "../../testing/wallet.js";

interface Fixture {
  member: TestUser;
  complaintId: number;
  /** A member who wrote to customer service: the support inbox's thread. */
  asker: TestUser;
  /** The asker's message. */
  messageId: string;
  /** A second support operator, for a reassignment. */
  otherOperatorId: number;
  /** Saved replies to remove, one per call. */
  savedReplyIds: number[];
}

interface Row {
  method: "GET" | "POST";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** Who may call it. */
  roles: readonly OperatorRole[];
  /** The audit action it writes, for the calls that change something. */
  audited?: string;
  /** A multipart form with one picture instead of JSON. */
  form?: true;
  /** A stream that stays open (server-sent events): an allowed call is checked by its status only. */
  stream?: true;
}

const EVERYONE: readonly OperatorRole[] = ["support", "admin"];

export const CONSOLE_ENDPOINTS: Row[] = [
  { method: "GET", path: () => "/api/admin/me", roles: EVERYONE },
  { method: "GET", path: () => "/api/admin/complaints", roles: EVERYONE },
  { method: "GET", path: () => "/api/admin/complaints/reasons", roles: EVERYONE },
  { method: "POST", path: () => "/api/admin/complaints/action", body: (f) => ({ complaintId: f.complaintId, action: "dismiss" }), roles: EVERYONE, audited: "complaint.dismiss" },
  { method: "GET", path: () => "/api/admin/users/search?q=member", roles: EVERYONE },
  { method: "GET", path: (f) => `/api/admin/users/detail?userId=${f.member.id}`, roles: EVERYONE },
  { method: "POST", path: () => "/api/admin/users/coins", body: (f) => ({ userId: f.member.id, delta: 1, reason: "authorization test" }), roles: ["admin"], audited: "user.coins" },
  { method: "POST", path: () => "/api/admin/users/set", body: (f) => ({ userId: f.member.id, isPayMsg: false }), roles: EVERYONE, audited: "user.set" },
  { method: "POST", path: () => "/api/admin/users/restore", body: (f) => ({ userId: f.member.id }), roles: EVERYONE, audited: "user.restore" },
  { method: "GET", path: () => "/api/admin/stats?from=2025-01-01&to=2025-01-31", roles: EVERYONE },
  // The support inbox.
  { method: "GET", path: () => "/api/admin/support/threads?filter=open", roles: EVERYONE },
  { method: "GET", path: (f) => `/api/admin/support/thread?memberId=${f.asker.id}`, roles: EVERYONE },
  { method: "GET", path: (f) => `/api/admin/support/history?memberId=${f.asker.id}`, roles: EVERYONE },
  { method: "POST", path: () => "/api/admin/support/read", body: (f) => ({ memberId: f.asker.id }), roles: EVERYONE },
  { method: "POST", path: () => "/api/admin/support/reply", body: (f) => ({ memberId: f.asker.id, messageType: "txt", content: "We are on it.", clientMsgId: randomUUID() }), roles: EVERYONE, audited: "support.reply" },
  { method: "POST", path: () => "/api/admin/support/upload", roles: EVERYONE, form: true },
  { method: "POST", path: () => "/api/admin/support/assign", body: (f) => ({ memberId: f.asker.id }), roles: EVERYONE, audited: "support.assign" },
  { method: "POST", path: () => "/api/admin/support/assign", body: (f) => ({ memberId: f.asker.id, operatorId: f.otherOperatorId }), roles: ["admin"], audited: "support.assign" },
  { method: "POST", path: () => "/api/admin/support/resolve", body: (f) => ({ memberId: f.asker.id }), roles: EVERYONE, audited: "support.resolve" },
  { method: "POST", path: () => "/api/admin/support/reopen", body: (f) => ({ memberId: f.asker.id }), roles: EVERYONE, audited: "support.reopen" },
  { method: "POST", path: () => "/api/admin/support/notes/add", body: (f) => ({ memberId: f.asker.id, text: "Internal" }), roles: EVERYONE, audited: "support.note" },
  { method: "GET", path: () => "/api/admin/support/saved-replies", roles: EVERYONE },
  { method: "POST", path: () => "/api/admin/support/saved-replies/add", body: () => ({ title: "Hello", language: "en", text: "Hello!" }), roles: EVERYONE, audited: "support.saved-reply.add" },
  { method: "POST", path: () => "/api/admin/support/saved-replies/remove", body: (f) => ({ id: f.savedReplyIds.pop() }), roles: EVERYONE, audited: "support.saved-reply.remove" },
  { method: "POST", path: () => "/api/admin/support/translate", body: (f) => ({ memberId: f.asker.id, messageId: f.messageId, to: "de" }), roles: EVERYONE },
  { method: "GET", path: () => "/api/admin/support/feed", roles: EVERYONE, stream: true },
];

/** Ends the caller's session, so only its refusals are checked here (console-login.test.ts covers the rest). */
const SESSION_ENDING: Row[] = [{ method: "POST", path: () => "/api/admin/logout", roles: EVERYONE }];

describe.each(testDatabases)("authorization of every console endpoint on %s", (dialect) => {
  let t: TestApp;
  let f: Fixture;
  let baseUrl = "";
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { translator: new FakeTranslator() });
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const member = await addUser(t, "Member");
    const other = await addUser(t, "Other");
    await t.post("/api/complain/add_complain", { type: 1, notes: "", beComplainedAccount: String(other.id + 100_000) }, { token: member.token });
    tokens.support = await loginOperator(t, await createOperator(t, { role: "support" }));
    tokens.admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
    const page = await t.get<ConsoleComplaintPage>("/api/admin/complaints", asOperator(tokens.admin));
    const service = await addUser(t, "Customer service", { is_service: 1 });
    const asker = await addUser(t, "Asker");
    const asked = await writeToService(t, asker, service, "Hello, I cannot find my coins.");
    const savedReplyIds: number[] = [];
    // Each removal call (the refused ones included) takes one.
    for (let i = 0; i < 8; i++) savedReplyIds.push((await t.post<SupportSavedReply>("/api/admin/support/saved-replies/add", { title: `R${i}`, language: "en", text: "x" }, asOperator(tokens.admin))).body.data.id);
    f = { member, complaintId: page.body.data.records[0]?.id ?? 0, asker, messageId: asked.body.data.messageId, otherOperatorId: (await createOperator(t)).id, savedReplyIds };
  });
  afterAll(() => t.close());

  const call = async (row: Row, headers: Record<string, string>) => {
    if (row.form) {
      const payload = Buffer.concat([Buffer.from(`--form\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), await testPng(32, 32), Buffer.from(`\r\n--form--\r\n`)]);
      return t.app.inject({ method: row.method, url: row.path(f), headers: { ...headers, "content-type": "multipart/form-data; boundary=form" }, payload });
    }
    return t.app.inject({ method: row.method, url: row.path(f), headers: { ...headers, "content-type": "application/json" }, ...(row.method === "POST" ? { payload: JSON.stringify(row.body?.(f) ?? {}) } : {}) });
  };
  /** A stream's answer to an allowed caller: its status, then the connection is dropped. */
  const callStream = async (row: Row, headers: Record<string, string>) => {
    const stream = await openStream(`${baseUrl}${row.path(f)}`, headers);
    stream.close();
    return { statusCode: stream.status, body: "(stream)" };
  };

  it("answers 401 to anonymous callers, members and made-up operator tokens", async () => {
    for (const row of [...CONSOLE_ENDPOINTS, ...SESSION_ENDING]) {
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${f.member.token}` }, { "x-operator-token": f.member.token }, { "x-operator-token": "A".repeat(43) }];
      for (const headers of callers) {
        const res = await call(row, headers);
        expect(res.statusCode, `${row.method} ${row.path(f)} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it("never lets an operator's token act as a member", async () => {
    for (const path of ["/api/account/my-info", "/api/wallet/balance", "/api/message/unread-message"]) {
      expect((await t.get(path, { token: tokens.admin })).status, path).toBe(401);
    }
  });

  it("lets each role do what its rows allow, refuses the rest with 403, and audits every change", async () => {
    for (const row of CONSOLE_ENDPOINTS) {
      for (const role of ["support", "admin"] as const) {
        const before = await t.database.db.selectFrom("audit_log").select("id").where("action", "=", row.audited ?? "-").execute();
        const res = row.stream && row.roles.includes(role) ? await callStream(row, { "x-operator-token": tokens[role] }) : await call(row, { "x-operator-token": tokens[role] });
        const label = `${role} ${row.method} ${row.path(f)} ${res.body}`;
        if (!row.roles.includes(role)) {
          expect(res.statusCode, label).toBe(403);
          continue;
        }
        expect(res.statusCode, label).toBe(200);
        if (row.audited) {
          const after = await t.database.db.selectFrom("audit_log").select(["id", "operator_id"]).where("action", "=", row.audited).execute();
          expect(after.length, label).toBe(before.length + 1);
        }
      }
    }
  });

  it("ends the operator's session at logout", async () => {
    const token = await loginOperator(t, await createOperator(t));
    expect((await t.post("/api/admin/logout", {}, asOperator(token))).status).toBe(200);
    expect((await t.get("/api/admin/me", asOperator(token))).status).toBe(401);
  });
});
