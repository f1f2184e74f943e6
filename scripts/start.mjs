// `npm start`: build what is missing or stale, then serve everything from one Node process.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { SERVER_NODE_ARGS } from "../packages/server/node-args.mjs";

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
// With the demo data, a partner site of its own origin shows the session hand-over of
// docs/embedding.md (examples/partner-site); its key is made fresh for each start and never stored.
const args = process.argv.slice(2);
const demo = process.env.NODE_ENV !== "production" && !["0", "false"].includes(process.env.DEMO ?? "") && !args.includes("--no-demo");
let partner;
if (demo && process.env.PARTNER_DEMO !== "0") {
  const key = randomBytes(32).toString("base64url");
  const partnerPort = process.env.PARTNER_PORT ?? "8090";
  const partnerOrigin = `http://localhost:${partnerPort}`;
  process.env.PARTNER_KEYS = [process.env.PARTNER_KEYS, `${partnerOrigin}=${key}`].filter(Boolean).join(",");
  partner = spawn(process.execPath, ["--import", "tsx", "examples/partner-site/server.ts"], {
    stdio: "inherit",
    cwd: root,
    env: { ...process.env, PARTNER_KEY: key, PORT: partnerPort, CHAT_URL: process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? "8080"}` },
  });
  partner.on("exit", (code) => {
    if (code) console.warn(`The demo partner site stopped (exit ${code}); the chat goes on. PARTNER_DEMO=0 skips it.`);
  });
}
const server = spawnSync(process.execPath, [...SERVER_NODE_ARGS, "packages/server/src/main.ts", ...args], { stdio: "inherit", cwd: root, env: process.env });
partner?.kill();
process.exit(server.status ?? 1);
