// The folder-arrow check: a feature folder that imports the shell back is reported, nothing else is.
import { describe, expect, it } from "vitest";
import { arrowsUp, folderArrowProblems } from "./folder-arrows.mjs";

const pkg = { shell: "app", entries: ["main.tsx", "test/"] };
const files = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe("the folder-arrow check", () => {
  it("lets the shell import the folders, and the folders import each other and common/", () => {
    const found = arrowsUp(
      files({
        "app/app.tsx": `import { LoginPage } from "../account/login-page.js"; const p = () => import("../mall/mall-page.js");`,
        "app/page-table.ts": `import { lazyPage } from "../router/lazy-page.js"; import { x } from "./app.js";`,
        "mall/mall-page.tsx": `import { useEnv } from "../common/env-context.js"; import { Dialog } from "../common/dialog.js";`,
        "mall/order-page.tsx": `import { happy } from "./app-words.js"; import { apply } from "../mall/app.js"; import { a } from "@chat/client";`,
      }),
      pkg,
    );
    expect(found).toEqual([]);
  });

  it("reports a folder's static, type-only and dynamic imports of the shell, however the path is spelled", () => {
    const found = arrowsUp(
      files({
        "mall/mall-page.tsx": `import { useEnv } from "../app/env-context.js";`,
        "moments/parts/card.tsx": `import type { HostEnvironment } from "../../app/environment.js";`,
        "chat/chats-page.tsx": `const app = () => import("../common/../app/app.js");`,
        "common/x.ts": `export * from "../app";`,
      }),
      pkg,
    );
    expect(found).toEqual([
      "mall/mall-page.tsx: imports app/env-context.js",
      "moments/parts/card.tsx: imports app/environment.js",
      "chat/chats-page.tsx: imports app/app.js",
      "common/x.ts: imports app",
    ]);
  });

  it("lets the entries import the shell: a file, or every file of a folder", () => {
    const found = arrowsUp(
      files({
        "main.tsx": `import { App } from "./app/app.js";`,
        "test/render-app.tsx": `import { App } from "../app/app.js";`,
        "console/main.tsx": `import { App } from "../app/app.js";`,
      }),
      pkg,
    );
    expect(found).toEqual(["console/main.tsx: imports app/app.js"]);
  });

  it("finds no arrow back up in the packages it checks", () => {
    expect(folderArrowProblems()).toEqual([]);
  });

  it("says so when a package's shell folder does not exist", () => {
    expect(folderArrowProblems(process.cwd(), [{ root: "host-app/src", shell: "no-such-shell" }])).toEqual([
      "host-app/src/no-such-shell: the shell folder scripts/folder-arrows.mjs names does not exist",
    ]);
  });
});
