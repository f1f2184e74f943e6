import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { LoginPage } from "../account/login-page.js";
import { RegisterPage } from "../account/register-page.js";
import { ResetPasswordPage } from "../account/reset-password-page.js";
import { MainLayout } from "../layout/main-layout.js";
import { ChatPanelMount } from "../chat/chat-panel-mount.js";
import { ChatsPage } from "../chat/chats-page.js";
import { ToastRegion } from "../toasts/toast-region.js";
import { WalletPage } from "../wallet/wallet-page.js";
import { NotFoundPage, PlaceholderPage } from "../pages/placeholder-page.js";
import { startRouteGuard } from "../router/guard.js";
import { PUBLIC_ROUTES, type RouteName } from "../router/routes.js";
import { useEnv } from "./env-context.js";
import "../styles/base.css";

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
const SettingsPage = lazy(() => import("../settings/settings-page.js").then((m) => ({ default: m.SettingsPage })));

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
    default:
      return (
        <MainLayout>
          <PlaceholderPage route={route} />
        </MainLayout>
      );
  }
}
