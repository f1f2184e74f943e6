/**
 * An in-memory support server for the inbox's tests and stories (never imported by the section): it
 * answers every call of `SupportCalls` as the real endpoints do (filters, search, pages, cursors,
 * replies as the customer-service user), logs each call, and lets a test make a member write or a
 * call fail.
 */
import type { ChatMessage, SupportOperatorRef, SupportSavedReply, SupportThread, SupportThreadDetail } from "@chat/protocol";
import type { SupportCalls } from "../support/support-api.js";

export const SERVICE_USER_ID = 1;

export interface FakeThread {
  detail: SupportThreadDetail;
  /** Oldest first. */
  messages: ChatMessage[];
}

export interface FakeSupportOptions {
  threads: FakeThread[];
  operator: SupportOperatorRef;
  savedReplies?: SupportSavedReply[];
  pageSize?: number;
  historyPageSize?: number;
  /** Each answer waits this long (stories show their pending states). */
  delayMs?: number;
  now?: () => number;
}

let counter = 0;

/** A chat message between a member and the customer-service user. */
export function supportMessage(memberId: number, fromMember: boolean, time: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  const from = fromMember ? memberId : SERVICE_USER_ID;
  const to = fromMember ? SERVICE_USER_ID : memberId;
  return {
    id: counter.toString(16).padStart(32, "0"),
    clientMsgId: `fake-client-${counter}`,
    from: `im${100_000 + from}`,
    to: `im${100_000 + to}`,
    fromUserId: from,
    toUserId: to,
    chatType: "singleChat",
    type: "txt",
    msg: "",
    url: null,
    custom: null,
    time,
    seq: counter,
    ext: {},
    platform: "Web",
    brand: "",
    recalled: false,
    ...overrides,
  };
}

const lastMessageOf = (thread: SupportThread, m: ChatMessage): SupportThread["lastMessage"] => ({ type: m.type, text: m.recalled ? "" : m.msg, fromMember: m.fromUserId === thread.member.id, time: m.time });

export function fakeSupport(options: FakeSupportOptions) {
  const { operator, pageSize = 30, historyPageSize = 30, delayMs = 0, now = Date.now } = options;
  const threads = new Map(options.threads.map((t) => [t.detail.thread.member.id, structuredClone(t)]));
  let saved = [...(options.savedReplies ?? [])];
  const log: string[] = [];
  const failures = new Map<keyof SupportCalls, unknown>();
  let ids = 1000;

  async function answer<T>(name: keyof SupportCalls, args: unknown[], work: () => T): Promise<T> {
    log.push(`${name} ${args.map((a) => JSON.stringify(a)).join(" ")}`.trim());
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures.has(name)) {
      const error = failures.get(name);
      failures.delete(name);
      throw error;
    }
    return structuredClone(work());
  }

  const get = (memberId: number) => {
    const found = threads.get(memberId);
    if (!found) throw new Error(`no thread of member ${memberId}`);
    return found;
  };
  const update = (memberId: number, change: Partial<SupportThread>) => {
    const t = get(memberId);
    t.detail.thread = { ...t.detail.thread, ...change };
  };
  const append = (memberId: number, message: ChatMessage) => {
    const t = get(memberId);
    t.messages.push(message);
    update(memberId, { lastMessage: lastMessageOf(t.detail.thread, message), lastTime: message.time });
  };

  const calls: SupportCalls = {
    threads: ({ filter, q, page }) =>
      answer("threads", [{ filter, q, page }], () => {
        const needle = q.trim().toLowerCase();
        const found = [...threads.values()]
          .map((t) => t.detail)
          .filter(({ thread }) => (filter === "resolved" ? thread.status === "resolved" : thread.status === "open"))
          .filter(({ thread }) => filter !== "mine" || thread.assignee?.id === operator.id)
          .filter(({ thread }) => filter !== "unassigned" || thread.assignee === null)
          .filter(({ thread, context }) => !needle || String(thread.member.accountId) === needle || context.email?.toLowerCase() === needle || thread.member.nickname.toLowerCase().includes(needle))
          .map(({ thread }) => thread)
          .sort((a, b) => b.lastTime - a.lastTime);
        return { records: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
      }),
    thread: (memberId) => answer("thread", [memberId], () => get(memberId).detail),
    history: (memberId, cursor) =>
      answer("history", cursor ? [memberId, cursor] : [memberId], () => {
        const newestFirst = [...get(memberId).messages].reverse();
        const start = cursor ? Number(cursor) : 0;
        const end = start + historyPageSize;
        return { messages: newestFirst.slice(start, end), nextCursor: end < newestFirst.length ? String(end) : null };
      }),
    read: (memberId) => answer("read", [memberId], () => update(memberId, { unread: 0 })),
    reply: (request) =>
      answer("reply", [request], () => {
        // The request's input type is the schema's (coerced), so unknown.
        const memberId = Number(request.memberId);
        const ext = request.toLanguage ? { translation: `(${request.toLanguage}) ${request.content ?? ""}`, toLanguage: request.toLanguage } : {};
        const message = supportMessage(memberId, false, now(), { type: request.messageType, msg: request.content ?? "", url: request.imageUrl ?? null, clientMsgId: request.clientMsgId, ext });
        append(memberId, message);
        // As the server does: answering a thread nobody has takes it.
        update(memberId, { waitingSince: null, assignee: get(memberId).detail.thread.assignee ?? operator });
        return { message };
      }),
    upload: () => answer("upload", [], () => ({ url: `/files/reply-${++ids}.png` })),
    assign: (memberId, operatorId) =>
      answer("assign", operatorId === undefined ? [memberId] : [memberId, operatorId], () => {
        const to = operatorId === undefined ? operator : get(memberId).detail.operators.find((o) => o.id === operatorId);
        update(memberId, { assignee: to ?? null });
      }),
    resolve: (memberId) => answer("resolve", [memberId], () => update(memberId, { status: "resolved" })),
    reopen: (memberId) => answer("reopen", [memberId], () => update(memberId, { status: "open" })),
    addNote: (memberId, text) =>
      answer("addNote", [memberId, text], () => {
        const note = { id: ++ids, operator, text, time: now() };
        get(memberId).detail.notes.push(note);
        return note;
      }),
    savedReplies: () => answer("savedReplies", [], () => saved),
    addSavedReply: (reply) =>
      answer("addSavedReply", [reply], () => {
        const kept = { id: ++ids, title: reply.title.trim(), language: reply.language, text: reply.text.trim() };
        saved = [...saved, kept];
        return kept;
      }),
    removeSavedReply: (id) => answer("removeSavedReply", [id], () => void (saved = saved.filter((r) => r.id !== id))),
    translate: (memberId, messageId, to) =>
      answer("translate", [memberId, messageId, to], () => {
        const message = get(memberId).messages.find((m) => m.id === messageId);
        return { text: `(${to}) ${message?.msg ?? ""}`, from: get(memberId).detail.thread.member.language, to, engine: "fake" };
      }),
  };

  return {
    calls,
    log,
    threads,
    /** The next call of `name` fails with `error`. */
    failNext(name: keyof SupportCalls, error: unknown) {
      failures.set(name, error);
    },
    /** The member writes to customer service: unread, waiting, open again. */
    memberWrites(memberId: number, text: string): ChatMessage {
      const message = supportMessage(memberId, true, now(), { msg: text });
      append(memberId, message);
      const thread = get(memberId).detail.thread;
      update(memberId, { unread: thread.unread + 1, waitingSince: thread.waitingSince ?? message.time, status: "open" });
      return message;
    },
  };
}
