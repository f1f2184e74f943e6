import { createRouter, type Router } from "@nanostores/router";

/**
 * The routes of product §2, plus registration and password reset (part of login): each route's name
 * and path. What each one shows, and in which layout, is its entry under the same name in `PAGES`
 * (app/page-table.ts); the names, the paths and the sets below are what the first script, the guard
 * and the pages' links need, so they stay here, below the pages.
 */
export const ROUTES = {
  home: "/",
  index: "/index",
  onlineDating: "/onlineDating",
  myInfo: "/myInfo",
  shopping: "/shopping",
  order: "/order",
  myOrder: "/myOrder",
  /** One good of the mall: its pictures, description, price and Buy. */
  good: "/goods/:id",
  chats: "/chats",
  dynamicSquare: "/dynamicSquare",
  myspace: "/myspace",
  userHomePage: "/userHomePage/:id",
  myLike: "/myLike",
  followMe: "/followMe",
  myVisitors: "/myVisitors",
  myAlbum: "/myAlbum",
  person: "/person",
  /** The account settings: password, privacy, account deletion. */
  settings: "/settings",
  /** Right after registration: the profile's first filling, with Skip. */
  profileSetup: "/profile-setup",
  account: "/account",
  /** How to add the web app to the home screen (the footer links it). */
  appInstall: "/appInstall",
  login: "/login",
  oldLogin: "/oldLogin",
  register: "/register",
  resetPassword: "/resetPassword",
  chat: "/chat",
  /** One moment with its comments: the link "Share" copies. */
  moment: "/moment/:id",
} as const;

export type AppRouter = Router<typeof ROUTES>;
export type RouteName = keyof typeof ROUTES;

/** Reachable without a token: the login screens (product §2) and their registration and reset steps. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set(["login", "oldLogin", "register", "resetPassword"]);

/** Screens that a logged-in user skips: they land on the main layout instead. */
export const LOGGED_OUT_ONLY: ReadonlySet<RouteName> = new Set(["login", "oldLogin", "register"]);

/** Pages kept alive between routes (product §2): they restore their own scroll position. */
export const KEPT_ALIVE_ROUTES: ReadonlySet<RouteName> = new Set(["dynamicSquare", "home", "index", "onlineDating"]);

/** The landing page of the main layout. */
export const HOME_PATH = ROUTES.onlineDating;
export const LOGIN_PATH = ROUTES.login;

/** A link in the original product's hash form (`/#/chat`, `/#/userHomePage/7`) names the page at that path. */
export function pathOfHashRoute(location: Pick<Location, "pathname" | "hash">): string | null {
  return location.pathname === "/" && location.hash.startsWith("#/") ? location.hash.slice(1) : null;
}

export function createAppRouter(): AppRouter {
  const moved = typeof location === "undefined" ? null : pathOfHashRoute(location);
  if (moved) history.replaceState(history.state, "", moved);
  return createRouter(ROUTES);
}
