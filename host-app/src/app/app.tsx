import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { LoginPage } from "../account/login-page.js";
import { ToastRegion } from "../toasts/toast-region.js";
import { NotFoundPage } from "../pages/not-found-page.js";
import { startRouteGuard } from "../router/guard.js";
import { PUBLIC_ROUTES, type RouteName } from "../router/routes.js";
import { askForLandingList } from "../encounter/early-list.js";
import { useEnv } from "./env-context.js";
import type { HostEnvironment } from "./environment.js";
import "../styles/base.css";

// Only /login is in the first script. Every other page loads when its route opens, the main
// layout (header, side bar, footer) and its chat panel too. (The panel used to stay in the first
// script: a `<chat-panel>` from a render React threw away ran a panel of its own with a stale
// language; the element now renders only once connected, widget/src/element.tsx.)
const loadLayout = () => import("../layout/main-layout.js");
const loadEncounter = () => import("../encounter/encounter-page.js");
const MainLayout = lazy(() => loadLayout().then((m) => ({ default: m.MainLayout })));
// From the layout's chunk, which holds it: one request for the layout and its panel, not two.
const ChatPanelMount = lazy(() => loadLayout().then((m) => ({ default: m.ChatPanelMount })));
const RegisterPage = lazy(() => import("../account/register-page.js").then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() => import("../account/reset-password-page.js").then((m) => ({ default: m.ResetPasswordPage })));
const ChatsPage = lazy(() => import("../chat/chats-page.js").then((m) => ({ default: m.ChatsPage })));
const WalletPage = lazy(() => import("../wallet/wallet-page.js").then((m) => ({ default: m.WalletPage })));
// The profile pages load on demand, so they never grow the first page.
const ProfileSetupPage = lazy(() => import("../profiles/profile-setup-page.js").then((m) => ({ default: m.ProfileSetupPage })));
const PersonPage = lazy(() => import("../profiles/person-page.js").then((m) => ({ default: m.PersonPage })));
const MyInfoPage = lazy(() => import("../profiles/my-info-page.js").then((m) => ({ default: m.MyInfoPage })));
// The people pages too: home pages and the following, followers and visitors lists.
const HomePage = lazy(() => import("../people/home-page.js").then((m) => ({ default: m.HomePage })));
const MySpacePage = lazy(() => import("../people/home-page.js").then((m) => ({ default: m.MySpacePage })));
const PeopleListPage = lazy(() => import("../people/people-list-page.js").then((m) => ({ default: m.PeopleListPage })));
const AppInstallPage = lazy(() => import("../install/app-install-page.js").then((m) => ({ default: m.AppInstallPage })));
const MaintenancePage = lazy(() => import("../maintenance/maintenance-page.js").then((m) => ({ default: m.MaintenancePage })));
const AlbumPage = lazy(() => import("../album/album-page.js").then((m) => ({ default: m.AlbumPage })));
// The mall: the shop, a good, the order form and the orders (one chunk per page).
const MallPage = lazy(() => import("../mall/mall-page.js").then((m) => ({ default: m.MallPage })));
const GoodPage = lazy(() => import("../mall/good-page.js").then((m) => ({ default: m.GoodPage })));
const OrderPage = lazy(() => import("../mall/order-page.js").then((m) => ({ default: m.OrderPage })));
const OrdersPage = lazy(() => import("../mall/orders-page.js").then((m) => ({ default: m.OrdersPage })));
const DynamicSquarePage = lazy(() => import("../moments/dynamic-square-page.js").then((m) => ({ default: m.DynamicSquarePage })));
const MomentPage = lazy(() => import("../moments/moment-page.js").then((m) => ({ default: m.MomentPage })));
// Encounter, the landing page: its own chunk, its store kept while the user browses elsewhere.
const EncounterPage = lazy(() => loadEncounter().then((m) => ({ default: m.EncounterPage })));

const SettingsPage = lazy(() => import("../settings/settings-page.js").then((m) => ({ default: m.SettingsPage })));

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
  void loadLayout();
  if (landing) void loadEncounter();
}

/** The host app: the route guard, then the screen of the current route. */
export function App() {
  const { router, session, maintenance } = useEnv();
  const page = useStore(router);
  const token = useStore(session.$token);
  // While the server answers 503, one screen stands in for every route (the page loads on demand).
  const closed = useStore(maintenance.$message) !== null;
  useEffect(() => startRouteGuard(router, session.$token), [router, session]);

  return (
    <>
      <Suspense fallback={null}>
        {closed ? <MaintenancePage /> : <Screen route={page?.route} params={page?.params} loggedIn={Boolean(token)} />}
      </Suspense>
      <ToastRegion />
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
