/**
 * `/myspace`: on a wide screen one's own home page (the side bar beside it holds the shortcuts); on a
 * phone, where there is no side bar, the Me tab's page with every shortcut, the home page one of them.
 */
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { lazyPage } from "../router/lazy-page.js";
import { MePage } from "./me-page.js";

// The home page's code (album, moments) loads only where it shows.
const OwnHomePage = lazyPage(() => import("../people/home-page.js"), "MySpacePage");

export function MySpacePage() {
  const { viewport } = useEnv();
  return useStore(viewport.$wide) ? <OwnHomePage /> : <MePage />;
}
