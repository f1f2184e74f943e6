import { demoMessage, demoPublicUser, envelope } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";

describe("translation in the conversation", () => {
  it("translates a received message and goes back to the original", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: { 2: [demoMessage({ fromUserId: 2, toUserId: 7, msg: "Buenos días" })] },
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateSuccess: true, translateContent: "Good morning", translateRecordId: "r", detectedLanguage: "es", engine: "apertium", charged: { characters: 11, coins: 0 } }) },
    });
    await user.click(await screen.findByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Good morning")).toBeTruthy();
    expect(screen.getByText("Translated from Spanish")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.queryByText("Good morning")).toBeNull();
  });

  it("offers Translate beside the time, apart from the text, and not on a message of only emoji and punctuation", async () => {
    await openBob({
      messages: {
        2: [demoMessage({ id: "words", fromUserId: 2, toUserId: 7, msg: "See you [wave]" }), demoMessage({ id: "emoji", fromUserId: 2, toUserId: 7, msg: "😂 [heart]!!" })],
      },
    });
    const button = await screen.findByRole("button", { name: "Translate" });
    expect(screen.getAllByRole("button", { name: "Translate" })).toHaveLength(1);
    expect(button.closest(".message__meta")).toBeTruthy();
    expect(button.closest(".bubble")).toBeNull();
    expect(button.closest("[role=listitem]")?.textContent).toContain("See you");
  });

  it("offers the language the peer speaks without switching translation on, and sets it in one click", async () => {
    const user = userEvent.setup();
    const { seen } = await openBob({ users: [demoPublicUser({ id: 2, nickname: "Bob", languages: "es,pt" })] });
    const picker = screen.getByRole("combobox", { name: "Translate to" });
    const suggestion = await screen.findByRole("button", { name: "Translate to Español" });
    expect((picker as HTMLSelectElement).value).toBe("");
    const groups = [...picker.querySelectorAll("optgroup")];
    expect(groups.map((g) => g.label)).toEqual(["Languages they speak", "All languages"]);
    expect([...groups[0]!.querySelectorAll("option")].map((o) => o.value)).toEqual(["es"]);
    await user.click(suggestion);
    expect((picker as HTMLSelectElement).value).toBe("es");
    expect(screen.queryByRole("button", { name: "Translate to Español" })).toBeNull();
    expect(seen.filter((r) => r.path.startsWith("/api/user/info")).length).toBe(1);
  });

  it("shows the cost of the draft with each amount in its plural form", async () => {
    const user = userEvent.setup();
    await openBob({ users: [demoPublicUser({ id: 2, nickname: "Bob", languages: "es" })] });
    await user.click(await screen.findByRole("button", { name: "Translate to Español" }));
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A");
    expect(await screen.findByText("1 character: from your translation characters, else 1 gold coin")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "b".repeat(100));
    expect(await screen.findByText("101 characters: from your translation characters, else 2 gold coins")).toBeTruthy();
  });

  it("suggests nothing when the peer speaks one of my languages", async () => {
    await openBob({ users: [demoPublicUser({ id: 2, nickname: "Bob", languages: "es,en" })] });
    const picker = screen.getByRole("combobox", { name: "Translate to" });
    await waitFor(() => expect(picker.querySelectorAll("optgroup")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: /^Translate to / })).toBeNull();
  });

  it("marks the languages the server cannot reach from mine, and they cannot be picked", async () => {
    await openBob({
      routes: { "GET /api/translate/capabilities": () => envelope(200, "ok", { languages: ["en", "es", "ja"], pairs: [{ from: "en", to: "es", engine: "apertium", via: null }] }) },
    });
    const picker = screen.getByRole("combobox", { name: "Translate to" });
    await waitFor(() => expect(picker.querySelector<HTMLOptionElement>('option[value="ja"]')?.disabled).toBe(true));
    expect(picker.querySelector('option[value="ja"]')?.textContent).toBe("日本語 — Not available with this server's translator");
    expect(picker.querySelector<HTMLOptionElement>('option[value="es"]')?.disabled).toBe(false);
  });

  it("says why a text was not translated: on my sent message, and on a received one already in my language", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: {
        2: [
          demoMessage({ id: "mine", fromUserId: 7, toUserId: 2, msg: "Hello there", ext: { toLanguage: "ja", fromLanguage: "en", translateFailed: "unsupportedPair" } }),
          demoMessage({ id: "theirs", fromUserId: 2, toUserId: 7, msg: "See you tomorrow" }),
        ],
      },
      routes: {
        "POST /api/translate/tranlate-chat-message": () =>
          envelope(200, "The text is already in this language.", { translateSuccess: false, reason: "sameLanguage", translateContent: "", translateRecordId: "", detectedLanguage: "en", engine: null, charged: { characters: 0, coins: 0 } }),
      },
    });
    expect(await screen.findByText("Not translated: Not available with this server's translator")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Already in English")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();
  });

  it("turns auto-translate on for this conversation, showing what it costs", async () => {
    const user = userEvent.setup();
    const { seen } = await openBob({ routes: { "POST /api/translate/auto": () => envelope(200, "ok", { peerId: 2, on: true, since: 1 }) } });
    await user.click(screen.getByRole("checkbox", { name: "Auto-translate" }));
    expect(await screen.findByText(/1 gold coin per started 100 characters once your translation characters are used/)).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/translate/auto")?.body).toEqual({ peerId: 2, on: true });
  });
});
