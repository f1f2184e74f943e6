/**
 * The Contacts tab: GET /api/friend/friend-list (grouped by firstLetter per script),
 * POST /api/friend/updateRemarkName {friendUserId, friendRemarkName},
 * POST /api/friend/delete-friend {friendUserId} (both sides stop being friends).
 */
import { updateRemarkRequest } from "@chat/protocol";
import type { Friend } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { compareNames, OTHER_GROUP } from "./first-letter.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok, notFound } from "../../http/envelope.js";
import { parseBody, idField } from "../../http/parse-body.js";
import type { UserRow } from "../account/index.js";
import { toFriend } from "./friend-graph.js";
import { friendship } from "./who-may-talk.js";
import { blockedIdsOf } from "../people/index.js";

const deleteFriendRequest = z.object({ friendUserId: idField });

/** Contacts order: groups A–Z (or the script's letters) with "#" last, names collated inside. */
export function compareFriends(a: Friend, b: Friend): number {
  if (a.firstLetter !== b.firstLetter) {
    if (a.firstLetter === OTHER_GROUP) return 1;
    if (b.firstLetter === OTHER_GROUP) return -1;
    return compareNames(a.firstLetter, b.firstLetter);
  }
  return compareNames(a.friendRemarkName || a.friendUserNickName, b.friendRemarkName || b.friendUserNickName);
}

export function registerFriendListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/friend/friend-list", auth, async (request) => {
    const me = callerId(request);
    const [blocked, rows] = await Promise.all([blockedIdsOf(db, me), db
      .selectFrom("friends as f")
      .innerJoin("users as u", "u.id", "f.friend_user_id")
      .selectAll("u")
      .select(["f.remark_name", "f.created_at as friend_since"])
      .where("f.user_id", "=", me)
      .where("u.deleted_at", "is", null)
      .execute()]);
    // Someone the caller blocked leaves their Contacts (the friendship stays for an unblock).
    const list = rows.filter((r) => !blocked.has(r.id)).map(({ remark_name, friend_since, ...user }) => toFriend(ctx, user as UserRow, remark_name, friend_since));
    list.sort(compareFriends);
    return ok(request.locale, list);
  });

  app.post("/api/friend/updateRemarkName", auth, async (request) => {
    const me = callerId(request);
    const { friendUserId, friendRemarkName } = parseBody(updateRemarkRequest, request.body);
    if (!(await friendship(db, me, friendUserId))) throw notFound();
    await db
      .updateTable("friends")
      .set({ remark_name: friendRemarkName })
      .where("user_id", "=", me)
      .where("friend_user_id", "=", friendUserId)
      .execute();
    return ok(request.locale, null);
  });

  app.post("/api/friend/delete-friend", auth, async (request) => {
    const me = callerId(request);
    const { friendUserId } = parseBody(deleteFriendRequest, request.body);
    if (!(await friendship(db, me, friendUserId))) throw notFound();
    await db
      .deleteFrom("friends")
      .where((eb) =>
        eb.or([
          eb.and([eb("user_id", "=", me), eb("friend_user_id", "=", friendUserId)]),
          eb.and([eb("user_id", "=", friendUserId), eb("friend_user_id", "=", me)]),
        ]),
      )
      .execute();
    return ok(request.locale, null);
  });
}
