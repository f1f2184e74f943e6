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
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateContent: "Good morning", translateRecordId: "r", charged: { characters: 11, coins: 0 } }) },
    });
    await user.click(await screen.findByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Good morning")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.queryByText("Good morning")).toBeNull();
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

  it("suggests nothing when the peer speaks one of my languages", async () => {
    await openBob({ users: [demoPublicUser({ id: 2, nickname: "Bob", languages: "es,en" })] });
    const picker = screen.getByRole("combobox", { name: "Translate to" });
    await waitFor(() => expect(picker.querySelectorAll("optgroup")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: /^Translate to / })).toBeNull();
  });
});
