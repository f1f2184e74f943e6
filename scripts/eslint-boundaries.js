// The layers of the repository and who may import whom, as one ESLint rule (`boundaries/layers`).
// A file's path gives its layer; an import (an `@chat/...` name or a relative path) gives the layer
// it reaches. docs/architecture.md draws the same picture from the real imports.
//
//   protocol  the wire contract          imports nothing of ours
//   design    tokens, base CSS, icons    imports nothing of ours
//   i18n      locales and catalogs       protocol
//   client    browser logic, no UI       protocol; and no UI framework (React, preact, their bindings)
//   server    the API and the gateway    protocol, i18n; never imported by a browser package
//   widget    the chat panel             protocol, i18n, client, design
//   host-app  the web app                protocol, i18n, client, design, and the widget's entry only
//
// Inside the server, infrastructure (db, http, realtime, security, mail, images, translation,
// payments, storage, metrics, and config.ts and context.ts) serves the features and so imports none
// of them: not `modules/**`. Nor does it import `context.ts` (what every feature receives), except
// the context itself, which is built from infrastructure; a feature declares what it adds to the
// config and the context in its own index.ts. A feature (`modules/<feature>/`) reaches another
// feature only through that feature's `index.ts`.
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const PACKAGES = {
  "@chat/protocol": "protocol",
  "@chat/design": "design",
  "@chat/i18n": "i18n",
  "@chat/client": "client",
  "@chat/server": "server",
  "@chat/widget": "widget",
  "@chat/host-app": "host-app",
};
const DIRS = [
  ["packages/protocol/", "protocol"],
  ["packages/design/", "design"],
  ["packages/i18n/", "i18n"],
  ["packages/client/", "client"],
  ["packages/server/", "server"],
  ["widget/", "widget"],
  ["host-app/", "host-app"],
];
const ALLOWED = {
  protocol: ["protocol"],
  design: ["design"],
  i18n: ["i18n", "protocol"],
  client: ["client", "protocol"],
  server: ["server", "protocol", "i18n"],
  widget: ["widget", "protocol", "i18n", "client", "design"],
  "host-app": ["host-app", "protocol", "i18n", "client", "design", "widget"],
};
const WHY = {
  protocol: "the contract imports nothing of ours",
  design: "the design tokens and icons import nothing of ours",
  i18n: "i18n imports only the protocol",
  client: "the client imports only the protocol",
  server: "the server imports only the protocol and i18n",
  widget: "the widget imports protocol, i18n, client and design",
  "host-app": "the host app imports protocol, i18n, client, design and the widget's entry",
};
const BROWSER = new Set(["protocol", "design", "i18n", "client", "widget", "host-app"]);
/** UI frameworks and their bindings, which the framework-free client may not import. */
const FRAMEWORKS = /^(react|react-dom|preact|@nanostores\/react|@lingui\/react)(\/.*)?$/;
const INFRASTRUCTURE = /^packages\/server\/src\/((db|http|realtime|security|mail|images|translation|payments|storage|metrics)\/|(config|context)\.ts$)/;
const MODULES = "packages/server/src/modules/";
const CONTEXT = "packages/server/src/context.ts";

/** The layer of a repository path (or null outside the packages: stories, e2e, scripts, examples). */
export function layerOf(path) {
  return DIRS.find(([dir]) => path.startsWith(dir))?.[1] ?? null;
}

/** The feature folder a path is in (`modules/<feature>/…`), "" for a file directly in `modules/`, else null. */
function featureOf(path) {
  if (!path.startsWith(MODULES)) return null;
  const rest = path.slice(MODULES.length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : "";
}

const isTest = (path) => /\.(test|spec)\.tsx?$/.test(path);

/**
 * What an import reaches: `{ layer, path }` for a relative path (repository-relative, extension as
 * written), `{ layer, entry, sub }` for an `@chat/` name, `{ external }` for anything else.
 */
function targetOf(spec, fromPath) {
  if (spec.startsWith(".")) {
    const path = relative(ROOT, resolve(ROOT, dirname(fromPath), spec)).split("\\").join("/");
    return { layer: layerOf(path), path, relative: true };
  }
  const m = /^(@chat\/[^/]+)(\/.*)?$/.exec(spec);
  if (m && PACKAGES[m[1]]) return { layer: PACKAGES[m[1]], sub: m[2] ?? "", relative: false };
  return { external: spec };
}

/** The reasons (message texts) an import breaks the boundaries; empty when it is fine. */
export function violations(fromPath, spec) {
  const from = layerOf(fromPath);
  if (!from) return [];
  const target = targetOf(spec, fromPath);
  const out = [];
  if (target.external) {
    if (from === "client" && FRAMEWORKS.test(spec)) out.push(`client may not import ${spec}: the client is framework-free (stores and logic, no UI)`);
    return out;
  }
  const to = target.layer;
  if (!to) {
    // A relative path out of the packages (into stories, e2e, scripts…): only tooling may do that.
    out.push(`${from} may not import ${spec}: it is outside the packages`);
    return out;
  }
  if (to !== from) {
    if (to === "server" && BROWSER.has(from)) out.push(`${from} may not import the server (${spec}): browser code never bundles the server`);
    else if (!ALLOWED[from].includes(to)) out.push(`${from} may not import ${to} (${spec}): ${WHY[from]}`);
    else if (target.relative) out.push(`${from} imports ${to} by a relative path (${spec}); use its @chat/ package name`);
    else if (from === "host-app" && to === "widget" && target.sub) out.push(`host-app may import only the @chat/widget entry, not ${spec}: the widget's internals are not its API`);
    return out;
  }
  if (from === "server" && target.relative) {
    const path = target.path.replace(/\.(js|jsx|ts|tsx)$/, "");
    const reachesFeature = path.startsWith(MODULES) || (path === CONTEXT.replace(/\.ts$/, "") && fromPath !== CONTEXT);
    if (INFRASTRUCTURE.test(fromPath) && reachesFeature) {
      out.push(`server infrastructure may not import ${spec}: infrastructure serves the features and imports none of them (nor context.ts)`);
    }
    const fromFeature = featureOf(fromPath);
    const toFeature = featureOf(`${path}.ts`);
    const inFeatureScope = fromFeature !== null && (fromFeature !== "" || !isTest(fromPath));
    if (inFeatureScope && toFeature && toFeature !== fromFeature && path !== `${MODULES}${toFeature}/index`) {
      out.push(`${spec} is inside the ${toFeature} feature; import it through modules/${toFeature}/index.ts`);
    }
  }
  return out;
}

const layers = {
  meta: {
    type: "problem",
    docs: { description: "Imports respect the layers of the repository (docs/architecture.md)." },
    schema: [],
    messages: { boundary: "{{reason}}" },
  },
  create(context) {
    const fromPath = relative(ROOT, context.filename).split("\\").join("/");
    if (!layerOf(fromPath)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      for (const reason of violations(fromPath, source.value)) context.report({ node: source, messageId: "boundary", data: { reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: "boundaries" }, rules: { layers } };
