/**
 * `<chat-panel>`: the whole chat panel as one custom element in an open shadow root. The same file
 * is the library entry (vite.lib.config.ts, on preact/compat) and what the host app imports (React).
 * Contract: element/types.ts and docs/embedding.md.
 */
import { dirOf } from "@chat/i18n";
import { pickLocale } from "@chat/protocol/core";
import r2wc from "@r2wc/react-to-web-component";
import { createPanelController, type PanelController } from "./element/controller.js";
import { adoptPanelStyles } from "./element/styles.js";
import {
  CHAT_PANEL_ATTRIBUTES,
  type ChatPanelApi,
  type ChatPanelEnvironment,
  type ChatPanelEventMap,
  type ChatPanelPosition,
  type ChatPanelTheme,
} from "./element/types.js";
import { PanelRoot } from "./panel/panel-root.js";

export type * from "./element/types.js";
export { CHAT_PANEL_ATTRIBUTES } from "./element/types.js";

interface R2wcElement extends HTMLElement {
  container: ShadowRoot;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}
type R2wcConstructor = { new (): R2wcElement; readonly observedAttributes: string[] };

// r2wc mounts React in the shadow root and passes the string attributes it knows as props.
const Base = r2wc(PanelRoot, {
  shadow: "open",
  props: { apiBase: "string", locale: "string" },
}) as unknown as R2wcConstructor;

/** Attributes this class handles itself: r2wc ignores removed attributes, and booleans need presence. */
const OWN = new Set(["token", "open", "fullscreen", "inline", "hide-close", "hide-launcher", "theme", "position", "transport", "easemob-app-key"]);

/** r2wc's flag: whether the element is in a document (it renders only then). */
const R2WC_CONNECTED = Symbol.for("r2wc.connected");
/** Properties a page may set before the element is defined (see connectedCallback). */
const UPGRADED = ["environment", "token", "locale", "apiBase", "theme", "position", "fullscreen"] as const;

/** The `<chat-panel>` element. */
// The interface of the same name below only adds typed addEventListener overloads.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class ChatPanelElement extends Base implements ChatPanelApi {
  static override get observedAttributes(): string[] {
    return [...CHAT_PANEL_ATTRIBUTES];
  }

  /** @internal The per-element state shared with the React tree. */
  readonly controller: PanelController;
  declare apiBase: string | undefined;
  declare locale: string | undefined;

  constructor() {
    super();
    this.controller = createPanelController({
      dispatch: (event) => this.dispatchEvent(event),
      setOpen: (open) => this.toggleAttribute("open", open),
      setFullscreen: (fullscreen) => this.toggleAttribute("fullscreen", fullscreen),
    });
    adoptPanelStyles(this.container);
    // r2wc renders on every attribute change while its "connected" flag is set, and the flag starts
    // set: an element made but never inserted (a render React throws away) would run a panel of
    // its own, with its own chat and a language nobody updates. Render only once connected.
    (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false;
  }

  connectedCallback(): void {
    // "Upgrade" properties a page set before this element was defined: they shadow the setters.
    for (const name of UPGRADED) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value: unknown = this[name];
      delete this[name];
      (this as Record<string, unknown>)[name] = value;
    }
    (Base.prototype as unknown as { connectedCallback(this: HTMLElement): void }).connectedCallback.call(this);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (!OWN.has(name)) {
      super.attributeChangedCallback(name, old, value);
      if (name === "locale") this.followLocale(value);
      return;
    }
    const c = this.controller;
    const present = value !== null && value !== "false";
    if (name === "token") c.$token.set(value || null);
    else if (name === "fullscreen") c.$fullscreen.set(present);
    else if (name === "inline") c.$inline.set(present);
    else if (name === "hide-close") c.$hideClose.set(present);
    else if (name === "hide-launcher") c.$hideLauncher.set(present);
    else if (name === "transport" || name === "easemob-app-key") this.followTransport();
    else if (name === "open" && c.$open.get() !== present) {
      c.$open.set(present);
      c.emit(present ? "chat-open" : "chat-close", {});
    }
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
