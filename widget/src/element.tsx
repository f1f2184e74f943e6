/**
 * `<chat-panel>`: the whole chat panel as one custom element in an open shadow root. The same file
 * is the library entry (vite.lib.config.ts, on preact/compat) and what the host app imports (React).
 * Contract: element/types.ts and docs/embedding.md.
 *
 * The element itself is plain DOM: it runs the chat store (the unread badge and the page's events
 * need it, open or closed) with a layered chat run (@chat/client/core: while closed only the user,
 * the unread total, the wallet and the socket's events), draws the launcher with its words compiled
 * in for every locale (@chat/i18n/launcher-words: no catalog, no Lingui), and loads the open panel's
 * tree (preact, the screens, their CSS, the full chat client and ky: panel/panel-mount.tsx) with the
 * locale's catalog beside it the first time the panel opens or shows inline; that tree mounts
 * through `<chat-panel-view>`, the React panel wrapped with r2wc (panel/panel-view-element.tsx). The page's
 * commands wait in the controller until the chat has started, so a method called before the panel's
 * code arrived is carried out once it did.
 */
import type { PanelChat } from "@chat/client";
import { loadCatalog } from "@chat/i18n/catalog-files";
import { dirOf } from "@chat/i18n/direction";
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from "@chat/protocol/core";
import { defaultApiBase } from "./element/api-base.js";
import { createPanelController, type PanelController } from "./element/controller.js";
import { createLauncher, type Launcher } from "./element/launcher.js";
import { adoptStyles, LAUNCHER_CSS } from "./element/styles.js";
import {
  CHAT_PANEL_ATTRIBUTES,
  type ChatPanelApi,
  type ChatPanelEnvironment,
  type ChatPanelEventMap,
  type ChatPanelPosition,
  type ChatPanelTheme,
} from "./element/types.js";
import { createElementChat } from "./panel/chat-run-environment.js";
import type { PanelMount } from "./panel/panel-mount.js";

export type * from "./element/types.js";
export { CHAT_PANEL_ATTRIBUTES } from "./element/types.js";

/** Properties a page may set before the element is defined (they are then the instance's own). */
/** (`environment` first: the attributes the others set may start the chat.) */
const PROPERTIES = ["environment", "apiBase", "locale", "token", "fullscreen", "theme", "position"] as const;

/** The `<chat-panel>` element. */
// The interface of the same name below only adds typed addEventListener overloads.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ChatPanelElement extends HTMLElement implements ChatPanelApi {
  static get observedAttributes(): string[] {
    return [...CHAT_PANEL_ATTRIBUTES];
  }

  /** @internal The per-element state shared with the React tree. */
  readonly controller: PanelController;
  private readonly shadow: ShadowRoot;
  private readonly launcher: Launcher;
  /** The chat store of the current server, while connected. */
  private chat: { apiBase: string; store: PanelChat } | null = null;
  /** The locale the launcher is drawn in (null until connected). */
  private active: Locale | null = null;
  /** The open panel's tree, once its code has been asked for. */
  private view: { container: HTMLElement; mount: Promise<PanelMount | null> } | null = null;

  constructor() {
    super();
    this.shadow = this.attachShadow({ mode: "open" });
    this.controller = createPanelController({
      dispatch: (event) => this.dispatchEvent(event),
      setOpen: (open) => this.toggleAttribute("open", open),
      setFullscreen: (fullscreen) => this.toggleAttribute("fullscreen", fullscreen),
    });
    adoptStyles(this.shadow, LAUNCHER_CSS);
    this.launcher = createLauncher(this.shadow, this.controller);
  }

  connectedCallback(): void {
    // A property the page set before this element was upgraded hid the accessor: apply it now (here,
    // not in the constructor, where an attribute it sets would not reach attributeChangedCallback).
    for (const name of PROPERTIES) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const own = this as unknown as Record<string, unknown>;
      const value = own[name];
      delete own[name];
      own[name] = value;
    }
    // The chat starts a microtask later: a framework sets properties (React's ref: `environment`)
    // right after it inserts the element, in the same task, and the chat run takes them at its start.
    queueMicrotask(() => {
      if (!this.isConnected) return;
      this.startChat();
      this.followLocaleWords();
    });
  }

  disconnectedCallback(): void {
    this.launcher.stop();
    this.chat?.store.stop();
    this.chat = null;
    const view = this.view;
    this.view = null;
    if (view) {
      view.container.remove();
      void view.mount.then((mount) => mount?.unmount());
    }
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (old === value && name !== "open") return;
    const c = this.controller;
    const present = value !== null && value !== "false";
    if (name === "api-base") {
      // Before connectedCallback (an upgrade replays the attributes first) nothing runs yet.
      if (this.chat) this.startChat();
      this.render();
    } else if (name === "locale") {
      this.followLocale(value);
      if (this.chat) this.followLocaleWords();
    } else if (name === "token") c.$token.set(value || null);
    else if (name === "fullscreen") c.$fullscreen.set(present);
    else if (name === "inline") {
      c.$inline.set(present);
      this.render();
    } else if (name === "hide-close") c.$hideClose.set(present);
    else if (name === "hide-launcher") c.$hideLauncher.set(present);
    else if (name === "sound") c.$sound.set(present);
    else if (name === "notifications") c.$notifications.set(present);
    else if (name === "transport" || name === "easemob-app-key") this.followTransport();
    else if (name === "open" && c.$open.get() !== present) {
      c.$open.set(present);
      this.render();
      c.emit(present ? "chat-open" : "chat-close", {});
    }
  }

  private resolvedApiBase(): string {
    return this.getAttribute("api-base") || defaultApiBase();
  }

  private resolvedLocale(): Locale {
    const locale = this.getAttribute("locale");
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  }

  /** Runs the chat store of the current server (a new `api-base` starts over), open or closed. */
  private startChat(): void {
    const apiBase = this.resolvedApiBase();
    if (this.chat?.apiBase === apiBase) return;
    this.chat?.store.stop();
    const store = createElementChat(this.controller, apiBase, loadFullChat, () => this.resolvedLocale());
    store.setLocale(this.resolvedLocale());
    this.chat = { apiBase, store };
    store.start();
    if (this.active) this.launcher.show(this.active, dirOf(this.active), store);
  }

  /**
   * (Re)draws the launcher and the panel in the locale: the launcher's words are in its code; the
   * open panel's tree activates the locale's catalog itself (panel-app.tsx).
   */
  private followLocaleWords(): void {
    const locale = this.resolvedLocale();
    this.chat?.store.setLocale(locale);
    this.active = locale;
    this.launcher.show(locale, dirOf(locale), this.chat?.store ?? null);
    this.render();
  }

  /** Loads the open panel's tree the first time it is needed, and renders it with the current state. */
  private render(): void {
    const chat = this.chat;
    if (!this.isConnected || !chat) return;
    if (!this.view) {
      if (!this.controller.$open.get() && !this.controller.$inline.get()) return;
      const container = document.createElement("div");
      container.className = "panel-mount";
      this.shadow.append(container);
      // The catalog downloads beside the panel's code (which activates it), not after it.
      void loadCatalog(this.resolvedLocale()).catch(() => undefined);
      const mount = preloadPanel().then(
        (m) => m.mountPanel(this.shadow, container),
        (error: unknown) => {
          this.controller.emit("chat-error", { message: `the panel could not load: ${String(error)}` });
          return null;
        },
      );
      const view = { container, mount };
      this.view = view;
      void mount.then(() => {
        if (this.view === view) this.render();
      });
      return;
    }
    const view = this.view;
    void view.mount.then((mount) => {
      if (this.view !== view || !this.chat) return;
      mount?.render({ controller: this.controller, panelChat: this.chat.store, apiBase: this.chat.apiBase, locale: this.resolvedLocale() });
    });
  }

  /** `transport="easemob"` with `easemob-app-key` opts into the Easemob adapter for the next chat run. */
  private followTransport(): void {
    const appKey = this.getAttribute("easemob-app-key");
    const { easemob: _previous, ...rest } = this.controller.environment ?? {};
    this.controller.environment = this.getAttribute("transport") === "easemob" && appKey ? { ...rest, easemob: { appKey } } : rest;
  }

  /**
   * A page that sets only `locale` still gets the element laid out in that language's direction
   * (Arabic right to left) and `lang` for screen readers; a `dir` the page set itself is kept.
   */
  private autoDir = false;
  private followLocale(value: string | null): void {
    if (this.hasAttribute("dir") && !this.autoDir) return;
    const locale = pickLocale(value);
    this.autoDir = true;
    this.setAttribute("dir", dirOf(locale));
    this.setAttribute("lang", locale);
  }

  /** Attribute `api-base`. */
  get apiBase(): string | undefined {
    return this.getAttribute("api-base") ?? undefined;
  }
  set apiBase(value: string | undefined) {
    if (value) this.setAttribute("api-base", value);
    else this.removeAttribute("api-base");
  }
  /** Attribute `locale`. */
  get locale(): string | undefined {
    return this.getAttribute("locale") ?? undefined;
  }
  set locale(value: string | undefined) {
    if (value) this.setAttribute("locale", value);
    else this.removeAttribute("locale");
  }
  get token(): string | null {
    return this.getAttribute("token");
  }
  set token(value: string | null) {
    if (value) this.setAttribute("token", value);
    else this.removeAttribute("token");
  }
  get fullscreen(): boolean {
    return this.controller.$fullscreen.get();
  }
  set fullscreen(value: boolean) {
    this.toggleAttribute("fullscreen", value);
  }
  /** `theme`: "light" (default) or "dark"; styled by `:host([theme="dark"])` in the tokens. */
  get theme(): ChatPanelTheme {
    return this.getAttribute("theme") === "dark" ? "dark" : "light";
  }
  set theme(value: ChatPanelTheme) {
    this.setAttribute("theme", value);
  }
  /** `position`: the corner of the launcher and the floating panel, "end" (default) or "start". */
  get position(): ChatPanelPosition {
    return this.getAttribute("position") === "start" ? "start" : "end";
  }
  set position(value: ChatPanelPosition) {
    this.setAttribute("position", value);
  }
  get isOpen(): boolean {
    return this.controller.$open.get();
  }
  get environment(): ChatPanelEnvironment | undefined {
    return this.controller.environment;
  }
  set environment(value: ChatPanelEnvironment | undefined) {
    this.controller.environment = value;
  }

  open(): void {
    this.toggleAttribute("open", true);
  }
  close(): void {
    this.toggleAttribute("open", false);
  }
  toggle(): void {
    this.toggleAttribute("open", !this.isOpen);
  }
  openConversation(userId: number): void {
    this.open();
    this.controller.command({ kind: "openConversation", userId: Number(userId) });
  }
  openGifts(userId: number): void {
    this.open();
    this.controller.command({ kind: "openGifts", userId: Number(userId) });
  }
  showApplications(): void {
    this.open();
    this.controller.command({ kind: "showApplications" });
  }
  logout(): void {
    this.controller.command({ kind: "logout" });
  }
}

/** Registers `<chat-panel>` once (a second script tag or import on the page is harmless). */
/**
 * Starts loading the open panel's code before a panel needs it (a page that shows the panel inline
 * at once, a button about to be pressed); the panel that opens later takes the same download.
 */
export const preloadPanel = () => import("./panel/panel-mount.js");
/** The full chat, which the chat run loads the first time the panel opens: it comes with the panel's code. */
const loadFullChat = () => preloadPanel().then((m) => m.fullChat);

export function defineChatPanel(name = "chat-panel"): void {
  if (typeof customElements !== "undefined" && !customElements.get(name)) customElements.define(name, ChatPanelElement);
}

defineChatPanel();

/** Typed listeners: `panel.addEventListener("chat-unread", (e) => e.detail.total)`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface ChatPanelElement {
  addEventListener<K extends keyof ChatPanelEventMap>(
    type: K,
    listener: (this: ChatPanelElement, event: ChatPanelEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ChatPanelEventMap>(
    type: K,
    listener: (this: ChatPanelElement, event: ChatPanelEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "chat-panel": ChatPanelElement;
  }
}
