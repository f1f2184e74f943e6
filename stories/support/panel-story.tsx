/**
 * Renders part of the chat panel the way `<chat-panel>` does: inside an open shadow root with the
 * panel's adopted stylesheets, around a Chat over the fake server and fake transport of
 * `@chat/client/test` (`createTestChat`, what `createSeededChat` wraps), handed down by the panel
 * context. The theme is the element's own `theme` attribute on the host (`:host([theme="dark"])`).
 */
import { createTestChat, type TestChatOptions } from "@chat/client/test";
import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { createTestController, type PanelController } from "../../widget/src/element/controller.js";
import { adoptPanelStyles } from "../../widget/src/panel/panel-styles.js";
import { PanelProvider } from "../../widget/src/common/panel-context.js";
import { useStoryEnv } from "./story-env.js";

export type StoryChat = ReturnType<typeof createTestChat> & { controller: PanelController };

/** Builds and starts the story's chat, then puts it in the state the story shows. */
export type Prepare = () => Promise<StoryChat>;

/** The common case: a started chat over `options`, then `setup` (open a conversation, type, drop…). */
export function seeded(options: TestChatOptions = {}, setup?: (story: StoryChat) => Promise<unknown> | unknown): Prepare {
  return async () => {
    const story = { ...createTestChat(options), controller: createTestController() };
    await story.chat.start();
    await setup?.(story);
    return story;
  };
}

export interface PanelStoryProps {
  prepare: Prepare;
  /** What to render inside the panel context. */
  children: ReactNode | ((story: StoryChat) => ReactNode);
  /** The box the panel part sits in (inline panels fill it). */
  box?: CSSProperties;
  /** Changing it rebuilds the chat (pass the story's args). */
  rebuild?: unknown;
}

export function PanelStory({ prepare, children, box, rebuild }: PanelStoryProps) {
  const { locale, dir, theme } = useStoryEnv();
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const [story, setStory] = useState<StoryChat | null>(null);
  const key = JSON.stringify(rebuild ?? null);

  useEffect(() => {
    if (!host) return;
    if (host.shadowRoot) {
      setShadow(host.shadowRoot);
      return;
    }
    const root = host.attachShadow({ mode: "open" });
    adoptPanelStyles(root);
    setShadow(root);
  }, [host]);

  // The attribute `<chat-panel theme>` reflects onto its host; the tokens answer `:host([theme="dark"])`.
  useEffect(() => {
    host?.setAttribute("theme", theme);
  }, [host, theme]);

  useEffect(() => {
    let live = true;
    let built: StoryChat | null = null;
    setStory(null);
    void prepare().then((next) => {
      built = next;
      if (live) setStory(next);
      else next.chat.stop();
    });
    return () => {
      live = false;
      built?.chat.stop();
    };
    // `prepare` is a new function on every render; `rebuild` says when the story really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const content = story ? (typeof children === "function" ? children(story) : children) : null;
  return (
    <div className="story-stage" style={{ blockSize: "100vh", boxSizing: "border-box", padding: 16, ...box }}>
      <div
        ref={setHost}
        data-panel-host=""
        data-story-pending={story ? undefined : ""}
        style={{ display: "block", blockSize: "100%" }}
      >
        {shadow && story
          ? createPortal(
              <div className="chat-root" lang={locale} dir={dir}>
                <PanelProvider value={{ chat: story.chat, controller: story.controller, me: story.me }}>{content}</PanelProvider>
              </div>,
              shadow,
            )
          : null}
      </div>
    </div>
  );
}

/** The panel's shadow root inside a story's canvas (for play functions that click inside it). */
export function panelRoot(canvas: HTMLElement): ShadowRoot {
  const root = canvas.querySelector<HTMLElement>("[data-panel-host]")?.shadowRoot;
  if (!root) throw new Error("no panel host in this story");
  return root;
}

/** Waits until `find` returns an element inside the panel (stories render after async setup). */
export async function waitInPanel<T extends Element>(canvas: HTMLElement, find: (root: ShadowRoot) => T | null, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const host = canvas.querySelector<HTMLElement>("[data-panel-host]");
    const found = host?.shadowRoot && !host.hasAttribute("data-story-pending") ? find(host.shadowRoot) : null;
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error("element not found in the panel");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
