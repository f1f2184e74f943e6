import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { useEnv } from "../common/env-context.js";
import { ChatPanelMount } from "../chat/chat-panel-mount.js";
import { HOME_PATH, KEPT_ALIVE_ROUTES } from "../router/routes.js";
import { Footer, TabBar } from "./footer.js";
import { Header } from "./header.js";
import { scrollToAnchor } from "./scroll-to-anchor.js";
import { Sidebar } from "./sidebar.js";
import "./layout.css";
import "./header.css";
import "./sidebar.css";

// The /chat page mounts the panel alone; it comes from this chunk (app.tsx), and so does the
// panel's early download on the chat pages.
export { ChatPanelMount };
export { preloadPanel } from "@chat/widget";

/** The main layout of product §2: header, side bar (wide), scrolling content with footer, tab bar (narrow). */
export function MainLayout({ children }: { children: ReactNode }) {
  const { viewport, router, scrollBottom, session } = useEnv();
  const wide = useStore(viewport.$wide);
  const page = useStore(router);
  const state = useStore(session.$sessionState);
  const content = useRef<HTMLElement>(null);

  // Spec §2: a resize into the other width class starts over on /onlineDating.
  useEffect(() => viewport.onWidthClassChange(() => router.open(HOME_PATH)), [viewport, router]);

  useEffect(() => {
    const element = content.current;
    return element ? scrollBottom.watch(element) : undefined;
  }, [scrollBottom]);

  // Every route change starts at the top of the content area, except on a kept-alive page (it
  // restores its own position).
  const path = page?.path;
  const keptAlive = page ? KEPT_ALIVE_ROUTES.has(page.route) : false;
  useEffect(() => {
    if (content.current && !keptAlive) content.current.scrollTop = 0;
  }, [path, keptAlive]);

  // A link to part of a page (the Me page's Bill records: /account?index=1#bills-title) lands on it.
  const hash = page?.hash;
  useEffect(() => (content.current && hash ? scrollToAnchor(content.current, decodeURIComponent(hash.slice(1))) : undefined), [path, hash]);

  return (
    <div className={`layout ${wide ? "layout--wide" : "layout--narrow"}`}>
      <a className="skip-link" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <div className="layout__body">
        {wide ? <Sidebar /> : null}
        <main id="content" className="layout__content" ref={content} tabIndex={-1} aria-busy={state === "loading"}>
          {/* One panel for every page: floating, or the page itself on /chats. */}
          <ChatPanelMount inline={page?.route === "chats"} />
          {/* A page whose chunk is still loading suspends only itself: the layout and its panel stay
              mounted (preact's Suspense would otherwise take <chat-panel> out of the document, and
              the panel would lose its open conversation and draft). */}
          <div className={page?.route === "chats" ? "layout__page" : "layout__page layout__page--fill"}>
            <Suspense fallback={null}>{children}</Suspense>
          </div>
          <Footer />
        </main>
      </div>
      {wide ? null : <TabBar />}
    </div>
  );
}
