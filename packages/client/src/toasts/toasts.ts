import { atom, type ReadableAtom } from "nanostores";

export type ToastKind = "error" | "success" | "info";

/** A button on a toast ("Receipt"): its already translated label and what it does. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated; rendered as text, never as HTML. */
  text: string;
  action?: ToastAction;
  /** It explains why the app moved the user to another page (a logout): leaving the page keeps it. */
  acrossPages?: boolean;
}

export interface ToastsOptions {
  /** How long a toast stays, by kind; 0 keeps it until dismissed. */
  lifeMs?: Partial<Record<ToastKind, number>>;
  /** At least this long for a toast with an action, so there is time to reach its button. */
  actionLifeMs?: number;
}

export interface Toasts {
  $toasts: ReadableAtom<readonly Toast[]>;
  notify(toast: Omit<Toast, "id">): number;
  dismiss(id: number): void;
}

/** Errors stay until the user dismisses them or leaves the page: an error that vanishes unread is not told. */
const DEFAULT_LIFE: Record<ToastKind, number> = { error: 0, success: 4_000, info: 5_000 };

/**
 * The toasts shown to the user (errors and success messages of product §8): one at a time of each kind
 * (a newer one replaces the older, so they never stack), successes and notices expire by themselves.
 */
export function createToasts(options: ToastsOptions = {}): Toasts {
  const life = { ...DEFAULT_LIFE, ...options.lifeMs };
  const actionLife = options.actionLifeMs ?? 10_000;
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
    notify(toast) {
      const { kind, action } = toast;
      const older = $toasts.get().find((n) => n.kind === kind);
      if (older) dismiss(older.id);
      const id = nextId++;
      $toasts.set([...$toasts.get(), { id, ...toast }]);
      const ms = life[kind] > 0 && action ? Math.max(life[kind], actionLife) : life[kind];
      if (ms > 0) timers.set(id, setTimeout(() => dismiss(id), ms));
      return id;
    },
  };
}
