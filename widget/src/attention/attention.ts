/**
 * The element calls the person back (the `sound` and `notifications` attributes): a message someone
 * sent that the person is not looking at plays a short tone, and one that arrives while the page is
 * hidden shows a desktop notification once the browser allows them. Part of the launcher's code, so
 * a closed panel does it too; the tone and the notification load on first use.
 */
import type { Incoming } from "@chat/client/core";
import type { Locale } from "@chat/protocol/core";
import type { PanelController } from "../element/controller.js";
import type { NotifyOptions } from "./notify.js";

/** What the browser tells and does; swapped in tests. */
export interface AttentionPage {
  hidden(): boolean;
  permission(): NotificationPermission | "unsupported";
  beep(): Promise<void>;
  notify(incoming: Incoming, how: NotifyOptions): Promise<void>;
}

export interface AttentionOptions {
  controller: Pick<PanelController, "$sound" | "$notifications" | "setOpen" | "command">;
  locale(): Locale;
  apiBase: string;
  showText?: () => boolean;
  page?: AttentionPage;
}

export const browserPage: AttentionPage = {
  hidden: () => document.visibilityState === "hidden",
  permission: () => (typeof Notification === "undefined" ? "unsupported" : Notification.permission),
  beep: () => import("./beep.js").then((m) => m.beep()),
  notify: (incoming, how) => import("./notify.js").then((m) => m.notify(incoming, how)),
};

/** The `onIncoming` of the element's chat runs. */
export function attention(options: AttentionOptions): (incoming: Incoming) => void {
  const page = options.page ?? browserPage;
  const { controller } = options;
  return (incoming) => {
    if (incoming.seen) return;
    if (controller.$sound.get()) void page.beep().catch(() => undefined);
    if (!page.hidden() || !controller.$notifications.get() || page.permission() !== "granted") return;
    const open = () => {
      controller.setOpen(true);
      controller.command({ kind: "openConversation", userId: incoming.peerId });
    };
    void page.notify(incoming, { locale: options.locale(), apiBase: options.apiBase, showText: options.showText?.() ?? true, open }).catch(() => undefined);
  };
}
