import { envelope } from "@chat/client/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";
import { axeViolations } from "../test/render-panel.js";

describe("the out-of-coins modal", () => {
  it("opens on code 105 with the one-coin explanation, keeps the draft and asks the host for coins", async () => {
    const user = userEvent.setup();
    const { container, controller } = await openBob({ routes: { "POST /api/message/send": () => envelope(105, "Insufficient gold coins!", null) } });
    const input = screen.getByRole("textbox", { name: "Message" });
    await user.type(input, "Hello Bob{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Insufficient gold coins!" });
    expect(dialog.textContent).toContain("Only one gold coin is needed to continue chatting with your friend");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Top up coins" }));
    expect(controller.events.map((e) => [e.type, e.detail])).toContainEqual(["chat-need-coins", { kind: "coins" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("Hello Bob");
  });

  it("\"Buy translation pack\" asks for translation, \"Not now\" just closes", async () => {
    const user = userEvent.setup();
    const { controller } = await openBob({ routes: { "POST /api/message/send": () => envelope(106001, "Insufficient gold coins!", null) } });
    const input = screen.getByRole("textbox", { name: "Message" });
    await user.type(input, "one{Enter}");
    await user.click(await screen.findByRole("button", { name: "Buy translation pack" }));
    expect(controller.events.map((e) => e.detail)).toContainEqual({ kind: "translation" });
    await user.type(input, "{Enter}");
    await user.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(controller.events.filter((e) => e.type === "chat-need-coins")).toHaveLength(1);
  });
});

