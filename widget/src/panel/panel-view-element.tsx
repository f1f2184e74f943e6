/**
 * `<chat-panel-view>`: the open panel's React tree (panel-app.tsx) wrapped as a custom element with
 * `@r2wc/react-to-web-component`. It lives only in the panel's lazily loaded code (panel-mount.tsx
 * creates it inside `<chat-panel>`'s shadow root), so the closed element needs neither r2wc nor preact.
 * It has no shadow root of its own: the panel's sheets adopted by `<chat-panel>`'s shadow root apply.
 */
import { DEFAULT_LOCALE, isLocale } from "@chat/protocol/core";
import type { PanelChat } from "@chat/client";
import r2wc from "@r2wc/react-to-web-component";
import type { PanelController } from "../element/controller.js";
import { PanelApp } from "./panel-app.js";

export const PANEL_VIEW_TAG = "chat-panel-view";

/** The element's live objects: r2wc's props carry strings, so they come through a `method` prop. */
export interface PanelViewChat {
  controller: PanelController;
  panelChat: PanelChat;
}

/** The r2wc props: `apiBase` and `locale` as strings (attributes `api-base`, `locale`), `chat` as a method. */
interface PanelViewProps {
  apiBase?: string;
  locale?: string;
  chat?: () => PanelViewChat;
}

/** The properties panel-mount.tsx sets on the element (r2wc re-renders the tree on each). */
export interface PanelViewElement extends HTMLElement, PanelViewProps {}

function PanelViewRoot({ apiBase, locale, chat }: PanelViewProps) {
  if (!apiBase || !chat) return null;
  const { controller, panelChat } = chat();
  return <PanelApp controller={controller} panelChat={panelChat} apiBase={apiBase} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}

/** Defines `<chat-panel-view>` once (the panel's code may be evaluated by more than one copy). */
export function definePanelView(): void {
  if (customElements.get(PANEL_VIEW_TAG)) return;
  // "method": r2wc keeps the function set as the property (bound to the element) instead of
  // round-tripping it through an attribute as it does "function" and "json" props.
  customElements.define(PANEL_VIEW_TAG, r2wc(PanelViewRoot, { props: { apiBase: "string", locale: "string", chat: "method" } }));
}

declare global {
  interface HTMLElementTagNameMap {
    "chat-panel-view": PanelViewElement;
  }
}
