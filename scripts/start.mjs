// `npm start`: build what is missing or stale, then serve everything from one Node process.
import { spawnSync } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const built = join(root, "dist/host/index.html");
const sources = ["host-app", "widget", "packages/client", "packages/i18n", "packages/protocol"].map((d) => join(root, d));
const stale = !existsSync(built) || sources.some((d) => newestMtime(d) > statSync(built).mtimeMs);
if (stale && process.env.SKIP_BUILD !== "1") {
  console.info("Building the web app (first start or sources changed)…");
  run("npm", ["run", "build", "--silent"]);
}
// Designers find Storybook at /storybook/ on the same server; built once, on the first start.
if (!existsSync(join(root, "dist/storybook/index.html")) && process.env.SKIP_BUILD !== "1") {
  console.info("Building Storybook for /storybook/ (first start)…");
  run("npm", ["run", "build-storybook", "--silent"]);
}
run(process.execPath, ["--import", "tsx", "packages/server/src/main.ts", ...process.argv.slice(2)]);
