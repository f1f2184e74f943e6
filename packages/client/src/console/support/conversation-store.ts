/**
 * The open thread of the inbox: the member's context and notes, the history (oldest first, older pages
 * on demand), replies on their way, translations asked for, and what the operator does to it. Answers
 * that arrive after the operator opened another thread are dropped.
 */
import type { ChatMessage, SupportThreadDetail } from "@chat/protocol";
import { atom, map, type ReadableAtom } from "nanostores";
import type { SupportCalls } from "./support-api.js";
import { mergeMessages } from "./timeline.js";

export interface PendingReply {
  clientMsgId: string;
  kind: "txt" | "img";
  /** The text of a txt reply. */
  text: string;
  /** The picture of an img reply, until it is uploaded. */
  file?: Blob;
  imageUrl?: string;
  toLanguage?: string;
  state: "sending" | "failed";
}

export type Translation = { state: "loading" } | { state: "done"; text: string; from: string } | { state: "failed"; error: unknown };

export interface HistoryState {
  /** Oldest first. */
  messages: ChatMessage[];
  /** For the next older page; null when the oldest message is loaded. */
  nextCursor: string | null;
  /** The newest page arrived. */
  loaded: boolean;
  loadingOlder: boolean;
}

export interface ConversationEnv {
  calls: SupportCalls;
  /** The console's language: member messages are translated into it. */
  language: () => string;
  /** Only a page the operator sees marks the member's new messages read. */
  isVisible: () => boolean;
  clientMsgId: () => string;
  onError: (error: unknown) => void;
  /** The operator changed the thread (a reply, an assignment…): its row in the list is out of date. */
  onChanged: () => void;
  /** The thread was marked read. */
  onRead: (memberId: number) => void;
}

export interface Conversation {
  $memberId: ReadableAtom<number | null>;
  $detail: ReadableAtom<SupportThreadDetail | null>;
  $history: ReadableAtom<HistoryState>;
  $pending: ReadableAtom<PendingReply[]>;
  $translations: ReadableAtom<Record<string, Translation>>;
  open(memberId: number): Promise<void>;
  close(): void;
  /** The newest page and the context again (something changed in the thread), marking new member messages read. */
  refresh(): Promise<void>;
  loadOlder(): Promise<void>;
  /** Marks the thread read when the page became visible with unread member messages. */
  readIfUnread(): Promise<void>;
  sendText(text: string, translate: boolean): void;
  sendImage(file: Blob): void;
  retry(clientMsgId: string): void;
  discard(clientMsgId: string): void;
  /** Resolves true once the note is kept. */
  addNote(text: string): Promise<boolean>;
  /** Without an operator: take it. */
  assign(operatorId?: number): Promise<void>;
  resolve(): Promise<void>;
  reopen(): Promise<void>;
  /** Shows the translation of a member's message into the console's language, or hides it. */
  toggleTranslation(messageId: string): Promise<void>;
}

const EMPTY: HistoryState = { messages: [], nextCursor: null, loaded: false, loadingOlder: false };

export function createConversation(env: ConversationEnv): Conversation {
  const { calls } = env;
  const $memberId = atom<number | null>(null);
  const $detail = atom<SupportThreadDetail | null>(null);
  const $history = atom<HistoryState>(EMPTY);
  const $pending = atom<PendingReply[]>([]);
  const $translations = map<Record<string, Translation>>({});
  // Each open() starts a generation; answers of an older one are dropped.
  let generation = 0;

  /** Runs `work` for the open thread, unless another was opened meanwhile; failures go to the inbox. */
  async function forOpen<T>(work: (memberId: number) => Promise<T>, apply: (result: T) => void, failed?: () => void): Promise<void> {
    const memberId = $memberId.get();
    if (memberId === null) return;
    const mine = generation;
    try {
      const result = await work(memberId);
      if (mine === generation) apply(result);
    } catch (error) {
      if (mine !== generation) return;
      failed?.();
      env.onError(error);
    }
  }

  const markRead = () =>
    forOpen(calls.read, () => {
      const detail = $detail.get();
      if (detail) $detail.set({ ...detail, thread: { ...detail.thread, unread: 0 } });
      const memberId = $memberId.get();
      if (memberId !== null) env.onRead(memberId);
    });

  const reloadDetail = () => forOpen(calls.thread, (detail) => $detail.set(detail));

  const setPending = (clientMsgId: string, change: Partial<PendingReply> | null) =>
    $pending.set(change ? $pending.get().map((p) => (p.clientMsgId === clientMsgId ? { ...p, ...change } : p)) : $pending.get().filter((p) => p.clientMsgId !== clientMsgId));

  function deliver(reply: PendingReply) {
    void forOpen(
      async (memberId) => {
        let imageUrl = reply.imageUrl;
        if (reply.kind === "img" && !imageUrl && reply.file) {
          imageUrl = (await calls.upload(reply.file)).url;
          // A retry sends the uploaded picture instead of uploading it again.
          setPending(reply.clientMsgId, { imageUrl });
        }
        return calls.reply({
          memberId,
          messageType: reply.kind,
          content: reply.kind === "txt" ? reply.text : "",
          ...(imageUrl ? { imageUrl } : {}),
          ...(reply.toLanguage ? { toLanguage: reply.toLanguage } : {}),
          clientMsgId: reply.clientMsgId,
        });
      },
      ({ message }) => {
        setPending(reply.clientMsgId, null);
        const history = $history.get();
        $history.set({ ...history, messages: mergeMessages(history.messages, [message]) });
        const detail = $detail.get();
        if (detail) $detail.set({ ...detail, thread: { ...detail.thread, waitingSince: null } });
        env.onChanged();
        // A reply also gives the thread to its sender when nobody had it.
        void reloadDetail();
      },
      () => setPending(reply.clientMsgId, { state: "failed" }),
    );
  }

  const queue = (reply: Omit<PendingReply, "clientMsgId" | "state">) => {
    if ($memberId.get() === null) return;
    const pending: PendingReply = { ...reply, clientMsgId: env.clientMsgId(), state: "sending" };
    $pending.set([...$pending.get(), pending]);
    deliver(pending);
  };

  const act = (work: (memberId: number) => Promise<void>) =>
    forOpen(work, () => {
      env.onChanged();
      void reloadDetail();
    });

  return {
    $memberId,
    $detail,
    $history,
    $pending,
    $translations,
    async open(memberId) {
      generation += 1;
      $memberId.set(memberId);
      $detail.set(null);
      $history.set(EMPTY);
      $pending.set([]);
      $translations.set({});
      await forOpen(
        (id) => Promise.all([calls.thread(id), calls.history(id)]),
        ([detail, page]) => {
          $detail.set(detail);
          $history.set({ messages: mergeMessages([], page.messages), nextCursor: page.nextCursor, loaded: true, loadingOlder: false });
        },
      );
      if ($history.get().loaded) await markRead();
    },
    close() {
      generation += 1;
      $memberId.set(null);
      $detail.set(null);
      $history.set(EMPTY);
      $pending.set([]);
      $translations.set({});
    },
    async refresh() {
      if (!$history.get().loaded) return;
      let unseen = false;
      await forOpen(
        (id) => Promise.all([calls.thread(id), calls.history(id)]),
        ([detail, page]) => {
          const history = $history.get();
          const known = new Set(history.messages.map((m) => m.id));
          const fresh = page.messages.filter((m) => !known.has(m.id));
          unseen = fresh.some((m) => m.fromUserId === detail.thread.member.id);
          // More new messages than a page: what lies between is unknown, so the history starts again from this page.
          const gap = fresh.length === page.messages.length && page.nextCursor !== null && history.messages.length > 0;
          $detail.set(detail);
          $history.set(gap ? { ...EMPTY, messages: mergeMessages([], page.messages), nextCursor: page.nextCursor, loaded: true } : { ...history, messages: mergeMessages(history.messages, page.messages) });
        },
      );
      if (unseen && env.isVisible()) await markRead();
    },
    async loadOlder() {
      const start = $history.get();
      if (!start.loaded || start.loadingOlder || !start.nextCursor) return;
      const cursor = start.nextCursor;
      $history.set({ ...start, loadingOlder: true });
      await forOpen(
        (id) => calls.history(id, cursor),
        (page) => {
          const history = $history.get();
          $history.set({ ...history, messages: mergeMessages(page.messages, history.messages), nextCursor: page.nextCursor, loadingOlder: false });
        },
        () => $history.set({ ...$history.get(), loadingOlder: false }),
      );
    },
    async readIfUnread() {
      if (($detail.get()?.thread.unread ?? 0) > 0) await markRead();
    },
    sendText(text, translate) {
      const trimmed = text.trim();
      const member = $detail.get()?.thread.member;
      if (!trimmed || !member) return;
      queue({ kind: "txt", text: trimmed, ...(translate ? { toLanguage: member.language } : {}) });
    },
    sendImage(file) {
      queue({ kind: "img", text: "", file });
    },
    retry(clientMsgId) {
      const reply = $pending.get().find((p) => p.clientMsgId === clientMsgId);
      if (!reply || reply.state !== "failed") return;
      setPending(clientMsgId, { state: "sending" });
      deliver(reply);
    },
    discard(clientMsgId) {
      setPending(clientMsgId, null);
    },
    async addNote(text) {
      let kept = false;
      if (!text.trim()) return false;
      await forOpen(
        (id) => calls.addNote(id, text.trim()),
        (note) => {
          kept = true;
          const detail = $detail.get();
          if (detail) $detail.set({ ...detail, notes: [...detail.notes, note] });
        },
      );
      return kept;
    },
    assign: (operatorId) => act((id) => calls.assign(id, operatorId)),
    resolve: () => act(calls.resolve),
    reopen: () => act(calls.reopen),
    async toggleTranslation(messageId) {
      const memberId = $memberId.get();
      const now = $translations.get()[messageId];
      if (memberId === null || now?.state === "loading") return;
      if (now?.state === "done") return $translations.setKey(messageId, undefined);
      const mine = generation;
      $translations.setKey(messageId, { state: "loading" });
      // A failure shows beside the message, not as the inbox's error.
      try {
        const result = await calls.translate(memberId, messageId, env.language());
        if (mine === generation) $translations.setKey(messageId, { state: "done", text: result.text, from: result.from });
      } catch (error) {
        if (mine === generation) $translations.setKey(messageId, { state: "failed", error });
      }
    },
  };
}
