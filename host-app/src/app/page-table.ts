import type { ApiClient } from "@chat/client";
import type { ComponentType } from "react";
import { LoginPage } from "../account/login-page.js";
import { askForLandingList } from "../encounter/early-list.js";
import { NotFoundPage } from "../pages/not-found-page.js";
import { lazyPage } from "../router/lazy-page.js";
import type { RouteName } from "../router/routes.js";

/**
 * Where a page sits: in the main layout (header, side bar, footer and the chat panel, loaded with the
 * page), alone (the login screens, the profile's first filling), or alone beside the inline chat
 * panel (`/chat`, the page "Open in new tab" opens).
 */
export type PageLayout = "main" | "bare" | "chat";

/** A route's params as the router reads them from its path (`/goods/:id` → `{ id }`). */
export type PageParams = Readonly<Record<string, string>>;

/** What the app shows on one route (its path is in `ROUTES` of router/routes.ts, under the same name). */
export interface PageEntry {
  /**
   * The page's component: a `lazyPage` (router/lazy-page.tsx), whose module loads in a chunk of its
   * own when its route first opens, so a page never grows the first script. Routes that show the
   * same page share one, so moving between them keeps it mounted.
   */
  page: ComponentType<object>;
  /** The page's props, from the route's params. */
  props?: (params: PageParams) => object;
  layout: PageLayout;
  /**
   * What the app, opened on this route and signed in, starts loading beside the first script
   * (`preloadFirstScreen`) rather than after the first render: the page's chunk, and its first list
   * (common/early-answer.ts) or the chat panel's code when the page's largest paint waits for them.
   */
  early?: { chunk: () => Promise<unknown>; list?: (api: ApiClient, token: string) => void; panel?: true };
}

/** A page that takes props, with the function that makes them from the route's params. */
function withProps<P extends object>(page: ComponentType<P>, props: (params: PageParams) => P): Pick<PageEntry, "page" | "props"> {
  return { page: page as ComponentType<object>, props };
}

const id = ({ id }: PageParams) => ({ id: id ?? "" });

const loadEncounter = () => import("../encounter/encounter-page.js");
const loadChats = () => import("../chat/chats-page.js");
/** Encounter, the landing page: its store kept while the user browses elsewhere. */
const landing: PageEntry = {
  page: lazyPage(loadEncounter, "EncounterPage"),
  layout: "main",
  early: { chunk: loadEncounter, list: askForLandingList },
};
/** On the chat pages the panel is the page, and its conversation list the largest paint. */
const ChatsPage = lazyPage(loadChats, "ChatsPage");
const chatsEarly: PageEntry["early"] = { chunk: loadChats, panel: true };
const loadDynamicSquare = () => import("../moments/dynamic-square-page.js");
const PeopleListPage = lazyPage(() => import("../people/people-list-page.js"), "PeopleListPage");

/**
 * Every route's page. A new page is a route in `ROUTES`, its entry here (the compiler asks for one)
 * and its own folder. Only /login is in the first script: it is imported, every other page lazily.
 */
export const PAGES: { readonly [R in RouteName]: PageEntry } = {
  home: landing,
  index: landing,
  onlineDating: landing,
  myInfo: { page: lazyPage(() => import("../profiles/my-info-page.js"), "MyInfoPage"), layout: "main" },
  // The mall: the shop, a good, the order form and the orders.
  shopping: { page: lazyPage(() => import("../mall/mall-page.js"), "MallPage"), layout: "main" },
  order: { page: lazyPage(() => import("../mall/order-page.js"), "OrderPage"), layout: "main" },
  myOrder: { page: lazyPage(() => import("../mall/orders-page.js"), "OrdersPage"), layout: "main" },
  good: { ...withProps(lazyPage(() => import("../mall/good-page.js"), "GoodPage"), id), layout: "main" },
  chats: { page: ChatsPage, layout: "main", early: chatsEarly },
  dynamicSquare: {
    page: lazyPage(loadDynamicSquare, "DynamicSquarePage"),
    layout: "main",
    // Its title is the page's largest paint: the chunk starts beside the layout's.
    early: { chunk: loadDynamicSquare },
  },
  // On a phone, the Me tab's page: every link of the side bar and the user menu.
  myspace: { page: lazyPage(() => import("../me/my-space-page.js"), "MySpacePage"), layout: "main" },
  userHomePage: { ...withProps(lazyPage(() => import("../people/home-page.js"), "HomePage"), id), layout: "main" },
  myLike: { ...withProps(PeopleListPage, () => ({ kind: "following" as const })), layout: "main" },
  followMe: { ...withProps(PeopleListPage, () => ({ kind: "fans" as const })), layout: "main" },
  myVisitors: { ...withProps(PeopleListPage, () => ({ kind: "visitors" as const })), layout: "main" },
  myAlbum: { page: lazyPage(() => import("../album/album-page.js"), "AlbumPage"), layout: "main" },
  person: { page: lazyPage(() => import("../profiles/person-page.js"), "PersonPage"), layout: "main" },
  settings: { page: lazyPage(() => import("../settings/settings-page.js"), "SettingsPage"), layout: "main" },
  profileSetup: { page: lazyPage(() => import("../profiles/profile-setup-page.js"), "ProfileSetupPage"), layout: "bare" },
  account: { page: lazyPage(() => import("../wallet/wallet-page.js"), "WalletPage"), layout: "main" },
  appInstall: { page: lazyPage(() => import("../install/app-install-page.js"), "AppInstallPage"), layout: "main" },
  login: { page: LoginPage, layout: "bare" },
  oldLogin: { page: LoginPage, layout: "bare" },
  register: { page: lazyPage(() => import("../account/register-page.js"), "RegisterPage"), layout: "bare" },
  resetPassword: { page: lazyPage(() => import("../account/reset-password-page.js"), "ResetPasswordPage"), layout: "bare" },
  chat: { page: ChatsPage, layout: "chat", early: chatsEarly },
  moment: { ...withProps(lazyPage(() => import("../moments/moment-page.js"), "MomentPage"), id), layout: "main" },
};

/** The page of an address that matches no route. */
export const NOT_FOUND: PageEntry = { page: NotFoundPage, layout: "main" };

/** The entry of a route, or of an address that matches none. */
export function pageOf(route: RouteName | undefined): PageEntry {
  return route ? PAGES[route] : NOT_FOUND;
}
