/**
 * The console's users section: a search, then one user's page, and the operator's changes to that
 * user (coins, membership and paid-message flags, restoring an account), each followed by the page
 * loaded again. One call runs at a time; the last outcome stays for a message.
 */
import type { ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";
import { adjustCoins, loadUser, restoreUser, searchUsers, setUser } from "./users-api.js";

/** What the last call came to: a failure, or a change kept ("done"); null for nothing to say. */
export type UsersOutcome = { kind: "error"; error: unknown } | { kind: "done" } | null;

export interface UserSettings {
  vipLevel?: 0 | 1 | 2;
  isPayMsg?: boolean;
  isBurnPayMsg?: boolean;
}

export interface Users {
  /** null before the first search. */
  $results: ReadableAtom<ConsoleUserRow[] | null>;
  /** The open user's page; null shows the search. */
  $detail: ReadableAtom<ConsoleUserDetail | null>;
  $busy: ReadableAtom<boolean>;
  $outcome: ReadableAtom<UsersOutcome>;
  search(q: string): Promise<void>;
  open(userId: number): Promise<void>;
  /** Opens the user a link names (`?user=<id>` in `search`, as the inbox links to it); nothing without one. */
  openLinked(search: string): Promise<void>;
  /** Back to the search. */
  close(): void;
  adjustCoins(delta: number, reason: string): Promise<void>;
  set(values: UserSettings): Promise<void>;
  restore(): Promise<void>;
}

export function createUsers(api: ApiClient): Users {
  const $results = atom<ConsoleUserRow[] | null>(null);
  const $detail = atom<ConsoleUserDetail | null>(null);
  const $busy = atom(false);
  const $outcome = atom<UsersOutcome>(null);

  async function attempt(action: () => Promise<void>, done = false) {
    $busy.set(true);
    try {
      await action();
      $outcome.set(done ? { kind: "done" } : null);
    } catch (error) {
      $outcome.set({ kind: "error", error });
    } finally {
      $busy.set(false);
    }
  }
  const open = (userId: number) => attempt(async () => $detail.set(await loadUser(api, userId)));
  /** A change to the open user, then its page again. */
  const change = (work: (userId: number) => Promise<unknown>) => {
    const userId = $detail.get()?.user.id;
    if (userId === undefined) return Promise.resolve();
    return attempt(async () => {
      await work(userId);
      $detail.set(await loadUser(api, userId));
    }, true);
  };

  return {
    $results,
    $detail,
    $busy,
    $outcome,
    search: (q) => attempt(async () => $results.set(await searchUsers(api, q))),
    open,
    async openLinked(search) {
      const userId = Number(new URLSearchParams(search).get("user"));
      if (Number.isInteger(userId) && userId > 0) await open(userId);
    },
    close: () => $detail.set(null),
    adjustCoins: (delta, reason) => change((id) => adjustCoins(api, id, delta, reason)),
    set: (values) => change((id) => setUser(api, id, values)),
    restore: () => change((id) => restoreUser(api, id)),
  };
}
