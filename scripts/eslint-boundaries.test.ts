// The layer rule of eslint.config.js: every forbidden import is reported, every allowed one is not.
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";
import tseslint from "typescript-eslint";
import boundaries from "./eslint-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: "module" } });

/** A case: the importing file (repository path) and the import line. */
const at = (file: string, code: string) => ({ filename: `${ROOT}/${file}`, code });
const bad = (file: string, code: string) => ({ ...at(file, code), errors: [{ messageId: "boundary" }] });

tester.run("boundaries/layers", boundaries.rules.layers, {
  valid: [
    // The contract and the design tokens import only their own files and third parties.
    at("packages/protocol/src/index.ts", `export * from "./user.js";`),
    at("packages/protocol/src/user.ts", `import { z } from "zod";`),
    at("packages/design/src/icons.ts", `import { tokens } from "./tokens.js";`),
    // i18n imports the protocol.
    at("packages/i18n/src/locale.ts", `import { DEFAULT_LOCALE } from "@chat/protocol";`),
    // The client: protocol and framework-free libraries.
    at("packages/client/src/chat/chat.ts", `import { atom } from "nanostores"; import type { Message } from "@chat/protocol";`),
    at("packages/client/src/chat/chat.ts", `import { ky } from "../api/http.js";`),
    at("packages/client/src/index.ts", `export const load = () => import("./chat/easemob-transport.js");`),
    // The server: protocol, i18n (its server entry), its own files.
    at("packages/server/src/i18n.ts", `import { createServerTranslator } from "@chat/i18n/server";`),
    at("packages/server/src/app.ts", `import { registerAccountRoutes } from "./modules/account/index.js";`),
    at("packages/server/src/context.ts", `import type { Bus } from "./realtime/bus.js";`),
    at("packages/server/src/context.ts", `import type { Config } from "./config.js";`),
    at("packages/server/src/config.ts", `import { parseS3Url } from "./storage/s3-url.js";`),
    // Infrastructure imports other infrastructure.
    at("packages/server/src/http/auth.ts", `import type { DB } from "../db/schema.js";`),
    at("packages/server/src/realtime/gateway.ts", `import { sha256 } from "../security/token.js";`),
    // A feature reaches its own files, infrastructure, and another feature's index.ts.
    at("packages/server/src/modules/friends/friend-list.ts", `import { sendFrame } from "./wire.js"; import { ok } from "../../http/envelope.js";`),
    at("packages/server/src/modules/friends/friend-list.ts", `import type { UserRow } from "../account/index.js";`),
    at("packages/server/src/modules/wallet/ledger.ts", `import type { AppContext } from "../../context.js";`),
    // Cross-feature tests at the modules level may use anything of the server.
    at("packages/server/src/modules/fuzz.test.ts", `import { hashPassword } from "./account/password.js";`),
    // The widget: client, i18n, protocol, design, React.
    at("widget/src/panel/panel-app.tsx", `import { createChat } from "@chat/client"; import { useStore } from "@nanostores/react";`),
    at("widget/src/panel/panel-app.tsx", `import { i18n } from "@chat/i18n"; import { icons } from "@chat/design";`),
    at("widget/src/panel/panel-app.tsx", `import { Composer } from "../messages/composer.js";`),
    // The host app: the widget's entry, client, React.
    at("host-app/src/chat/chat-page.tsx", `import "@chat/widget"; import type { ChatPanelElement } from "@chat/widget";`),
    at("host-app/src/app/app.tsx", `import { createRoot } from "react-dom/client"; import { session } from "@chat/client";`),
    // Outside the layers (stories, e2e, scripts) nothing is checked.
    at("stories/panel.stories.tsx", `import { PanelApp } from "../widget/src/panel/panel-app.js";`),
    at("e2e/support.ts", `import { createApp } from "@chat/server";`),
  ],
  invalid: [
    // The widget never reaches the host app.
    bad("widget/src/panel/panel-app.tsx", `import { routes } from "@chat/host-app";`),
    bad("widget/src/panel/panel-app.tsx", `import { routes } from "../../../host-app/src/router/routes.js";`),
    // The client is framework-free.
    bad("packages/client/src/chat/chat.ts", `import { useState } from "react";`),
    bad("packages/client/src/chat/chat.ts", `import { createRoot } from "react-dom/client";`),
    bad("packages/client/src/chat/chat.ts", `import { h } from "preact";`),
    bad("packages/client/src/chat/chat.ts", `import { useStore } from "@nanostores/react";`),
    bad("packages/client/src/chat/chat.ts", `import type { I18nProvider } from "@lingui/react";`),
    bad("packages/client/src/chat/chat.ts", `import { Trans } from "@lingui/react/macro";`),
    // The client imports no UI package and no i18n.
    bad("packages/client/src/chat/chat.ts", `import { Panel } from "@chat/widget";`),
    bad("packages/client/src/chat/chat.ts", `import { i18n } from "@chat/i18n";`),
    // The contract imports nothing of ours.
    bad("packages/protocol/src/user.ts", `import { i18n } from "@chat/i18n";`),
    bad("packages/protocol/src/user.ts", `import type { Chat } from "@chat/client";`),
    bad("packages/protocol/src/user.ts", `import { x } from "../../client/src/index.js";`),
    // i18n imports only the protocol.
    bad("packages/i18n/src/locale.ts", `import { createChat } from "@chat/client";`),
    bad("packages/i18n/src/locale.ts", `import { icons } from "@chat/design";`),
    // Design imports nothing of ours.
    bad("packages/design/src/icons.ts", `import { LOCALES } from "@chat/protocol";`),
    bad("packages/design/src/icons.ts", `export * from "../../protocol/src/index.js";`),
    // No browser package reaches the server.
    bad("widget/src/panel/panel-app.tsx", `import "@chat/server";`),
    bad("host-app/src/app/app.tsx", `import type { AppContext } from "../../../packages/server/src/context.js";`),
    bad("packages/client/src/index.ts", `export type { Config } from "@chat/server";`),
    bad("packages/protocol/src/index.ts", `const s = await import("@chat/server");`),
    bad("packages/i18n/src/index.ts", `import "@chat/server";`),
    bad("packages/design/src/index.ts", `import "@chat/server";`),
    // The host app uses the widget's entry only.
    bad("host-app/src/chat/chat-page.tsx", `import { PanelApp } from "@chat/widget/src/panel/panel-app.js";`),
    bad("host-app/src/chat/chat-page.tsx", `import { PanelApp } from "../../../widget/src/panel/panel-app.js";`),
    // Another package by a relative path instead of its name.
    bad("widget/src/panel/panel-app.tsx", `import { createChat } from "../../../packages/client/src/index.js";`),
    // Server infrastructure imports no feature and not the context.
    bad("packages/server/src/realtime/gateway.ts", `import type { AppContext } from "../context.js";`),
    bad("packages/server/src/realtime/gateway.ts", `import { endSessions } from "../modules/account/sessions.js";`),
    bad("packages/server/src/db/migrations.ts", `import { walletTables } from "../modules/wallet/index.js";`),
    bad("packages/server/src/http/auth.ts", `export { sessionOf } from "../modules/session/index.js";`),
    bad("packages/server/src/payments/provider.ts", `import type { Bill } from "../modules/wallet/bills.js";`),
    bad("packages/server/src/translation/service.ts", `import("../modules/translation/cache.js");`),
    bad("packages/server/src/security/limiter.ts", `import type { AppContext } from "../context.js";`),
    bad("packages/server/src/mail/mailer.ts", `import type { AppContext } from "../context";`),
    bad("packages/server/src/images/file-store.ts", `import { x } from "../modules/uploads/upload.js";`),
    // The configuration and the context are infrastructure too: features declare what they add there.
    bad("packages/server/src/config.ts", `import { loadCosts } from "./modules/wallet/costs.js";`),
    bad("packages/server/src/config.ts", `import type { EasemobConfig } from "./modules/easemob/index.js";`),
    bad("packages/server/src/context.ts", `import type { PushOutbox } from "./modules/push/outbox.js";`),
    bad("packages/server/src/context.ts", `import type { MatchQueue } from "./modules/encounter/index.js";`),
    bad("packages/server/src/config.ts", `import type { AppContext } from "./context.js";`),
    // A feature reaches another only through its index.ts.
    bad("packages/server/src/modules/friends/friend-list.ts", `import type { UserRow } from "../account/user-info.js";`),
    bad("packages/server/src/modules/wallet/ledger.test.ts", `import { addUser } from "../account/users.js";`),
    bad("packages/server/src/modules/friend-list.ts", `import type { UserRow } from "./account/user-info.js";`),
  ],
});
