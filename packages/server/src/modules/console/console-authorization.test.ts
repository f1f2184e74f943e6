/**
 * Every console endpoint, table-driven: anonymous callers, members (their bearer token, or it put in
 * the operator header) and dead operator tokens get 401; a role the row does not allow gets 403; an
 * allowed operator gets through; and every action that changes something lands in the audit log.
 * (The member endpoints' table is modules/authorization.test.ts; operators are not members, so they
 * have this table of their own.)
 */
import type { ConsoleComplaintPage, OperatorRole } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

interface Fixture {
  member: TestUser;
  complaintId: number;
}

interface Row {
  method: "GET" | "POST";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  /** Who may call it. */
  roles: readonly OperatorRole[];
  /** The audit action it writes, for the calls that change something. */
  audited?: string;
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
];

/** Ends the caller's session, so only its refusals are checked here (console-login.test.ts covers the rest). */
const SESSION_ENDING: Row[] = [{ method: "POST", path: () => "/api/admin/logout", roles: EVERYONE }];

describe.each(testDatabases)("authorization of every console endpoint on %s", (dialect) => {
  let t: TestApp;
  let f: Fixture;
  const tokens = {} as Record<OperatorRole, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const member = await addUser(t, "Member");
    const other = await addUser(t, "Other");
    await t.post("/api/complain/add_complain", { type: 1, notes: "", beComplainedAccount: String(other.id + 100_000) }, { token: member.token });
    tokens.support = await loginOperator(t, await createOperator(t, { role: "support" }));
    tokens.admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
    const page = await t.get<ConsoleComplaintPage>("/api/admin/complaints", asOperator(tokens.admin));
    f = { member, complaintId: page.body.data.records[0]?.id ?? 0 };
  });
  afterAll(() => t.close());

  const call = (row: Row, headers: Record<string, string>) =>
    t.app.inject({ method: row.method, url: row.path(f), headers: { ...headers, "content-type": "application/json" }, ...(row.method === "POST" ? { payload: JSON.stringify(row.body?.(f) ?? {}) } : {}) });

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
        const res = await call(row, { "x-operator-token": tokens[role] });
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
