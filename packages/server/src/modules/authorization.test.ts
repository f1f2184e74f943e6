/**
 * Every signed-in endpoint, table-driven: anonymous → 401; a stranger → 403/404 on someone else's
 * things, or 200 with only their own data; the owner → 200.
 */
import type { SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";

interface Fixture {
  owner: TestUser;
  friend: TestUser;
  applyId: number;
  messageId: string;
}

type Stranger = 403 | 404 | "own" | "public";

interface Row {
  method: "GET" | "POST";
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  stranger: Stranger;
}

const SECRET = "secret-text-only-owner-sees";

export const ENDPOINTS: Row[] = [
  { method: "GET", path: () => "/api/friend/applys", stranger: "own" },
  { method: "GET", path: () => "/api/friend/friend-list", stranger: "own" },
  { method: "GET", path: () => "/api/message/unread-message", stranger: "own" },
  { method: "GET", path: () => "/api/message/notices", stranger: "own" },
  { method: "GET", path: () => "/api/interact/list?page=1&pageSize=20", stranger: "own" },
  { method: "GET", path: () => "/api/service/im-account", stranger: "public" },
  { method: "GET", path: () => "/api/complain/complain_type", stranger: "public" },
  { method: "POST", path: () => "/api/message/user-session-list", body: () => ({}), stranger: "own" },
  { method: "POST", path: () => "/api/user/privacy-set", body: () => ({ momentInteractions: "private" }), stranger: "own" },
  { method: "GET", path: (f) => `/api/user/info?userId=${f.friend.id}`, stranger: "public" },
  { method: "GET", path: (f) => `/api/user/search?content=${f.friend.id + 100000}`, stranger: "public" },
  { method: "POST", path: () => "/api/complain/add_complain", body: (f) => ({ type: 1, notes: "n", beComplainedAccount: f.friend.id + 100000 }), stranger: "public" },
  { method: "GET", path: (f) => `/api/message/history?userId=${f.friend.id}`, stranger: 403 },
  { method: "POST", path: () => "/api/message/send", body: (f) => ({ toUserId: f.friend.id, messageType: "txt", content: "hi", clientMsgId: `auth-${Math.random()}` }), stranger: 403 },
  { method: "POST", path: () => "/api/message/read", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/friend/updateRemarkName", body: (f) => ({ friendUserId: f.friend.id, friendRemarkName: "pal" }), stranger: 404 },
  { method: "GET", path: (f) => `/api/friend/apply-deal?applyId=${f.applyId}&status=1`, stranger: 403 },
  { method: "POST", path: () => "/api/message/recall", body: (f) => ({ messageId: f.messageId }), stranger: 404 },
  { method: "POST", path: () => "/api/message/delete-history", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/message/delete-conversation", body: (f) => ({ userId: f.friend.id }), stranger: 404 },
  { method: "POST", path: () => "/api/friend/add-friend", body: (f) => ({ userId: f.friend.id }), stranger: "public" },
  { method: "POST", path: () => "/api/friend/delete-friend", body: (f) => ({ friendUserId: f.friend.id }), stranger: 404 },
];

describe.each(testDatabases)("authorization of every endpoint on %s", (dialect) => {
  let t: TestApp;
  let f: Fixture;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addUser(t, "Customer Service", { is_service: 1 });
    const owner = await addUser(t, "Owner");
    const friend = await addUser(t, "FriendZed");
    stranger = await addUser(t, "Stranger");
    const applicant = await addUser(t, "Applicant");
    await makeFriends(t, owner, friend);
    await t.post("/api/friend/add-friend", { userId: owner.id }, { token: applicant.token });
    const applyId = (await t.database.db.selectFrom("friend_applications").select("id").where("to_user_id", "=", owner.id).executeTakeFirstOrThrow()).id;
    const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: friend.id, messageType: "txt", content: SECRET, clientMsgId: "auth-fixture-1" }, { token: owner.token });
    await t.post("/api/message/send", { toUserId: owner.id, messageType: "txt", content: "reply", clientMsgId: "auth-fixture-2" }, { token: friend.token });
    f = { owner, friend, applyId, messageId: sent.body.data.messageId };
  });
  afterAll(() => t.close());

  const call = (row: Row, token?: string) => {
    const path = row.path(f);
    return row.method === "GET" ? t.get(path, token ? { token } : {}) : t.post(path, row.body?.(f) ?? {}, token ? { token } : {});
  };

  it("answers 401 to anonymous callers everywhere (and on upload)", async () => {
    for (const row of ENDPOINTS) {
      const res = await call(row);
      expect(res.status, row.path(f)).toBe(401);
      expect(res.body.code, row.path(f)).toBe(401);
    }
    const upload = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { "content-type": "multipart/form-data; boundary=x" }, payload: "--x--" });
    expect(upload.statusCode).toBe(401);
  });

  it("refuses a stranger someone else's things and shows only their own data", async () => {
    for (const row of ENDPOINTS) {
      const res = await call(row, stranger.token);
      const where = `${row.method} ${row.path(f)}`;
      if (typeof row.stranger === "number") expect(res.status, where).toBe(row.stranger);
      else expect(res.status, where).toBe(200);
      if (row.stranger === "own") {
        expect(JSON.stringify(res.body), where).not.toContain("FriendZed");
        expect(JSON.stringify(res.body), where).not.toContain(SECRET);
      }
    }
  });

  it("lets the owner do all of it", async () => {
    for (const row of ENDPOINTS) {
      const res = await call(row, f.owner.token);
      expect(res.status, `${row.method} ${row.path(f)} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});
