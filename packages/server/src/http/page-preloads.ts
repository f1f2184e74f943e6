/**
 * On the chat pages (/chats, /chat) the chat panel is the page, and its conversation list the largest
 * paint at the end of a chain: the first script, the layout's chunk, the panel's code, then the list.
 * The HTML answer names those chunks in a `Link: rel=modulepreload` header, so the browser fetches
 * them beside the first script instead of one after another (Lighthouse mobile on /chats: 90–92 →
 * 96). The files come from Vite's manifest (dist/host/.vite/manifest.json); without one nothing is
 * added. A build whose manifest lacks one of the modules named here stops the server at start (every
 * end-to-end test with it), so moving a page's file cannot quietly end its preloads.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The modules a page starts with, as the manifest names them (relative to host-app/). */
const CHAT_PAGE = ["src/layout/main-layout.tsx", "src/chat/chats-page.tsx", "../widget/src/panel/panel-mount.tsx"];
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = { "/chats": CHAT_PAGE, "/chat": CHAT_PAGE };

/** The chunks of `keys` with what they import statically, less the entry's own (the HTML loads those). */
export function chunksOf(manifest: Manifest, keys: readonly string[]): string[] {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`page preloads: ${missing.join(", ")} not in the build's manifest (moved? update PAGE_MODULES)`);
  const reach = (start: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) continue;
      seen.add(key);
      stack.push(...(chunk.imports ?? []));
    }
    return seen;
  };
  const entry = reach(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const files = [...reach(keys)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file}`);
  return [...new Set(files)];
}

/** The `Link` header for each page that has one, from the built host app in `hostDir`. */
export function pagePreloads(hostDir: string): ReadonlyMap<string, string> {
  const file = join(hostDir, ".vite/manifest.json");
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  return new Map(
    Object.entries(PAGE_MODULES)
      .map(([path, keys]) => [path, chunksOf(manifest, keys).map((url) => `<${url}>; rel=modulepreload`).join(", ")] as const)
      .filter(([, link]) => link !== ""),
  );
}
