import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { isContentHashed } from "./static.js";
import { chunksOf, PAGE_MODULES, type Manifest } from "./page-preloads.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A folder laid out like the build: each file with the `.br` and `.gz` copies vite.precompress.ts writes. */
function writeBuilt(root: string, path: string, text: string, compressed = true): string {
  const file = join(root, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return text;
}

/** The host app's Vite manifest, as a build writes it: the entry, the layout, the chats page, the panel, the mall and every other page. */
const MANIFEST: Manifest = {
  // Every page the server names, each a chunk of its own (those below say more).
  ...Object.fromEntries(
    Object.values(PAGE_MODULES)
      .flat()
      .filter((key) => key.endsWith("-page.tsx"))
      .map((key) => [key, { file: `assets/${key.replace(/^.*\//, "").replace(".tsx", "")}-Zz00Zz00.js`, imports: ["index.html"] }]),
  ),
  "_runtime-Aa11Bb22.js": { file: "assets/runtime-Aa11Bb22.js" },
  "index.html": { file: "assets/index-Zx98Cv76.js", isEntry: true, imports: ["_runtime-Aa11Bb22.js"], css: ["assets/index-Yy88Xx77.css"] },
  "_shared-Cc33Dd44.js": { file: "assets/shared-Cc33Dd44.js", imports: ["index.html"] },
  "src/layout/main-layout.tsx": { file: "assets/main-layout-Ee55Ff66.js", imports: ["_runtime-Aa11Bb22.js", "index.html", "_shared-Cc33Dd44.js"], css: ["assets/main-layout-Ss99Tt00.css"] },
  "src/chat/chats-page.tsx": { file: "assets/chats-page-Gg77Hh88.js", imports: ["index.html"] },
  "_block-Ii99Jj00.js": { file: "assets/block-Ii99Jj00.js", imports: ["_shared-Cc33Dd44.js"] },
  "../widget/src/panel/panel-mount.tsx": { file: "assets/panel-mount-Kk11Ll22.js", imports: ["src/layout/main-layout.tsx", "_block-Ii99Jj00.js"] },
  "src/mall/mall-page.tsx": { file: "assets/mall-page-Mm33Nn44.js", imports: ["index.html", "_mall-Oo55Pp66.js"] },
  "_mall-Oo55Pp66.js": { file: "assets/mall-Oo55Pp66.js", imports: ["_shared-Cc33Dd44.js"], css: ["assets/mall-Qq77Rr88.css"] },
};

describe("precompressed static files and their caching", () => {
  let t: TestApp;
  let root: string;
  const chunk = `export const words = ${JSON.stringify("chat ".repeat(2000))};\n`;
  const entry = `import "./chunks/element-Ab3_x-9Z.js";\n${"// the panel\n".repeat(200)}`;
  const hostScript = `console.log(${JSON.stringify("app ".repeat(2000))});\n`;
  const page = `<!doctype html><title>host</title>${"<!-- page -->".repeat(200)}`;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "chat-precompressed-"));
    writeBuilt(root, "dist/widget/chunks/element-Ab3_x-9Z.js", chunk);
    writeBuilt(root, "dist/widget/chat-panel.mjs", entry);
    writeBuilt(root, "dist/widget/chat-panel.js", "import('./chat-panel.mjs')", false);
    writeBuilt(root, "dist/widget/assets/smile-Qw12Er34.svg", "<svg/>", false);
    writeBuilt(root, "dist/host/assets/index-Zx98Cv76.js", hostScript);
    writeBuilt(root, "dist/host/index.html", page);
    writeBuilt(root, "dist/host/.vite/manifest.json", JSON.stringify(MANIFEST), false);
    writeBuilt(root, "dist/examples/react-app/index.html", "<title>built example</title>", false);
    writeBuilt(root, "examples/script-tag/index.html", "<title>script tag</title>", false);
    t = await createTestApp("sqlite", { config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: "GET", url, headers: { accept: "*/*", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) } });

  it("sends the brotli copy to a browser that accepts it, as the same script, cached for a year", async () => {
    const res = await get("/widget/chunks/element-Ab3_x-9Z.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(Number(res.headers["content-length"])).toBeLessThan(chunk.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
  });

  it("sends gzip when brotli is not accepted, and the file itself when nothing is", async () => {
    const gz = await get("/widget/chunks/element-Ab3_x-9Z.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    for (const plain of [await get("/widget/chunks/element-Ab3_x-9Z.js"), await get("/widget/chunks/element-Ab3_x-9Z.js", "identity")]) {
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
      expect(plain.body).toBe(chunk);
    }
  });

  it("keeps the widget's entry files and the host page revalidated, compressed all the same", async () => {
    const module = await get("/widget/chat-panel.mjs", "br");
    expect(module.headers["content-encoding"]).toBe("br");
    expect(module.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(module.rawPayload).toString()).toBe(entry);

    const loader = await get("/widget/chat-panel.js", "br");
    expect(loader.headers["content-encoding"]).toBeUndefined();
    expect(loader.headers.vary).toBeUndefined();
    expect(loader.headers["cache-control"]).toBe("no-cache");

    for (const url of ["/", "/index.html"]) {
      const html = await t.app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "gzip, br" } });
      expect(html.headers["content-encoding"], url).toBe("br");
      expect(html.headers["content-type"], url).toMatch(/^text\/html/);
      expect(html.headers["cache-control"], url).toBe("no-cache");
      expect(html.headers["content-security-policy"], url).toContain("script-src 'self'");
      expect(brotliDecompressSync(html.rawPayload).toString(), url).toBe(page);
    }
  });

  it("caches the host app's hashed scripts and the widget's pictures for a year", async () => {
    const script = await get("/assets/index-Zx98Cv76.js", "br");
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(hostScript);
    const picture = await get("/widget/assets/smile-Qw12Er34.svg", "br");
    expect(picture.headers["cache-control"]).toBe(IMMUTABLE);
    expect(picture.body).toBe("<svg/>");
  });

  it("still finds an example's page in either of the examples' folders", async () => {
    for (const [url, title] of [
      ["/examples/script-tag/", "script tag"],
      ["/examples/react-app/", "built example"],
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "gzip, br" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it("tells content-hashed build files from entry files by name", () => {
    expect(isContentHashed("/srv/dist/widget/chunks/element-Ab3_x-9Z.js")).toBe(true);
    expect(isContentHashed("/srv/dist/host/assets/index-Zx98Cv76.css")).toBe(true);
    expect(isContentHashed("/srv/dist/widget/chat-panel.mjs")).toBe(false);
    expect(isContentHashed("/srv/dist/host/index.html")).toBe(false);
    expect(isContentHashed("/srv/dist/host/assets/logo.png")).toBe(false);
  });

  it("names the chat pages' chunks (the layout, the page, the panel and what they import, not the first script's) for the browser to fetch with the page", async () => {
    const html = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    const chats = await html("/chats");
    expect(chats.statusCode).toBe(200);
    const named = String(chats.headers.link).split(", ");
    expect(named.filter((entry) => entry.endsWith("; rel=modulepreload")).map((entry) => entry.slice(1, entry.indexOf(">"))).sort()).toEqual(
      ["/assets/block-Ii99Jj00.js", "/assets/chats-page-Gg77Hh88.js", "/assets/main-layout-Ee55Ff66.js", "/assets/panel-mount-Kk11Ll22.js", "/assets/shared-Cc33Dd44.js"],
    );
    // The layout's CSS too, not the first script's (the HTML names that one).
    expect(named.filter((entry) => !entry.endsWith("; rel=modulepreload"))).toEqual(["</assets/main-layout-Ss99Tt00.css>; rel=preload; as=style"]);
    expect((await html("/chat")).headers.link).toBe(chats.headers.link);
    // The manifest itself stays on the server.
    expect((await get("/.vite/manifest.json")).statusCode).toBe(404);
  });

  it("names the signed-in pages' chunks and their CSS, a route with an id's too, and none for the login screens, the landing page or an API call", async () => {
    const html = (url: string, accept = "text/html") => t.app.inject({ method: "GET", url, headers: { accept } });
    expect((await html("/shopping")).headers.link).toBe(
      "</assets/main-layout-Ee55Ff66.js>; rel=modulepreload, </assets/shared-Cc33Dd44.js>; rel=modulepreload, </assets/mall-page-Mm33Nn44.js>; rel=modulepreload, " +
        "</assets/mall-Oo55Pp66.js>; rel=modulepreload, </assets/main-layout-Ss99Tt00.css>; rel=preload; as=style, </assets/mall-Qq77Rr88.css>; rel=preload; as=style",
    );
    expect(String((await html("/goods/7?from=mall")).headers.link)).toContain("</assets/good-page-Zz00Zz00.js>; rel=modulepreload");
    expect(String((await html("/moment/12")).headers.link)).toContain("</assets/moment-page-Zz00Zz00.js>; rel=modulepreload");
    for (const path of ["/dynamicSquare", "/account", "/myspace"]) expect((await html(path)).headers.link, path).toContain("main-layout-Ee55Ff66.js");
    // The profile's first filling is a bare page: no layout.
    expect((await html("/profile-setup")).headers.link).toBe("</assets/profile-setup-page-Zz00Zz00.js>; rel=modulepreload");
    // Not the login screens, nor the landing page (its first script starts its chunks), nor an address that is no page.
    for (const path of ["/login", "/register", "/resetPassword", "/", "/onlineDating", "/goods", "/nowhere/7"]) expect((await html(path)).headers.link, path).toBeUndefined();
    expect((await html("/shopping", "application/json")).headers.link).toBeUndefined();
  });

  it("refuses a build that no longer has a module the chat pages name, instead of quietly preloading less", () => {
    const moved: Manifest = { ...MANIFEST };
    delete moved["../widget/src/panel/panel-mount.tsx"];
    expect(() => chunksOf(moved, PAGE_MODULES["/chats"] ?? [])).toThrow(/panel-mount\.tsx not in the build's manifest/);
  });
});
