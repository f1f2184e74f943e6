import { createAnnouncements } from "@chat/client/console";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { AnnouncementTexts, ConsoleAnnouncement } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/render-app.js";
import { AnnouncementsScreen } from "./announcements-screen.js";

async function renderScreen(canPublish: boolean) {
  await activateConsoleLocale("en");
  const published: AnnouncementTexts[] = [];
  const list: ConsoleAnnouncement[] = [];
  const actions = {
    list: async () => [...list],
    async publish(texts: AnnouncementTexts) {
      published.push(texts);
      list.unshift({ id: list.length + 1, texts, insertTime: 1, operatorId: 1 });
      return 3;
    },
  };
  render(
    <I18nProvider i18n={i18n}>
      <main>
        <AnnouncementsScreen announcements={createAnnouncements(actions)} canPublish={canPublish} now={() => Date.UTC(2026, 10, 24, 9, 30)} />
      </main>
    </I18nProvider>,
  );
  return { published };
}

describe("given the announcements screen", () => {
  it("previews each language as the panel shows it, falling back to English, right to left for Arabic", async () => {
    const user = userEvent.setup();
    await renderScreen(true);
    const publish = screen.getByRole("button", { name: "Publish…" });
    expect(publish).toHaveProperty("disabled", true);
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Maintenance");
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Tonight at 22:00.");
    expect(publish).toHaveProperty("disabled", false);

    await user.selectOptions(screen.getByRole("combobox", { name: "Preview in" }), "ar");
    const preview = screen.getByRole("figure", { name: "Preview" });
    expect(within(preview).getByText("Maintenance")).toBeTruthy();
    expect(within(preview).getByText(/members reading it see the English text/)).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Writing in" }), "ar");
    await user.type(screen.getByRole("textbox", { name: "Title" }), "صيانة");
    await user.type(screen.getByRole("textbox", { name: "Text" }), "الليلة");
    expect(within(preview).getByText("صيانة").closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(within(preview).queryByText(/see the English text/)).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("publishes only after a confirmation, then lists it", async () => {
    const user = userEvent.setup();
    const { published } = await renderScreen(true);
    await user.type(screen.getByRole("textbox", { name: "Text" }), "Hello everyone");
    await user.click(screen.getByRole("button", { name: "Publish…" }));
    expect(published).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Publish to everyone" }));
    expect((await screen.findByRole("status")).textContent).toBe("Published to 3 members.");
    expect(published).toEqual([{ en: { title: "", body: "Hello everyone" } }]);
    expect(await screen.findByRole("list", { name: "Published announcements" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("lets support write and preview but not publish", async () => {
    await renderScreen(false);
    expect(screen.queryByRole("button", { name: /Publish/ })).toBeNull();
    expect(screen.getByText("Only an admin can publish announcements.")).toBeTruthy();
  });
});
