/** Renders a part of the panel around a seeded test chat (fake server and transport from @chat/client/test). */
import type { Chat } from "@chat/client";
import { createTestChat, type TestChatOptions } from "@chat/client/test";
import { activateLocale, dirOf, i18n } from "@chat/i18n";
import type { Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createTestController } from "../element/controller.js";
import { PanelProvider } from "../common/panel-context.js";

/** `locale`: the panel's language (English when not given). */
export async function renderPanel(ui: ReactNode, options: TestChatOptions & { start?: boolean; locale?: Locale } = {}) {
  const locale = options.locale ?? "en";
  await activateLocale(locale);
  const test = createTestChat(options);
  if (options.start !== false) await test.chat.start();
  const controller = createTestController();
  const view = render(
    <I18nProvider i18n={i18n}>
      <div className="chat-root" lang={locale} dir={dirOf(locale)}>
        <PanelProvider value={{ chat: test.chat as Chat, controller, me: test.me }}>{ui}</PanelProvider>
      </div>
    </I18nProvider>,
  );
  return { ...view, ...test, controller };
}

/** axe-core violations as readable lines. */
export async function axeViolations(element: Element): Promise<string[]> {
  const { default: axe } = await import("axe-core");
  // jsdom has no layout or canvas, so axe cannot compute colour contrast here; every other rule runs.
  const result = await axe.run(element, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${v.help}`));
}
