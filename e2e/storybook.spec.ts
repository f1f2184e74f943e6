/**
 * Opens every story of the built Storybook (dist/storybook, served here by a tiny static server so
 * the check does not depend on the database or the API) in Debian's Chromium, in light/English, dark/Arabic (RTL) and light/Japanese: no console errors and
 * no axe-core violations (colour contrast included) inside the story.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { extname, join, normalize, sep } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS } from "./harness.js";
import { pageAxeViolations } from "./axe.js";

const ROOT = join(import.meta.dirname, "..");
const DIST = join(ROOT, "dist/storybook");
const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

/** `npm test` builds Storybook first; a lone run of this spec builds it when it is missing. */
function ensureBuilt(): IndexEntry[] {
  if (!existsSync(join(DIST, "index.json"))) {
    const built = spawnSync("npm", ["run", "--silent", "build-storybook"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("storybook build failed");
  }
  const index = JSON.parse(readFileSync(join(DIST, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((e) => e.type === "story");
}

const stories = ensureBuilt();
const COMBOS = [
  { locale: "en", theme: "light" },
  { locale: "ar", theme: "dark" },
  { locale: "ja", theme: "light" },
] as const;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Serves dist/storybook under /storybook/, like the chat server's static mount. */
function serveStorybook(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    // Chromium asks every origin for one; the chat server answers it from the host app.
    if (path === "/favicon.ico") {
      response.writeHead(204).end();
      return;
    }
    const file = normalize(join(DIST, path.replace(/^\/storybook\//, "/")));
    if (!path.startsWith("/storybook/") || !file.startsWith(DIST + sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, {
            "content-type": TYPES[extname(file)] ?? "application/octet-stream",
            // Hashed bundles may be cached: Chromium then reuses its compiled code on every story's load
            // (about a quarter of the run). The page and the index are always asked again.
            "cache-control": /\.(html|json)$/.test(file) ? "no-cache" : "max-age=3600",
          })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let server: Server;
let base: string;
let browser: Browser;
beforeAll(async () => {
  server = await serveStorybook();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/storybook`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Resolves once the story `id` rendered, its play function ran and its async setup settled. */
async function waitForStory(page: Page, id: string): Promise<void> {
  const handle = await page.waitForFunction(
    (id) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__;
      if (preview?.currentRender?.id !== id) return false;
      const phase = preview.currentRender.phase;
      if (phase === "errored" || phase === "aborted") return `story ${phase}`;
      if (document.body.classList.contains("sb-show-errordisplay")) return document.querySelector("#error-message")?.textContent || "story error";
      const ready = phase === "finished" && document.querySelector("[data-story-root]") && !document.querySelector("[data-story-pending]");
      return ready ? "ok" : false;
    },
    id,
    { timeout: 10_000, polling: 50 },
  );
  const state = await handle.jsonValue();
  if (state !== "ok") throw new Error(String(state));
  // Let stores that update after setup (history pages, images, floating-ui) reach the screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))));
}

describe("storybook", () => {
  it("has the stories of every area", () => {
    const titles = new Set(stories.map((s) => s.title));
    expect([...titles].sort()).toEqual(["Console/Announcements, mall and payments", "Console/Inbox", "Console/Numbers", "Console/Operator", "Conversation/Attention", "Conversation/Burn-after-read", "Conversation/Gifts", "Conversation/Messages", "Conversation/Translation", "Conversation/View", "Conversation/Voice messages", "Conversation/Wallet", "Design/Icons", "Host app/Album", "Host app/App shell", "Host app/Bills", "Host app/Encounter", "Host app/Layout", "Host app/Mall", "Host app/Me", "Host app/Moments", "Host app/People", "Host app/Profiles", "Host app/Purchases", "Host app/Settings", "Host app/Top up", "Modals", "Panel/Screens", "People/Block", "Profile/Card"]);
  });

  for (const combo of COMBOS) {
    it(`renders every story without console errors or axe violations (${combo.theme}, ${combo.locale})`, async () => {
      const failures: string[] = [];
      const contexts = new Map<string, { context: BrowserContext; page: Page }>();
      // Stories tagged "narrow" are about a phone-sized screen.
      const pageFor = async (narrow: boolean) => {
        const key = narrow ? "narrow" : "wide";
        let entry = contexts.get(key);
        if (!entry) {
          const context = await browser.newContext({ viewport: narrow ? { width: 414, height: 896 } : { width: 1280, height: 800 } });
          // axe-core comes with every page load instead of a script tag added per story.
          await context.addInitScript({ path: AXE_PATH });
          entry = { context, page: await context.newPage() };
          contexts.set(key, entry);
        }
        return entry.page;
      };
      // Which page shows a story already: the next story is switched to through Storybook's channel,
      // as its sidebar does, instead of loading the preview again (three times faster).
      const loaded = new Set<Page>();
      /** The story's failures, shown on `page`: in place when `fresh` is false, else after a load. */
      const check = async (page: Page, story: IndexEntry, fresh: boolean): Promise<string[]> => {
        const found: string[] = [];
        const onConsole = (message: { type(): string; text(): string }) => {
          if (message.type() === "error") found.push(`console error: ${message.text()}`);
        };
        const onError = (error: Error) => found.push(error.message);
        page.on("console", onConsole);
        page.on("pageerror", onError);
        try {
          if (fresh || !loaded.has(page)) {
            loaded.delete(page);
            await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${combo.locale};theme:${combo.theme}`);
            loaded.add(page);
          } else {
            await page.evaluate((storyId) => {
              const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
              channel.emit("setCurrentStory", { storyId, viewMode: "story" });
            }, story.id);
          }
          await waitForStory(page, story.id);
          found.push(...(await pageAxeViolations(page, "#storybook-root")));
        } catch (error) {
          found.push((error as Error).message);
        } finally {
          page.off("console", onConsole);
          page.off("pageerror", onError);
        }
        return found;
      };
      for (const story of stories) {
        const page = await pageFor(story.tags?.includes("narrow") ?? false);
        let found = await check(page, story, false);
        // What an earlier story left behind (a timer, a store, an error page) must not count against
        // this one: a story that fails after a switch is judged again on a page of its own.
        if (found.length > 0) found = await check(page, story, true);
        for (const failure of found) failures.push(`${story.id}: ${failure}`);
      }
      for (const { context } of contexts.values()) await context.close();
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
