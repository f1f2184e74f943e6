import { demoConversation, demoMessage, envelope } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConversationView } from "../conversation/conversation-view.js";
import { axeViolations, renderPanel } from "../test/render-panel.js";

const bob = demoConversation({ userId: 2, nickname: "Bob" });

async function openBob(options: Parameters<typeof renderPanel>[1] = {}) {
  const view = await renderPanel(<ConversationView peerId={2} onBack={() => {}} />, { conversations: [bob], ...options });
  await view.chat.openConversation(2);
  return view;
}

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

describe("translation, gifts and burn-after-read in the conversation", () => {
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

  it("shows a gift bubble and a burned placeholder after the countdown is closed", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: {
        2: [
          demoMessage({ fromUserId: 2, toUserId: 7, type: "custom", msg: "", custom: { type: "gift", id: "rose", amount: 2, note: "for you" }, ext: { type: "gift" } }),
          demoMessage({ id: "burn1", fromUserId: 2, toUserId: 7, type: "img", msg: "", url: null, ext: { type: "burn" } }),
        ],
      },
      routes: { "POST /api/im/read-burnimg": () => envelope(200, "ok", { url: "/api/im/burn-file/t", expiresInMs: 60000, displayMs: 8000 }) },
    });
    expect(await screen.findByText(/Gift: rose ×2/)).toBeTruthy();
    expect(screen.getByText("for you")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "View burn-after-read photo" }));
    const viewer = await screen.findByRole("dialog", { name: "Burn-after-read photo" });
    expect(viewer.textContent).toContain("Burns in 8 s");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByText("This photo has been burned")).toBeTruthy());
  });
});
