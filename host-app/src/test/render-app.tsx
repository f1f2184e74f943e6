import { memoryTokenStorage } from "@chat/client";
import { createFakeTransport, createMemoryStorage, fakeFetch } from "@chat/client/test";
import { i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { cleanStores } from "nanostores";
import { onTestFinished } from "vitest";
import { App } from "../app/app.js";
import { createHostEnvironment } from "../app/environment.js";
import { EnvProvider } from "../common/env-context.js";
import type { HostEnvironment } from "../common/host-environment.js";

export interface RenderAppOptions {
  path: string;
  token?: string | null;
  routes?: Parameters<typeof fakeFetch>[0];
  /** Window width; above 768 is the wide layout. */
  width?: number;
}

/** Renders the whole host app at a path, against a fake server that answers real envelopes. */
export async function renderApp({ path, token = null, routes = {}, width = 1280 }: RenderAppOptions) {
  await activateAppLocale("en");
  window.history.replaceState(null, "", path);
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  const server = fakeFetch(routes);
  const env = createHostEnvironment({
    baseUrl: "http://chat.test",
    tokenStorage: memoryTokenStorage(token),
    fetch: server.fetch,
    chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
  });
  if (token) void env.session.loadUser();
  // The router listens on the document while mounted and lets go a second after its last listener
  // leaves (nanostores' unmount delay). Let go as the test ends, not after jsdom is gone.
  onTestFinished(() => cleanStores(env.router));
  const view = render(
    <I18nProvider i18n={i18n}>
      <EnvProvider value={env}>
        <App />
      </EnvProvider>
    </I18nProvider>,
  );
  return { ...view, env, seen: server.seen };
}

/** The app's environment over a fake server, for a test that renders one part of the app in it. */
export function testEnvironment(token: string | null, fetch: typeof globalThis.fetch): HostEnvironment {
  return createHostEnvironment({ baseUrl: "http://chat.test", tokenStorage: memoryTokenStorage(token), fetch });
}

/** The axe-core violations inside an element, as "rule: target" lines that read well in a failure. */
export async function axeViolations(element: Element): Promise<string[]> {
  const { default: axe } = await import("axe-core");
  // jsdom has no canvas, so axe cannot measure colour contrast here; every other rule runs.
  const result = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${v.help}`));
}
