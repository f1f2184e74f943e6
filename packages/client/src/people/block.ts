/**
 * Block (the `people` feature): block and unblock someone, and the list of blocked users the
 * settings page shows (`GET /api/user/block-list`, paged). The `block` event of the gateway (the
 * user's other tabs blocking someone) lands in `apply`. Refusals resolve to the server's text.
 */
import type { BlockChange, BlockedUser, BlockListPage } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";

export const BLOCK_LIST_PAGE_SIZE = 20;

export interface BlockListState {
  records: BlockedUser[];
  total: number;
  /** The last page loaded (0 before the first). */
  page: number;
  loading: boolean;
  /** The server's text when the last load failed, else "". */
  error: string;
}

export type BlockResult = { ok: true } | { ok: false; error: string };

export interface Block {
  /** Ids the user blocked, as far as this tab knows (the list's, and every change since). */
  $blockedIds: ReadableAtom<readonly number[]>;
  $blockList: ReadableAtom<BlockListState>;
  /** Loads the first page again. */
  loadBlockList(): Promise<void>;
  /** Appends the next page, if there is one. */
  loadMoreBlocked(): Promise<void>;
  block(userId: number): Promise<BlockResult>;
  unblock(userId: number): Promise<BlockResult>;
  isBlocked(userId: number): boolean;
  /** The `block` event: another tab of the same user blocked or unblocked someone. */
  apply(change: BlockChange): void;
  reset(): void;
}

const EMPTY: BlockListState = { records: [], total: 0, page: 0, loading: false, error: "" };

export function createBlock(options: { api: ApiClient }): Block {
  const { api } = options;
  const $blockedIds = atom<readonly number[]>([]);
  const $blockList = atom<BlockListState>(EMPTY);

  const mark = (userId: number, blocked: boolean) => {
    const others = $blockedIds.get().filter((id) => id !== userId);
    $blockedIds.set(blocked ? [...others, userId] : others);
    if (!blocked) {
      const list = $blockList.get();
      const records = list.records.filter((r) => r.userId !== userId);
      if (records.length !== list.records.length) $blockList.set({ ...list, records, total: Math.max(0, list.total - 1) });
    }
  };

  async function loadPage(page: number) {
    const before = $blockList.get();
    $blockList.set({ ...before, loading: true, error: "" });
    try {
      const data = await api.get<BlockListPage>("user/block-list", { page, pageSize: BLOCK_LIST_PAGE_SIZE });
      const kept = page === 1 ? [] : before.records;
      const seen = new Set(kept.map((r) => r.userId));
      const records = [...kept, ...data.records.filter((r) => !seen.has(r.userId))];
      $blockList.set({ records, total: data.total, page, loading: false, error: "" });
      $blockedIds.set([...new Set([...$blockedIds.get(), ...records.map((r) => r.userId)])]);
    } catch (error) {
      $blockList.set({ ...$blockList.get(), loading: false, error: errorText(error) });
    }
  }

  async function change(path: "user/block" | "user/unblock", userId: number): Promise<BlockResult> {
    try {
      await api.post(path, { userId });
      mark(userId, path === "user/block");
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  }

  return {
    $blockedIds,
    $blockList,
    loadBlockList: () => loadPage(1),
    async loadMoreBlocked() {
      const list = $blockList.get();
      if (list.loading || (list.page > 0 && list.records.length >= list.total)) return;
      await loadPage(list.page + 1);
    },
    block: (userId) => change("user/block", userId),
    unblock: (userId) => change("user/unblock", userId),
    isBlocked: (userId) => $blockedIds.get().includes(userId),
    apply: ({ userId, blocked }) => mark(userId, blocked),
    reset() {
      $blockedIds.set([]);
      $blockList.set(EMPTY);
    },
  };
}
