import { atom, type ReadableAtom } from "nanostores";

export type NoticeKind = "error" | "success" | "info";

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** Already translated; rendered as text, never as HTML. */
  text: string;
}

export interface NoticesOptions {
  /** How long a notice stays, by kind; 0 keeps it until dismissed. */
  lifeMs?: Partial<Record<NoticeKind, number>>;
  /** At most this many notices show at once; the oldest go first. */
  max?: number;
}

export interface Notices {
  $notices: ReadableAtom<readonly Notice[]>;
  notify(notice: { kind: NoticeKind; text: string }): number;
  dismiss(id: number): void;
}

const DEFAULT_LIFE: Record<NoticeKind, number> = { error: 8_000, success: 4_000, info: 5_000 };

/** The notices shown to the user (errors and success messages of spec §8); they expire by themselves. */
export function createNotices(options: NoticesOptions = {}): Notices {
  const life = { ...DEFAULT_LIFE, ...options.lifeMs };
  const max = options.max ?? 4;
  const $notices = atom<readonly Notice[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    $notices.set($notices.get().filter((n) => n.id !== id));
  };

  return {
    $notices,
    dismiss,
    notify({ kind, text }) {
      // The same text twice in a row (a double click) shows once.
      const same = $notices.get().find((n) => n.kind === kind && n.text === text);
      if (same) dismiss(same.id);
      const id = nextId++;
      const next = [...$notices.get(), { id, kind, text }];
      for (const old of next.slice(0, Math.max(0, next.length - max))) dismiss(old.id);
      $notices.set(next.slice(-max));
      const ms = life[kind];
      if (ms > 0) timers.set(id, setTimeout(() => dismiss(id), ms));
      return id;
    },
  };
}
