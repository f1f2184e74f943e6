/**
 * Who a send is between, before it costs or stores anything: the earlier try under the same
 * clientMsgId (a retry answers it, once it is known to be the same message), or both users once every
 * rule lets the message go.
 */
import type { sendMessageRequest } from "@chat/protocol";
import { CODE, messageText } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { hotQuery } from "../../db/hot-query.js";
import type { DB } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../http/envelope.js";
import { canMessage, isFriendOf } from "../friends/index.js";
import { blockedEitherWay, isVisible, userUnavailable } from "../people/index.js";
import { SEND_USER_COLUMNS, pgSendPathOf } from "./send-pg.js";
import type { SendFacts, SendUser } from "./send-pg.js";
import type { MessageRow } from "./wire.js";

type SendBody = z.output<typeof sendMessageRequest>;

const selectBySendKey = hotQuery((db, p: { from: number; clientMsgId: string }) => db.selectFrom("messages").selectAll().where("from_user_id", "=", p.from).where("client_msg_id", "=", p.clientMsgId));

export async function findBySendKey(db: Kysely<DB>, from: number, clientMsgId: string): Promise<MessageRow | undefined> {
  return (await selectBySendKey(db, { from, clientMsgId })).rows[0];
}

/**
 * A retry is the same send: the same peer, kind and text. Another message under a used clientMsgId is
 * refused (409 idempotencyKeyReused) rather than answered with the first one as if it had been sent.
 */
export function sameSend(earlier: MessageRow, body: SendBody): MessageRow {
  // A recalled message keeps no text to compare.
  const sameText = body.messageType !== "txt" || earlier.recalled_at !== null || earlier.content === messageText.safeParse(body.content).data;
  const same = earlier.to_user_id === body.toUserId && earlier.type === body.messageType && sameText;
  if (!same) throw new AppError(CODE.conflict, "idempotencyKeyReused", 409);
  return earlier;
}

/**
 * The send's earlier try under the same clientMsgId, or both users once every rule lets the message
 * go: a banned or suspended peer is not there for others (their history stays, new messages do not
 * go), and every kind of send (text, image, voice, gift, burn-after-read) stops here when either
 * blocked the other. PostgreSQL reads it all in one statement, with the sends beside it (send-pg.ts).
 */
export async function partiesOf(ctx: AppContext, me: number, body: SendBody): Promise<{ earlier: MessageRow } | { self: SendUser; peer: SendUser }> {
  const facts = await factsOf(ctx, me, body);
  if (facts.earlier) return { earlier: facts.earlier };
  if (body.toUserId === me) throw badRequest("badRequest");
  const { self, peer } = facts;
  if (!self || !peer) throw notFound();
  if (!isVisible(peer, ctx.clock.now())) throw userUnavailable();
  if (facts.blocked) throw new AppError(CODE.forbidden, "blockedCannotMessage");
  if (!(await canMessage(ctx.database.db, self, peer, facts.friends))) throw new AppError(CODE.forbidden, "notFriend");
  return { self, peer };
}

/**
 * Both users (live ones), with the block between them and the sender's friendship, in one statement:
 * on SQLite each statement costs a send several microseconds however small (docs/benchmarks.md).
 * PostgreSQL's `chat_send_facts` reads the same, with the sends beside it.
 */
const selectSendUsers = hotQuery((db, p: { from: number; to: number }) =>
  db
    .selectFrom("users")
    .select(SEND_USER_COLUMNS.map((c) => `users.${c}` as const))
    .select([blockedEitherWay(p.from, p.to).as("send_blocked"), isFriendOf(p.from, p.to).as("send_friends")])
    .where("users.id", "in", [p.from, p.to])
    .where("users.deleted_at", "is", null),
);

/** The facts the rules above read: PostgreSQL's batched read, or two statements on SQLite. */
async function factsOf(ctx: AppContext, me: number, body: SendBody): Promise<SendFacts> {
  const pg = pgSendPathOf(ctx.database);
  if (pg) return pg.facts(me, body.toUserId, body.clientMsgId);
  const db = ctx.database.db;
  const [earlier, { rows }] = await Promise.all([findBySendKey(db, me, body.clientMsgId), selectSendUsers(db, { from: me, to: body.toUserId })]);
  const users = rows.map(({ send_blocked: _b, send_friends: _f, ...user }) => user as SendUser);
  const first = rows[0];
  return { earlier, self: users.find((u) => u.id === me), peer: users.find((u) => u.id === body.toUserId), blocked: Boolean(first?.send_blocked), friends: Boolean(first?.send_friends) };
}
