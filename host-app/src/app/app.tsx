import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { lazyPage } from "../router/lazy-page.js";
import { ToastRegion } from "../toasts/toast-region.js";
import { startRouteGuard } from "../router/guard.js";
import { PUBLIC_ROUTES, type RouteName } from "../router/routes.js";
import { useEnv } from "../common/env-context.js";
import type { HostEnvironment } from "../common/host-environment.js";
import { pageOf } from "./page-table.js";
import "../styles/base.css";

// Only /login is in the first script. Every other page loads when its route opens (page-table.ts), the
// main layout (header, side bar, footer) and its chat panel too; a chunk that fails or takes longer
// than the product's limit shows "Try again" instead of nothing (lazyPage). The panel can load late
// because `<chat-panel>` renders only once connected (widget/src/element.tsx): an element from a
// render React throws away never runs a panel of its own.
const loadLayout = () => import("../layout/main-layout.js");
const MainLayout = lazyPage(loadLayout, "MainLayout");
// From the layout's chunk, which holds it: one request for the layout and its panel, not two.
const ChatPanelMount = lazyPage(loadLayout, "ChatPanelMount");
const MaintenancePage = lazyPage(() => import("../maintenance/maintenance-page.js"), "MaintenancePage");

// A receipt (from a purchase's toast or a bill record) over any page: its code loads when the first one is shown.
const ReceiptHost = lazy(() => import("../wallet/receipt-host.js").then((m) => ({ default: m.ReceiptHost })));

/**
 * Starts loading the first screen's chunks while the catalogs load (main.tsx), instead of after
 * the first render: a signed-in visitor needs the layout, and on the landing page Encounter and its list.
 */
export function preloadFirstScreen(env: Pick<HostEnvironment, "api" | "session">, route: RouteName | undefined): void {
  const token = env.session.$token.get();
  const { layout, early } = pageOf(route);
  // The login screens and the profile's first filling have no layout to load.
  if (!token || layout === "bare") return;
  // The page's list first (Encounter's cards): its first picture is the page's largest paint, and
  // over HTTP/1.1 (six connections) a request asked for after the chunks waits for a free one.
  early?.list?.(env.api, token);
  const main = loadLayout();
  if (early) void early.chunk();
  // On the chat pages the panel is the page, and its conversation list the largest paint: its
  // code starts with the layout's, not once the page has rendered and the element has connected.
  if (early?.panel) void main.then((m) => m.preloadPanel()).catch(() => undefined);
}

/** The host app: the route guard, then the screen of the current route. */
export function App() {
  const { router, session, maintenance, wallet } = useEnv();
  const page = useStore(router);
  const token = useStore(session.$token);
  // While the server answers 503, one screen stands in for every route (the page loads on demand).
  const closed = useStore(maintenance.$message) !== null;
  const receipt = useStore(wallet.$receipt) !== null;
  useEffect(() => startRouteGuard(router, session.$token), [router, session]);

  return (
    <>
      <Suspense fallback={null}>
        {closed ? <MaintenancePage /> : <Screen route={page?.route} params={page?.params} loggedIn={Boolean(token)} />}
      </Suspense>
      <ToastRegion />
      {receipt ? (
        <Suspense fallback={null}>
          <ReceiptHost />
        </Suspense>
      ) : null}
    </>
  );
}

function Screen({ route, params, loggedIn }: { route: RouteName | undefined; params: Record<string, string> | undefined; loggedIn: boolean }) {
  // Until the guard has moved a visitor on, show nothing that needs a session.
  if (!loggedIn && !(route && PUBLIC_ROUTES.has(route))) return null;
  const { page: Page, props, layout } = pageOf(route);
  const content = <Page {...props?.(params ?? {})} />;
  switch (layout) {
    case "bare":
      return content;
    case "chat":
      return (
        <main className="bare-page chat-page">
          {content}
          <ChatPanelMount inline />
        </main>
      );
    case "main":
      return (
        <MainLayout>
          {/* The layout and its chat panel stay while a page suspends. */}
          <Suspense fallback={null}>{content}</Suspense>
        </MainLayout>
      );
  }
}
