import { envelope, demoConversation, demoUser, fakeChatServer, fakeFetch, ok, createFakeTransport, createMemoryStorage } from "@chat/client/test";
import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import "./element.js";
import { ChatPanelElement } from "./element.js";
import { PANEL_CSS } from "./panel/panel-styles.js";

/** The sheets the element adopts at once and with the open panel, and those of the parts that load on demand. */
const ALL_CSS = [...PANEL_CSS, ...Object.values(import.meta.glob<string>("./**/*.css", { query: "?inline", import: "default", eager: true }))];

/** `userLoaded`: my-info answers only once it resolves (a slow network). */
function mountPanel(attributes: Record<string, string> = {}, userLoaded: Promise<void> = Promise.resolve()) {
  const me = demoUser({ id: 7 });
  const server = fakeChatServer({ conversations: [demoConversation({ userId: 2, nickname: "Bob", unread_num: 2 })] }, me.id);
  const http = fakeFetch({ ...server.routes, "GET /api/account/my-info": () => userLoaded.then(() => ok(me)) });
  const events: CustomEvent[] = [];
  const names = ["chat-ready", "chat-open", "chat-close", "chat-unread", "chat-logout", "chat-open-profile", "chat-error"];
  const listener = (event: Event) => events.push(event as CustomEvent);
  for (const name of names) document.addEventListener(name, listener);
  const panel = document.createElement("chat-panel");
  panel.environment = { fetch: http.fetch, transport: createFakeTransport(), storage: createMemoryStorage() };
  for (const [name, value] of Object.entries({ "api-base": "http://chat.test", locale: "en", token: "tok", ...attributes })) panel.setAttribute(name, value);
  document.body.append(panel);
  const cleanup = () => {
    panel.remove();
    for (const name of names) document.removeEventListener(name, listener);
  };
  cleanups.push(cleanup);
  return { panel, events, seen: http.seen, root: () => panel.shadowRoot as ShadowRoot };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const named = (events: CustomEvent[], type: string) => events.filter((e) => e.type === type);

describe("given a <chat-panel> with a token", () => {
  it("is a typed element in an open shadow root that reports ready and unread to the page", async () => {
    const { panel, events } = mountPanel();
    expect(panel).toBeInstanceOf(customElements.get("chat-panel") as CustomElementConstructor);
    expect(panel.shadowRoot?.mode).toBe("open");
    await waitFor(() => expect(named(events, "chat-ready")[0]?.detail).toEqual({ userId: 7 }));
    await waitFor(() => expect(named(events, "chat-unread").at(-1)?.detail).toEqual({ total: 2 }));
    const ready = named(events, "chat-ready")[0] as CustomEvent;
    expect(ready.bubbles && ready.composed).toBe(true);
  });

  it("opens and closes through methods, attributes and the Close button, with events", async () => {
    const user = userEvent.setup();
    const { panel, events, root } = mountPanel();
    expect(root().querySelector(".panel")).toBeNull();
    panel.open();
    expect(panel.hasAttribute("open")).toBe(true);
    expect(panel.isOpen).toBe(true);
    const dialog = await within(root() as unknown as HTMLElement).findByRole("dialog", { name: "Chat" });
    expect(named(events, "chat-open")).toHaveLength(1);
    await within(dialog).findByRole("tab", { name: "Recent" });
    await user.click(within(dialog).getByRole("button", { name: "Full screen" }));
    expect(panel.fullscreen).toBe(true);
    expect(panel.hasAttribute("fullscreen")).toBe(true);
    const again = within(root() as unknown as HTMLElement).getByRole("dialog", { name: "Chat" });
    await user.click(within(again).getByRole("button", { name: "Close" }));
    expect(panel.hasAttribute("open")).toBe(false);
    expect(named(events, "chat-close")).toHaveLength(1);
    panel.toggle();
    expect(panel.isOpen).toBe(true);
  });

  it("hides Close when the page says so and opens a conversation on request", async () => {
    const { panel, root } = mountPanel({ "hide-close": "" });
    panel.openConversation(2);
    const view = within(root() as unknown as HTMLElement);
    expect(await view.findByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(view.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("opens a conversation with its gift picker on request; closing the picker leaves the conversation", async () => {
    const user = userEvent.setup();
    const { panel, root } = mountPanel();
    panel.openGifts(2);
    const view = within(root() as unknown as HTMLElement);
    const picker = await view.findByRole("dialog", { name: "Send a gift" });
    expect(panel.isOpen).toBe(true);
    expect(view.getByRole("textbox", { name: "Message" })).toBeTruthy();
    await user.click(within(picker).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(view.queryByRole("dialog", { name: "Send a gift" })).toBeNull());
    expect(view.getByRole("button", { name: "Gift" })).toBeTruthy();
  });

  it("opens a conversation the page asked for while the user was still loading", async () => {
    let answer: () => void = () => undefined;
    const { panel, events, root } = mountPanel({}, new Promise<void>((resolve) => (answer = resolve)));
    // The chat run exists (the page's command reaches it) but the chat has not started yet.
    await new Promise((r) => setTimeout(r, 50));
    panel.open();
    panel.openConversation(2);
    expect(named(events, "chat-ready")).toHaveLength(0);
    answer();
    expect(await within(root() as unknown as HTMLElement).findByRole("textbox", { name: "Message" })).toBeTruthy();
  });

  it("ends the session on logout() with chat-logout", async () => {
    const { panel, events, root } = mountPanel({ open: "" });
    await waitFor(() => expect(named(events, "chat-ready")).toHaveLength(1));
    panel.logout();
    await waitFor(() => expect(named(events, "chat-logout")[0]?.detail).toEqual({ reason: "logout" }));
    expect(await within(root() as unknown as HTMLElement).findByText("Log in to chat.")).toBeTruthy();
  });

  it("asks the page to log out when the token is dead", async () => {
    const panel = document.createElement("chat-panel") as ChatPanelElement;
    const http = fakeFetch({ "GET /api/account/my-info": () => envelope(401, "Unauthorized: Authorization verification failed", null) });
    const events: Event[] = [];
    document.addEventListener("chat-logout", (e) => events.push(e), { once: true });
    panel.environment = { fetch: http.fetch, transport: createFakeTransport(), storage: createMemoryStorage() };
    panel.setAttribute("api-base", "http://chat.test");
    panel.token = "dead";
    document.body.append(panel);
    cleanups.push(() => panel.remove());
    await waitFor(() => expect((events[0] as CustomEvent | undefined)?.detail).toEqual({ reason: "unauthorized" }));
  });

  it("mounts the open panel's tree through the r2wc element <chat-panel-view> and unmounts it when removed", async () => {
    const { panel, root } = mountPanel({ open: "" });
    const dialog = await within(root() as unknown as HTMLElement).findByRole("dialog", { name: "Chat" });
    const view = root().querySelector("chat-panel-view");
    expect(view?.contains(dialog)).toBe(true);
    expect(view?.getAttribute("api-base")).toBe("http://chat.test");
    expect(view?.getAttribute("locale")).toBe("en");
    panel.remove();
    expect(view?.isConnected).toBe(false);
    expect(view?.childElementCount).toBe(0);
  });

  it("adds no <style> or <link> to the page", () => {
    const before = document.querySelectorAll("style, link").length;
    mountPanel({ open: "" });
    expect(document.querySelectorAll("style, link").length).toBe(before);
  });
});

describe("given a closed <chat-panel>", () => {
  it("draws its launcher with the unread badge without loading the open panel's tree, and opens on a click", async () => {
    const user = userEvent.setup();
    const { panel, root } = mountPanel();
    const launcher = await within(root() as unknown as HTMLElement).findByRole("button", { name: "Chat" });
    await waitFor(() => expect(launcher.querySelector(".launcher__badge")?.textContent).toBe("2"));
    expect(root().querySelector(".panel-mount")).toBeNull();
    await user.click(launcher);
    expect(panel.isOpen).toBe(true);
    await within(root() as unknown as HTMLElement).findByRole("dialog", { name: "Chat" });
    expect(root().querySelector("[part=launcher]")).toBeNull();
  });
});

describe("given a <chat-panel> that is never inserted", () => {
  it("starts no chat until it is in the document (React may make an element and throw it away)", async () => {
    const me = demoUser({ id: 9 });
    const http = fakeFetch({ ...fakeChatServer({ conversations: [] }, me.id).routes, "GET /api/account/my-info": () => ok(me) });
    const panel = document.createElement("chat-panel");
    panel.environment = { fetch: http.fetch, transport: createFakeTransport(), storage: createMemoryStorage() };
    for (const [name, value] of Object.entries({ "api-base": "http://chat.test", locale: "de", token: "tok" })) panel.setAttribute(name, value);
    await Promise.resolve();
    expect(http.seen).toEqual([]);
    document.body.append(panel);
    cleanups.push(() => panel.remove());
    await waitFor(() => expect(http.seen.some((request) => request.path === "/api/account/my-info")).toBe(true));
  });
});

describe("given properties and attributes a page set before the element was defined", () => {
  it("applies them when the element upgrades: locale, api-base, token, environment, hide-launcher", async () => {
    const name = "chat-panel-late";
    const early = document.createElement(name) as ChatPanelElement;
    const me = demoUser({ id: 9 });
    const server = fakeChatServer({ conversations: [] }, me.id);
    const http = fakeFetch({ ...server.routes, "GET /api/account/my-info": () => ok(me) });
    early.locale = "ar";
    early.apiBase = "http://chat.test";
    early.token = "tok";
    early.environment = { fetch: http.fetch, transport: createFakeTransport(), storage: createMemoryStorage() };
    early.setAttribute("hide-launcher", "");
    const ready: CustomEvent[] = [];
    early.addEventListener("chat-ready", (event) => ready.push(event as CustomEvent));
    document.body.append(early);
    cleanups.push(() => early.remove());
    customElements.define(name, class extends ChatPanelElement {});
    expect(early.getAttribute("locale")).toBe("ar");
    expect(early.getAttribute("dir")).toBe("rtl");
    expect(early.getAttribute("api-base")).toBe("http://chat.test");
    expect(early.hasAttribute("hide-launcher")).toBe(true);
    await waitFor(() => expect(ready[0]?.detail).toEqual({ userId: 9 }));
    expect(http.seen.some((request) => request.path === "/api/account/my-info")).toBe(true);
    expect(early.shadowRoot?.querySelector("[part=launcher]")).toBeNull();
  });
});

describe("given the panel's CSS", () => {
  it("declares its tokens on :host and uses no physical left/right properties", () => {
    const all = ALL_CSS.join("\n");
    expect(all).toContain(".modal__backdrop");
    expect(all).toMatch(/:host\s*\{[^}]*all: initial/);
    expect(all).not.toMatch(/(margin|padding|border)-(left|right)|\b(left|right):/);
    for (const line of all.split("\n")) {
      if (line.trim().startsWith("--")) continue;
      expect(line).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    }
  });
});

describe("given a partner page that sets only `locale`", () => {
  it("lays the element out in the language's direction and keeps a dir the page set itself", () => {
    const { panel } = mountPanel({ locale: "ar" });
    expect(panel.getAttribute("dir")).toBe("rtl");
    expect(panel.getAttribute("lang")).toBe("ar");
    panel.setAttribute("locale", "de");
    expect(panel.getAttribute("dir")).toBe("ltr");
    expect(panel.getAttribute("lang")).toBe("de");

    const own = mountPanel({ dir: "ltr", locale: "ar" }).panel;
    expect(own.getAttribute("dir")).toBe("ltr");
  });
});
