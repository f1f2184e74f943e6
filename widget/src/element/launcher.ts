/**
 * The round "Chat" button a partner page gets with the two-line embed: opens the panel and shows the
 * unread total. Hidden while the panel is open, inline, or when the page has its own entry point
 * (`hide-launcher`, e.g. the host app's header link). Plain DOM, drawn by the element itself, so a
 * closed panel needs none of the open panel's code (preact, its screens, their CSS).
 */
import type { PanelChat } from "@chat/client";
import { LAUNCHER_WORDS } from "@chat/i18n/launcher-words";
import type { Locale } from "@chat/protocol/core";
import type { ReadableAtom } from "nanostores";
import type { PanelController } from "./controller.js";

const SVG = "http://www.w3.org/2000/svg";

/** The design system's ChatIcon (packages/design/src/icons/chat.tsx), drawn without a component. */
function chatIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  const attributes: Record<string, string> = {
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "aria-hidden": "true",
    focusable: "false",
    class: "icon launcher__icon",
    "data-icon": "chat",
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z");
  svg.append(path);
  return svg;
}

export interface Launcher {
  /**
   * Draws the button in the locale (its words are compiled in: a closed panel loads no catalog) and
   * follows this chat's unread total.
   */
  show(locale: Locale, dir: string, chat: PanelChat | null): void;
  /** Stops following the chat (the element left the page). */
  stop(): void;
}

/** The launcher of one element, drawn into `parent` (the shadow root). */
export function createLauncher(parent: ShadowRoot, controller: PanelController): Launcher {
  const root = document.createElement("div");
  root.className = "chat-root";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "launcher";
  button.setAttribute("part", "launcher");
  button.append(chatIcon());
  const badge = document.createElement("span");
  badge.className = "launcher__badge";
  button.addEventListener("click", () => controller.setOpen(true));
  root.append(button);

  let unread = 0;
  let drawn = false;
  let stops: (() => void)[] = [];
  let stopUnread: (() => void) | null = null;

  const draw = () => {
    if (!drawn) return;
    const hidden = controller.$open.get() || controller.$inline.get() || controller.$hideLauncher.get();
    if (hidden) {
      root.remove();
      return;
    }
    if (unread > 0) {
      badge.textContent = unread > 99 ? "99+" : String(unread);
      button.append(badge);
    } else badge.remove();
    if (!root.isConnected) parent.prepend(root);
  };

  const follow = (total: ReadableAtom<number> | null) => {
    stopUnread?.();
    stopUnread = null;
    unread = 0;
    if (total) {
      stopUnread = total.subscribe((value) => {
        unread = value;
        draw();
      });
    }
    draw();
  };

  return {
    show(locale, dir, chat) {
      for (const stop of stops) stop();
      root.lang = locale;
      root.dir = dir;
      // The panel's catalog says the same (launcher-words.test.ts); panel-frame.tsx keeps it there.
      const label = LAUNCHER_WORDS[locale].Chat;
      button.setAttribute("aria-label", label);
      button.title = label;
      drawn = true;
      stops = [
        controller.$open.listen(draw),
        controller.$inline.listen(draw),
        controller.$hideLauncher.listen(draw),
        chat ? chat.$run.subscribe((run) => follow(run?.chat.$unreadTotal ?? null)) : () => undefined,
      ];
      draw();
    },
    stop() {
      for (const stop of stops) stop();
      stops = [];
      stopUnread?.();
      stopUnread = null;
      drawn = false;
      root.remove();
    },
  };
}
