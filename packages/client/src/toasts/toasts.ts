import { atom, type ReadableAtom } from "nanostores";

export type ToastKind = "error" | "success" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated; rendered as text, never as HTML. */
  text: string;
}

export interface ToastsOptions {
  /** How long a toast stays, by kind; 0 keeps it until dismissed. */
  lifeMs?: Partial<Record<ToastKind, number>>;
  /** At most this many toasts show at once; the oldest go first. */
  max?: number;
}

export interface Toasts {
  $toasts: ReadableAtom<readonly Toast[]>;
  notify(toast: { kind: ToastKind; text: string }): number;
  dismiss(id: number): void;
}

const DEFAULT_LIFE: Record<ToastKind, number> = { error: 8_000, success: 4_000, info: 5_000 };

/** The toasts shown to the user (errors and success messages of spec §8); they expire by themselves. */
export function createToasts(options: ToastsOptions = {}): Toasts {
  const life = { ...DEFAULT_LIFE, ...options.lifeMs };
  const max = options.max ?? 4;
  const $toasts = atom<readonly Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    $toasts.set($toasts.get().filter((n) => n.id !== id));
  };

  return {
    $toasts,
    dismiss,
    notify({ kind, text }) {
      // The same text twice in a row (a double click) shows once.
      const same = $toasts.get().find((n) => n.kind === kind && n.text === text);
      if (same) dismiss(same.id);
      const id = nextId++;
      const next = [...$toasts.get(), { id, kind, text }];
      for (const old of next.slice(0, Math.max(0, next.length - max))) dismiss(old.id);
      $toasts.set(next.slice(-max));
      const ms = life[kind];
      if (ms > 0) timers.set(id, setTimeout(() => dismiss(id), ms));
      return id;
    },
  };
}
