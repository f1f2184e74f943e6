import { demoFriend } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { ContactsList } from "./contacts-list.js";

const friends = [
  demoFriend({ friendUserId: 2, friendUserNickName: "Bob", firstLetter: "B" }),
  demoFriend({ friendUserId: 3, friendUserNickName: "Alice", firstLetter: "A", friendRemarkName: "Ali", onlineState: 1 }),
  demoFriend({ friendUserId: 4, friendUserNickName: "Ben", firstLetter: "B" }),
];

describe("given a user with friends", () => {
  it("groups them by first letter with an index, showing remarks, and has no axe violations", async () => {
    const { container } = await renderPanel(<ContactsList />, { friends });
    const index = await screen.findByRole("navigation", { name: "Letter index" });
    expect(within(index).getAllByRole("button").map((b) => b.textContent)).toEqual(["A", "B"]);
    const groupB = screen.getByRole("region", { name: "B" });
    expect(Array.from(groupB.querySelectorAll(".contacts__name")).map((b) => b.textContent)).toEqual(["Ben", "Bob"]);
    expect(screen.getByRole("button", { name: /Ali/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("jumps to a letter and opens a conversation on click", async () => {
    const user = userEvent.setup();
    const { chat } = await renderPanel(<ContactsList />, { friends });
    await user.click(await screen.findByRole("button", { name: "Jump to B" }));
    expect(document.activeElement?.textContent).toBe("B");
    await user.click(screen.getByRole("button", { name: "Bob" }));
    await waitFor(() => expect(chat.$view.get()).toEqual({ name: "conversation", peerId: 2 }));
  });
});
