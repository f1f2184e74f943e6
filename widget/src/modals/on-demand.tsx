/**
 * Modals most people never open ("rarely opened parts load on demand"; listed in `ON_DEMAND` of
 * vite.lib.config.ts so the build splits them off, as is the profile card, `profiles/lazy-card.tsx`): each is a chunk of
 * its own, fetched from our origin the first time it opens. Until it arrives nothing is shown; the
 * chunk is a few hundred bytes, and the control that opened it keeps its place.
 */
import { lazy, Suspense } from "react";
import type { ComponentType } from "react";

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

export const ComplaintModal = onDemand(() => import("./complaint-modal.js").then((m) => m.ComplaintModal));
export const ConfirmModal = onDemand(() => import("./confirm-modal.js").then((m) => m.ConfirmModal));
export const GiftPicker = onDemand(() => import("../gifts/gift-picker.js").then((m) => m.GiftPicker));
export const ImagePreview = onDemand(() => import("./image-preview.js").then((m) => m.ImagePreview));
/** The dialog shell, for a part of the first view that opens a dialog of its own (the burn-after-read viewer). */
export const Modal = onDemand(() => import("./modal.js").then((m) => m.Modal));
/** "Turn on notifications" at the top of Recent (only while the browser has not been asked). */
export const NotificationsPrompt = onDemand(() => import("../attention/notifications-prompt.js").then((m) => m.NotificationsPrompt));
export const OutOfCoinsModal = onDemand(() => import("../wallet/out-of-coins-modal.js").then((m) => m.OutOfCoinsModal));
