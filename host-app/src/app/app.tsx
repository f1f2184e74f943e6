import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { lazyPage } from "../router/lazy-page.js";
import { LoginPage } from "../account/login-page.js";
import { ToastRegion } from "../toasts/toast-region.js";
import { NotFoundPage } from "../pages/not-found-page.js";
import { startRouteGuard } from "../router/guard.js";
import { PUBLIC_ROUTES, type RouteName } from "../router/routes.js";
import { askForLandingList } from "../encounter/early-list.js";
import { askForMomentSquare } from "../moments/early-list.js";
import { useEnv } from "./env-context.js";
import type { HostEnvironment } from "./environment.js";
import "../styles/base.css";

// Only /login is in the first script. Every other page loads when its route opens, the main
// layout (header, side bar, footer) and its chat panel too; a chunk that fails or takes longer than
// the product's limit shows "Try again" instead of nothing (lazyPage). The panel can load late because
// `<chat-panel>` renders only once connected (widget/src/element.tsx): an element from a render React
// throws away never runs a panel of its own.
const loadLayout = () => import("../layout/main-layout.js");
const loadEncounter = () => import("../encounter/encounter-page.js");
const MainLayout = lazyPage(loadLayout, "MainLayout");
// From the layout's chunk, which holds it: one request for the layout and its panel, not two.
const ChatPanelMount = lazyPage(loadLayout, "ChatPanelMount");
const RegisterPage = lazyPage(() => import("../account/register-page.js"), "RegisterPage");
const ResetPasswordPage = lazyPage(() => import("../account/reset-password-page.js"), "ResetPasswordPage");
const loadChats = () => import("../chat/chats-page.js");
const ChatsPage = lazyPage(loadChats, "ChatsPage");
const WalletPage = lazyPage(() => import("../wallet/wallet-page.js"), "WalletPage");
// The profile pages load on demand, so they never grow the first page.
const ProfileSetupPage = lazyPage(() => import("../profiles/profile-setup-page.js"), "ProfileSetupPage");
const PersonPage = lazyPage(() => import("../profiles/person-page.js"), "PersonPage");
const MyInfoPage = lazyPage(() => import("../profiles/my-info-page.js"), "MyInfoPage");
// The people pages too: home pages and the following, followers and visitors lists.
const HomePage = lazyPage(() => import("../people/home-page.js"), "HomePage");
// On a phone, the Me tab's page: every link of the side bar and the user menu (me/my-space-page.tsx).
const MySpacePage = lazyPage(() => import("../me/my-space-page.js"), "MySpacePage");
const PeopleListPage = lazyPage(() => import("../people/people-list-page.js"), "PeopleListPage");
const AppInstallPage = lazyPage(() => import("../install/app-install-page.js"), "AppInstallPage");
const MaintenancePage = lazyPage(() => import("../maintenance/maintenance-page.js"), "MaintenancePage");
const AlbumPage = lazyPage(() => import("../album/album-page.js"), "AlbumPage");
// The mall: the shop, a good, the order form and the orders (one chunk per page).
const MallPage = lazyPage(() => import("../mall/mall-page.js"), "MallPage");
const GoodPage = lazyPage(() => import("../mall/good-page.js"), "GoodPage");
const OrderPage = lazyPage(() => import("../mall/order-page.js"), "OrderPage");
const OrdersPage = lazyPage(() => import("../mall/orders-page.js"), "OrdersPage");
const loadDynamicSquare = () => import("../moments/dynamic-square-page.js");
const DynamicSquarePage = lazyPage(loadDynamicSquare, "DynamicSquarePage");
const MomentPage = lazyPage(() => import("../moments/moment-page.js"), "MomentPage");
// Encounter, the landing page: its own chunk, its store kept while the user browses elsewhere.
const EncounterPage = lazyPage(loadEncounter, "EncounterPage");

// A receipt (from a purchase's toast or a bill record) over any page: its code loads when the first one is shown.
const ReceiptHost = lazy(() => import("../wallet/receipt-host.js").then((m) => ({ default: m.ReceiptHost })));

const SettingsPage = lazyPage(() => import("../settings/settings-page.js"), "SettingsPage");

/**
 * Starts loading the first screen's chunks while the catalogs load (main.tsx), instead of after
 * the first render: a signed-in visitor needs the layout, and on the landing page Encounter and its list.
 */
export function preloadFirstScreen(env: Pick<HostEnvironment, "api" | "session">, route: RouteName | undefined): void {
  const token = env.session.$token.get();
  if (!token || (route && PUBLIC_ROUTES.has(route)) || route === "profileSetup") return;
  const landing = route === "onlineDating" || route === "home" || route === "index";
  // The landing list first: the top card's picture, the page's largest paint, waits for it, and
  // over HTTP/1.1 (six connections) a request asked for after the chunks waits for a free one.
  if (landing) askForLandingList(env.api, token);
  const layout = loadLayout();
  if (landing) void loadEncounter();
  // On the chat pages the panel is the page, and its conversation list the largest paint: its
  // code starts with the layout's, not once the page has rendered and the element has connected.
  // The moment square: its list and page chunk beside the layout's, not after it.
  if (route === "dynamicSquare") {
    askForMomentSquare(env.api, token);
    void loadDynamicSquare();
  }
  if (route === "chats" || route === "chat") {
    void loadChats();
    void layout.then((m) => m.preloadPanel()).catch(() => undefined);
  }
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
  switch (route) {
    case "login":
    case "oldLogin":
      return <LoginPage />;
    case "register":
      return <RegisterPage />;
    case "resetPassword":
      return <ResetPasswordPage />;
    case "chat":
      return (
        <main className="bare-page chat-page">
          <ChatsPage />
          <ChatPanelMount inline />
        </main>
      );
    case "chats":
      return (
        <MainLayout>
          <ChatsPage />
        </MainLayout>
      );
    case "userHomePage":
      return (
        <MainLayout>
          <HomePage id={params?.id ?? ""} />
        </MainLayout>
      );
    case "myspace":
      return (
        <MainLayout>
          <MySpacePage />
        </MainLayout>
      );
    case "dynamicSquare":
      return (
        <MainLayout>
          <DynamicSquarePage />
        </MainLayout>
      );
    case "moment":
      return (
        <MainLayout>
          <MomentPage id={params?.id ?? ""} />
        </MainLayout>
      );
    case "myLike":
    case "followMe":
    case "myVisitors":
      return (
        <MainLayout>
          <PeopleListPage kind={route === "myLike" ? "following" : route === "followMe" ? "fans" : "visitors"} />
        </MainLayout>
      );
    case "profileSetup":
      return <ProfileSetupPage />;
    case "person":
      return (
        <MainLayout>
          <PersonPage />
        </MainLayout>
      );
    case "myInfo":
      return (
        <MainLayout>
          <MyInfoPage />
        </MainLayout>
      );
    case "myAlbum":
      return (
        <MainLayout>
          <AlbumPage />
        </MainLayout>
      );
    case "home":
    case "index":
    case "onlineDating":
      return (
        <MainLayout>
          {/* The layout and its chat panel stay while the landing page's chunk loads. */}
          <Suspense fallback={null}>
            <EncounterPage />
          </Suspense>
        </MainLayout>
      );
    case "shopping":
      return (
        <MainLayout>
          <MallPage />
        </MainLayout>
      );
    case "good":
      return (
        <MainLayout>
          <GoodPage id={params?.id ?? ""} />
        </MainLayout>
      );
    case "order":
      return (
        <MainLayout>
          <OrderPage />
        </MainLayout>
      );
    case "myOrder":
      return (
        <MainLayout>
          <OrdersPage />
        </MainLayout>
      );
    case "settings":
      return (
        <MainLayout>
          <SettingsPage />
        </MainLayout>
      );
    case "account":
      return (
        <MainLayout>
          <WalletPage />
        </MainLayout>
      );
    case "appInstall":
      return (
        <MainLayout>
          <AppInstallPage />
        </MainLayout>
      );
    case undefined:
      return (
        <MainLayout>
          <NotFoundPage />
        </MainLayout>
      );
  }
}
