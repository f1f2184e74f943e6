/**
 * A page of the web app is at the end of a chain: the first script, then the layout's chunk and the
 * page's chunk with what they import, then the page's CSS, each found only once the one before has
 * run (on /shopping, /account or /myspace the page's CSS came 390–640 ms into the chain). The HTML
 * answer of the signed-in routes names their chunks in a `Link` header (`rel=modulepreload` for the
 * scripts, `rel=preload; as=style` for their CSS), so the browser fetches them beside the first script
 * instead of one after another. On the chat pages (/chats, /chat) the chat panel is the page, and its
 * code is named too (Lighthouse mobile on /chats: 90–92 → 96). The modules are those that
 * host-app/src/app/page-table.ts loads on each route (the route's page, in the main layout unless it
 * is a bare one) and the files come from Vite's manifest (dist/host/.vite/manifest.json); without one
 * nothing is added. The login screens get none (a visitor signed out is sent to /login, and /login is
 * one script), nor the landing page (see `PAGE_MODULES`). A build whose manifest lacks one of the
 * modules named here stops the server at start (every end-to-end test with it), so moving a page's
 * file cannot quietly end its preloads.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The modules a page starts with, as the manifest names them (relative to host-app/). */
const LAYOUT = "src/layout/main-layout.tsx";
const main = (page: string): readonly string[] => [LAYOUT, page];
const CHAT_PAGE = [LAYOUT, "src/chat/chats-page.tsx", "../widget/src/panel/panel-mount.tsx"];
const PEOPLE_LIST = main("src/people/people-list-page.tsx");
/**
 * By path as in host-app/src/router/routes.ts (`:id` stands for one path segment). Not the landing
 * page (/, /index, /onlineDating): the first script already starts its chunks and list beside itself
 * (`early` in page-table.ts), so a header would gain little there, and e2e/wire-size.spec.ts counts
 * the landing page's bytes with the browser cache off, where the header's ~340 bytes and its
 * stylesheets, fetched again once the page asks for them, go past the landing page's budget.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/myInfo": main("src/profiles/my-info-page.tsx"),
  "/shopping": main("src/mall/mall-page.tsx"),
  "/order": main("src/mall/order-page.tsx"),
  "/myOrder": main("src/mall/orders-page.tsx"),
  "/goods/:id": main("src/mall/good-page.tsx"),
  "/chats": CHAT_PAGE,
  "/dynamicSquare": main("src/moments/dynamic-square-page.tsx"),
  "/myspace": main("src/me/my-space-page.tsx"),
  "/userHomePage/:id": main("src/people/home-page.tsx"),
  "/myLike": PEOPLE_LIST,
  "/followMe": PEOPLE_LIST,
  "/myVisitors": PEOPLE_LIST,
  "/myAlbum": main("src/album/album-page.tsx"),
  "/person": main("src/profiles/person-page.tsx"),
  "/settings": main("src/settings/settings-page.tsx"),
  "/profile-setup": ["src/profiles/profile-setup-page.tsx"],
  "/account": main("src/wallet/wallet-page.tsx"),
  "/appInstall": main("src/install/app-install-page.tsx"),
  "/chat": CHAT_PAGE,
  "/moment/:id": main("src/moments/moment-page.tsx"),
};

/** A preloaded file: a script chunk or a stylesheet. */
export interface Preload {
  url: string;
  as: "module" | "style";
}

/** The chunks of `keys` with what they import statically and their CSS, less the entry's own (the HTML loads those). */
export function preloadsOf(manifest: Manifest, keys: readonly string[]): Preload[] {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`page preloads: ${missing.join(", ")} not in the build's manifest (moved? update PAGE_MODULES)`);
  const reach = (start: readonly string[]) => {
    const seen = new Set<string>();
    const order: string[] = [];
    const stack = [...start].reverse();
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) continue;
      seen.add(key);
      order.push(key);
      stack.push(...[...(chunk.imports ?? [])].reverse());
    }
    return order;
  };
  const entry = new Set(reach(Object.keys(manifest).filter((key) => manifest[key]?.isEntry)));
  const chunks = reach(keys).filter((key) => !entry.has(key));
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const scripts = chunks.map((key): Preload => ({ url: `/${manifest[key]?.file}`, as: "module" }));
  const styles = chunks.flatMap((key) => manifest[key]?.css ?? []).filter((file) => !entryCss.has(file)).map((file): Preload => ({ url: `/${file}`, as: "style" }));
  const seen = new Set<string>();
  return [...scripts, ...styles].filter((p) => !seen.has(p.url) && Boolean(seen.add(p.url)));
}

/** The script chunks of `keys` (see `preloadsOf`). */
export function chunksOf(manifest: Manifest, keys: readonly string[]): string[] {
  return preloadsOf(manifest, keys).filter((p) => p.as === "module").map((p) => p.url);
}

const linkOf = (preloads: readonly Preload[]) => preloads.map((p) => (p.as === "module" ? `<${p.url}>; rel=modulepreload` : `<${p.url}>; rel=preload; as=style`)).join(", ");

/** The `Link` header of a page's path, or undefined: a lookup of the answers `pagePreloads` made. */
export type PreloadsOfPath = (path: string) => string | undefined;

/** The `Link` header for each page that has one, from the built host app in `hostDir`. */
export function pagePreloads(hostDir: string): PreloadsOfPath {
  const file = join(hostDir, ".vite/manifest.json");
  if (!existsSync(file)) return () => undefined;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const links = new Map(
    Object.entries(PAGE_MODULES)
      .map(([path, keys]) => [path, linkOf(preloadsOf(manifest, keys))] as const)
      .filter(([, link]) => link !== ""),
  );
  return (path) => links.get(path) ?? links.get(path.replace(/\/[^/]+$/, "/:id"));
}
