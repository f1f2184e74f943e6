import type { ReadableAtom } from "nanostores";
import { HOME_PATH, LOGGED_OUT_ONLY, LOGIN_PATH, PUBLIC_ROUTES, type AppRouter } from "./routes.js";

/**
 * The route guard of product §2: `/` and `/index` go to /onlineDating; without a token every path but
 * the login screens goes to /login; with one, the login screens go to /onlineDating. It also reacts
 * to the token disappearing (logout, a 401), so every way out of the session ends on /login.
 * Returns the function that stops it.
 */
export function startRouteGuard(router: AppRouter, $token: ReadableAtom<string | null>): () => void {
  const check = () => {
    const page = router.get();
    const loggedIn = Boolean($token.get());
    if (page?.route === "home" || page?.route === "index") {
      router.open(loggedIn ? HOME_PATH : LOGIN_PATH, true);
    } else if (!loggedIn && !(page && PUBLIC_ROUTES.has(page.route))) {
      router.open(LOGIN_PATH, true);
    } else if (loggedIn && page && LOGGED_OUT_ONLY.has(page.route)) {
      router.open(HOME_PATH, true);
    }
  };
  const stopRouter = router.subscribe(check);
  const stopToken = $token.listen(check);
  return () => {
    stopRouter();
    stopToken();
  };
}
