/**
 * The console's complaint queue: filtered by status, reason and reported member, loaded page by page
 * (each page added below the last), acted on in place. An answer to an older filter is dropped.
 */
import type { ComplaintAction, ConsoleComplaint } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";
import { actOn, loadComplaints, loadReasons, type ComplaintFilter, type ComplaintReasonOption } from "./complaints-api.js";

export interface ComplaintsState {
  complaints: ConsoleComplaint[];
  total: number;
  loading: boolean;
  /** The last failure, until the next success. */
  error: unknown;
}

export interface Complaints {
  $filter: ReadableAtom<ComplaintFilter>;
  $state: ReadableAtom<ComplaintsState>;
  /** The reasons to filter by (none when they could not be loaded). */
  $reasons: ReadableAtom<ComplaintReasonOption[]>;
  /** The reasons and the first page. */
  start(): void;
  setFilter(filter: ComplaintFilter): void;
  /** The next page, below the ones shown. */
  more(): void;
  act(complaint: ConsoleComplaint, action: ComplaintAction, options?: { hours?: number; messageId?: string }): Promise<void>;
}

export function createComplaints(api: ApiClient): Complaints {
  const $filter = atom<ComplaintFilter>({ status: "open", reason: null, userId: null });
  const $state = atom<ComplaintsState>({ complaints: [], total: 0, loading: true, error: null });
  const $reasons = atom<ComplaintReasonOption[]>([]);
  let page = 1;
  let latest = 0;

  function load() {
    const mine = ++latest;
    const wanted = page;
    $state.set({ ...$state.get(), loading: true });
    loadComplaints(api, $filter.get(), wanted).then(
      (result) => {
        if (mine !== latest) return;
        const earlier = $state.get().complaints;
        const complaints = wanted === 1 ? result.records : [...earlier, ...result.records.filter((r) => !earlier.some((e) => e.id === r.id))];
        $state.set({ complaints, total: result.total, loading: false, error: null });
      },
      (error: unknown) => {
        if (mine !== latest) return;
        $state.set({ ...$state.get(), loading: false, error });
      },
    );
  }

  return {
    $filter,
    $state,
    $reasons,
    start() {
      loadReasons(api).then((reasons) => $reasons.set(reasons), () => undefined);
      load();
    },
    setFilter(filter) {
      page = 1;
      $filter.set(filter);
      load();
    },
    more() {
      page += 1;
      load();
    },
    async act(complaint, action, options) {
      try {
        const updated = await actOn(api, complaint.id, action, options);
        const state = $state.get();
        // The reported member's state (suspended, banned) shows on each of their complaints.
        const complaints = state.complaints.map((c) => (c.id === updated.id ? updated : c.reported.id === updated.reported.id ? { ...c, reported: updated.reported } : c));
        $state.set({ ...state, complaints, error: null });
      } catch (error) {
        $state.set({ ...$state.get(), error });
      }
    },
  };
}
