import { demoConversation, demoMessage } from "@chat/client/test";
import { envelope } from "@chat/client/test";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { RecentList } from "./recent-list.js";

const time = new Date(2024, 2, 5, 9, 7).getTime();
const conversations = [
  demoConversation({ userId: 2, nickname: "Bob", unread_num: 3, lastTime: time, lastMessage: demoMessage({ msg: "hi [smile]", time }) }),
  demoConversation({ userId: 3, nickname: "Carol", remark: "Caz", isRemark: true, lastTime: time - 1000, lastMessage: demoMessage({ fromUserId: 3, recalled: true, msg: "" }) }),
];

describe("given the Recent tab with two conversations", () => {
  it("shows names (remark first), previews with emoji, MM-DD HH:mm times, unread counts and no axe violations", async () => {
    const { container } = await renderPanel(<RecentList />, { conversations, unread: { applys: 1, system: 0, interact: 2 } });
    const bob = await screen.findByRole("button", { name: /Bob/ });
    expect(within(bob).getByRole("img", { name: ":smile:" })).toBeTruthy();
    expect(within(bob).getByText("03-05 09:07")).toBeTruthy();
    expect(within(bob).getByLabelText("3 unread")).toBeTruthy();
    const carol = screen.getByRole("button", { name: /Caz/ });
    expect(within(carol).getByText("message recalled")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Friend applications/ }).textContent).toContain("1");
    expect(screen.getByRole("button", { name: /Interaction notifications/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("deletes a conversation from the right-click menu after a confirmation", async () => {
    const user = userEvent.setup();
    const { seen } = await renderPanel(<RecentList />, { conversations });
    fireEvent.contextMenu(await screen.findByRole("button", { name: /Bob/ }), { clientX: 20, clientY: 20 });
    // The menu loads on demand with its first opening.
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole("menuitem", { name: "Delete conversation" })));
    await user.click(within(menu).getByRole("menuitem", { name: "Delete conversation" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete conversation" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(seen.some((r) => r.path === "/api/message/delete-conversation")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Bob/ })).toBeNull());
  });

  it("opens the menu with a long press and closes it with Escape", async () => {
    await renderPanel(<RecentList />, { conversations });
    const row = await screen.findByRole("button", { name: /Bob/ });
    fireEvent.pointerDown(row, { pointerType: "touch", clientX: 10, clientY: 10 });
    expect(await screen.findByRole("menu")).toBeTruthy();
    fireEvent.pointerUp(row);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("asks before deleting the chat history", async () => {
    const user = userEvent.setup();
    const { seen } = await renderPanel(<RecentList />, { conversations });
    fireEvent.contextMenu(await screen.findByRole("button", { name: /Bob/ }));
    await user.click(screen.getByRole("menuitem", { name: "Delete chat history" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete chat history" })).getByRole("button", { name: "Cancel" }));
    expect(seen.some((r) => r.path === "/api/message/delete-history")).toBe(false);
  });
});

describe("given a conversation whose last message is a gift", () => {
  const gift = (id: string) => [demoConversation({ userId: 2, nickname: "Bob", lastTime: time, lastMessage: demoMessage({ type: "custom", msg: "", custom: { type: "gift", id, amount: 2 }, time }) })];

  it("names the gift in the reader's language, not just [Gift]", async () => {
    await renderPanel(<RecentList />, { conversations: gift("rose"), locale: "ja" });
    const bob = await screen.findByRole("button", { name: /Bob/ });
    // The names come with the first gift shown.
    await waitFor(() => expect(bob.textContent).toContain("ギフト：バラ ×2"));
    expect(bob.textContent).not.toContain("Rose");
  });

  it("names it in English and Arabic too, and a gift outside the catalogue by its id", async () => {
    const { unmount } = await renderPanel(<RecentList />, { conversations: gift("coffee") });
    const bob = await screen.findByRole("button", { name: /Bob/ });
    await waitFor(() => expect(bob.textContent).toContain("Gift: Coffee ×2"));
    unmount();
    const again = await renderPanel(<RecentList />, { conversations: gift("rose"), locale: "ar" });
    const bobAr = await screen.findByRole("button", { name: /Bob/ });
    await waitFor(() => expect(bobAr.textContent).toContain("هدية: وردة ×2"));
    again.unmount();
    await renderPanel(<RecentList />, { conversations: gift("comet") });
    const bobEn = await screen.findByRole("button", { name: /Bob/ });
    await waitFor(() => expect(bobEn.textContent).toContain("Gift: comet ×2"));
  });
});

describe("given a conversation with someone who deleted their account", () => {
  it("names them Deleted user, whatever name the server still sent, with no remark to edit", async () => {
    const gone = demoConversation({ userId: 4, nickname: "Gone", deleted: true, lastTime: time - 2000, lastMessage: demoMessage({ fromUserId: 4, msg: "bye" }) });
    await renderPanel(<RecentList />, { conversations: [...conversations, gone] });
    const row = await screen.findByRole("button", { name: /Deleted user/ });
    expect(within(row).getByText("bye")).toBeTruthy();
    expect(screen.queryByText("Gone")).toBeNull();
    const editable = screen.getAllByRole("button", { name: "Edit remark" });
    expect(editable.map((b) => document.getElementById(b.getAttribute("aria-describedby") ?? "")?.textContent)).toEqual(["Bob", "Caz"]);
  });
});

describe("given the inline remark editor", () => {
  it("tells the rows' Edit remark buttons apart by the contact's name", async () => {
    await renderPanel(<RecentList />, { conversations });
    const buttons = await screen.findAllByRole("button", { name: "Edit remark" });
    expect(buttons.map((b) => b.getAttribute("aria-describedby") && document.getElementById(b.getAttribute("aria-describedby") ?? "")?.textContent)).toEqual(["Bob", "Caz"]);
  });

  it("saves on blur only when the name changed", async () => {
    const user = userEvent.setup();
    const { seen } = await renderPanel(<RecentList />, { conversations });
    // The field loads on first use: leave it only once it is there.
    await user.click((await screen.findAllByRole("button", { name: "Edit remark" }))[0] as HTMLElement);
    await screen.findByRole("textbox", { name: "Remark" });
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Remark" })).toBeNull());
    expect(seen.some((r) => r.path === "/api/friend/updateRemarkName")).toBe(false);
    await user.click(screen.getAllByRole("button", { name: "Edit remark" })[0] as HTMLElement);
    const input = await screen.findByRole("textbox", { name: "Remark" });
    await user.clear(input);
    await user.type(input, "Bobby");
    await user.tab();
    await waitFor(() => expect(seen.find((r) => r.path === "/api/friend/updateRemarkName")?.body).toEqual({ friendUserId: 2, friendRemarkName: "Bobby" }));
    expect(await screen.findByRole("button", { name: /Bobby/ })).toBeTruthy();
  });

  it("goes back to the old name when saving fails", async () => {
    const user = userEvent.setup();
    await renderPanel(<RecentList />, { conversations, routes: { "POST /api/friend/updateRemarkName": () => envelope(400, "Bad request.", null) } });
    await user.click((await screen.findAllByRole("button", { name: "Edit remark" }))[0] as HTMLElement);
    const input = await screen.findByRole("textbox", { name: "Remark" });
    await user.clear(input);
    await user.type(input, "Nope");
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Nope/ })).toBeNull());
    expect(screen.getByRole("button", { name: /Bob/ })).toBeTruthy();
  });
});
