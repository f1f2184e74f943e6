/**
 * A toast is about the page it was shown on: leaving the page takes it away, errors and successes
 * alike. Kept: a toast shown `acrossPages`, and one shown in the same task as the move (an order
 * placed, then its orders page opened), which is about the page it opens.
 */
import type { Toasts } from "@chat/client";
import { useEffect } from "react";
import type { AppRouter } from "../router/routes.js";

export function usePageToasts(toasts: Toasts, router: Pick<AppRouter, "listen">): void {
  useEffect(() => {
    const fresh = new Set<number>();
    let shown = new Set(toasts.$toasts.get().map((toast) => toast.id));
    const stopWatching = toasts.$toasts.listen((list) => {
      for (const toast of list) {
        if (shown.has(toast.id)) continue;
        fresh.add(toast.id);
        setTimeout(() => fresh.delete(toast.id), 0);
      }
      shown = new Set(list.map((toast) => toast.id));
    });
    const stopListening = router.listen(() => {
      for (const toast of toasts.$toasts.get()) if (!toast.acrossPages && !fresh.has(toast.id)) toasts.dismiss(toast.id);
    });
    return () => {
      stopWatching();
      stopListening();
    };
  }, [toasts, router]);
}
