import { createManualTimers, demoConversation, demoMessage, envelope } from "@chat/client/test";
import { LIMITS } from "@chat/protocol";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { ConversationView } from "./conversation-view.js";

const bob = demoConversation({ userId: 2, nickname: "Bob" });
const history = (n: number) =>
  Array.from({ length: n }, (_, i) => demoMessage({ fromUserId: i % 2 ? 7 : 2, toUserId: i % 2 ? 2 : 7, msg: `line ${i}`, time: 1_700_000_000_000 + i * 1000 }));

async function openBob(options: Parameters<typeof renderPanel>[1] = {}) {
  const view = await renderPanel(<ConversationView peerId={2} onBack={() => {}} />, { conversations: [bob], ...options });
  await view.chat.openConversation(2);
  return view;
}

describe("given a conversation with someone who deleted their account", () => {
  it("shows the history under Deleted user, with no profile link, complaint or composer", async () => {
    const gone = demoConversation({ userId: 2, nickname: "Gone", deleted: true });
    const view = await renderPanel(<ConversationView peerId={2} onBack={() => {}} />, { conversations: [gone], messages: { 2: history(2) } });
    await view.chat.openConversation(2);
    expect(await screen.findByText("line 1")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Deleted user" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Deleted user" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Complaint" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByText("Gone")).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

describe("given an open conversation", () => {
  it("shows the history, the header actions and the composer, without axe violations", async () => {
    const { container } = await openBob({ messages: { 2: history(3) } });
    expect(await screen.findByText("line 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bob" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Complaint" })).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "Message" });
    expect(input.getAttribute("rows")).toBe("4");
    expect(screen.getByText("0/1000")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends with Enter, makes a new line with Shift+Enter and never sends blank text", async () => {
    const user = userEvent.setup();
    const { seen } = await openBob();
    const input = screen.getByRole("textbox", { name: "Message" });
    await user.type(input, "   {Enter}");
    expect(seen.some((r) => r.path === "/api/message/send")).toBe(false);
    await user.clear(input);
    await user.type(input, "hello{Shift>}{Enter}{/Shift}there");
    expect((input as HTMLTextAreaElement).value).toBe("hello\nthere");
    expect(screen.getByText("11/1000")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(seen.find((r) => r.path === "/api/message/send")?.body).toMatchObject({ toUserId: 2, content: "hello\nthere" }));
    expect(await screen.findByText(/hello/)).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe("");
  });

  it("inserts an emoji token from the keyboard-navigable picker", async () => {
    const user = userEvent.setup();
    await openBob();
    await user.click(screen.getByRole("button", { name: "Emoji" }));
    // The grid loads on demand with its first opening.
    const picker = await screen.findByRole("dialog", { name: "Emoji" });
    await waitFor(() => expect(document.activeElement).toBe(within(picker).getByRole("button", { name: ":smile:" })));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(within(picker).getByRole("button", { name: ":grin:" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("[grin]"));
    expect(screen.queryByRole("dialog", { name: "Emoji" })).toBeNull();
  });

  it("refuses an image that is not png, jpeg or gif", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openBob();
    await user.upload(screen.getByLabelText("Image"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Image format is wrong")).toBeTruthy();
  });

  it("previews a picked image and removes it", async () => {
    const user = userEvent.setup();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await openBob();
    await user.upload(screen.getByLabelText("Image"), new File([png], "a.png", { type: "image/png" }));
    expect(await screen.findByRole("img", { name: "Image to send" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove image" }));
    expect(screen.queryByRole("img", { name: "Image to send" })).toBeNull();
  });

  it("keeps a failed message with Retry, and shows the server's refusal of Undo", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { seen } = await openBob({
      routes: {
        "POST /api/message/send": () => (fail ? envelope(500, "Server is down.", null) : envelope(200, "ok", null)),
        "POST /api/message/recall": () => envelope(400, "Beyond the recall time, cannot be recalled", null),
      },
      // Sent a minute ago by this clock; the server's clock may disagree, and its answer stands.
      messages: { 2: [demoMessage({ fromUserId: 7, toUserId: 2, msg: "a minute ago", time: Date.now() - 60_000 })] },
    });
    await user.type(screen.getByRole("textbox", { name: "Message" }), "oops{Enter}");
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
    expect(screen.getAllByText("oops").length).toBeGreaterThan(0);
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(seen.filter((r) => r.path === "/api/message/send").length).toBe(2));
    const ids = seen.filter((r) => r.path === "/api/message/send").map((r) => (r.body as { clientMsgId: string }).clientMsgId);
    expect(ids[0]).toBe(ids[1]);
    await user.click(screen.getAllByRole("button", { name: "Undo" })[0] as HTMLElement);
    expect(await screen.findByText("Beyond the recall time, cannot be recalled")).toBeTruthy();
  });

  it("offers Undo only inside the recall window, and takes it away by itself when the window passes", async () => {
    const timers = createManualTimers();
    const mine = (msg: string, agoMs: number) => demoMessage({ fromUserId: 7, toUserId: 2, msg, time: timers.now() - agoMs });
    await openBob({
      env: { now: timers.now, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout },
      messages: { 2: [mine("too late", LIMITS.recallMs + 1), mine("just now", LIMITS.recallMs - 5_000)] },
    });
    const row = (text: string) => screen.getByText(text).closest<HTMLElement>("[role=listitem]")!;
    await screen.findByText("just now");
    expect(within(row("just now")).getByRole("button", { name: "Undo" })).toBeTruthy();
    expect(within(row("too late")).queryByRole("button", { name: "Undo" })).toBeNull();
    act(() => timers.advance(5_000));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("keeps what fits of a paste past the limit and says the rest was not pasted, until the next edit", async () => {
    const user = userEvent.setup();
    await openBob();
    const input = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
    await user.click(input);
    await user.paste("a".repeat(LIMITS.textChars - 10));
    expect(screen.queryByRole("status")).toBeNull();
    await user.paste("b".repeat(20));
    expect(input.value).toBe("a".repeat(LIMITS.textChars - 10) + "b".repeat(10));
    expect(screen.getByRole("status").textContent).toBe("Messages can be at most 1,000 characters; the rest was not pasted.");
    await user.keyboard("{Backspace}");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a recalled message as a line", async () => {
    await openBob({ messages: { 2: [demoMessage({ recalled: true, msg: "" })] } });
    expect(await screen.findByText("message recalled")).toBeTruthy();
  });

  it("renders only a window of a long history", async () => {
    const { chat } = await openBob({ messages: { 2: history(2000) } });
    for (let i = 0; i < 20; i++) await chat.loadOlder();
    expect(chat.$active.get()?.messages.length).toBe(420);
    // Still at the bottom (jsdom lays nothing out, so the reader never scrolled away): the newest rows.
    await screen.findByText("line 1999");
    expect(screen.queryByText("line 1580")).toBeNull();
    const rows = screen.getAllByRole("listitem");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
  });
});

describe("given the complaint and image modals", () => {
  it("files a complaint with a reason and notes, trapping focus and closing with a success notice", async () => {
    const user = userEvent.setup();
    const { seen } = await openBob({ complaintReasons: [{ id: 1, reason: "Spam", type: 1 }, { id: 2, reason: "Abuse", type: 1 }] });
    const opener = screen.getByRole("button", { name: "Complaint" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Complaint" });
    await user.click(await within(dialog).findByRole("radio", { name: "Abuse" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Notes" }), "rude");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(seen.find((r) => r.path === "/api/complain/add_complain")?.body).toEqual({ type: 2, notes: "rude", beComplainedAccount: "100002" }));
    expect(await screen.findByText("Thank you. Your complaint was sent.")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside a modal", async () => {
    const user = userEvent.setup();
    await openBob({ complaintReasons: [{ id: 1, reason: "Spam", type: 1 }] });
    await user.click(screen.getByRole("button", { name: "Complaint" }));
    const dialog = await screen.findByRole("dialog", { name: "Complaint" });
    await within(dialog).findByRole("radio", { name: "Spam" });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("opens an image in the preview", async () => {
    const user = userEvent.setup();
    await openBob({ messages: { 2: [demoMessage({ type: "img", msg: "", url: "/files/x.png" })] } });
    await user.click(await screen.findByRole("button", { name: "Open image" }));
    const dialog = await screen.findByRole("dialog", { name: "Image preview" });
    expect(within(dialog).getByRole("img", { name: "Chat image" }).getAttribute("src")).toBe("/files/x.png");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
