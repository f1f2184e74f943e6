import { demoPublicUser } from "@chat/client/test";
import { demoUser } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { ProfileCard } from "./profile-card.js";

const grace = demoPublicUser({
  id: 5,
  nickname: "Grace",
  vipLevel: 2,
  gender: 1,
  age: 31,
  region: "Oslo",
  interest: "hiking,jazz",
  occupation: "Pilot",
  language: "nb",
  languages: "nb,es",
  height: 170,
  weight: 60,
  isFriend: true,
  friendRemarkName: "G",
});

describe("given the profile card of another user", () => {
  it("shows the spec's fields and a Send message button, without axe violations", async () => {
    const { chat, container } = await renderPanel(<ProfileCard userId={5} onBack={() => {}} />, { users: [grace] });
    await chat.openProfile(5);
    expect(await screen.findByText("Grace")).toBeTruthy();
    expect(screen.getByText("SVIP")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Female" })).toBeTruthy();
    expect(screen.getByText(/100005/)).toBeTruthy();
    expect(screen.getByText("170 cm")).toBeTruthy();
    expect(screen.getByText("60 kg")).toBeTruthy();
    expect(screen.getByText("#hiking")).toBeTruthy();
    expect(screen.getByText("Pilot")).toBeTruthy();
    // The languages Grace speaks, by their own names, not her interface language's code.
    expect(screen.getByText("Norsk bokmål, Español")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete friend" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add friend" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(chat.$view.get()).toEqual({ name: "conversation", peerId: 5 }));
  });

  it("raises chat-open-profile from the avatar", async () => {
    const { chat, controller } = await renderPanel(<ProfileCard userId={5} onBack={() => {}} />, { users: [grace] });
    await chat.openProfile(5);
    await userEvent.click(await screen.findByRole("button", { name: "Open the home page of Grace" }));
    const event = controller.events.find((e) => e.type === "chat-open-profile");
    expect(event?.detail).toEqual({ userId: 5 });
    expect(event?.bubbles && event.composed).toBe(true);
  });

  it("has no Send message and no invitation on my own finished card", async () => {
    const me = demoUser({ id: 7 });
    const { chat } = await renderPanel(<ProfileCard userId={7} onBack={() => {}} />, { me, users: [demoPublicUser({ id: 7, nickname: "Me" })] });
    await chat.openProfile(7);
    expect(await screen.findByText("Me")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
  });

  it("a stranger who approves requests gets one: the button turns into a disabled Request sent", async () => {
    const stranger = demoPublicUser({ id: 6, nickname: "Linus", isFriend: false });
    const { chat, seen } = await renderPanel(<ProfileCard userId={6} onBack={() => {}} />, { users: [stranger] });
    await chat.openProfile(6);
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Add friend" }));
    expect(await screen.findByRole("button", { name: "Request sent" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("status").textContent).toBe("Friend request sent");
    expect(seen.filter((r) => r.path === "/api/friend/add-friend").map((r) => r.body)).toEqual([{ userId: 6 }]);
  });

  it("a stranger open to anyone becomes a friend at once: Send message and Delete friend appear", async () => {
    const stranger = demoPublicUser({ id: 6, nickname: "Linus", isFriend: false });
    const { chat } = await renderPanel(<ProfileCard userId={6} onBack={() => {}} />, { users: [stranger], openToAnyone: [6] });
    await chat.openProfile(6);
    await userEvent.click(await screen.findByRole("button", { name: "Add friend" }));
    expect(await screen.findByRole("button", { name: "Send message" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete friend" })).toBeTruthy();
    await waitFor(() => expect(chat.$contacts.get().flatMap((g) => g.friends).map((f) => f.friendUserId)).toContain(6));
  });

  it("deletes a friend only after the confirmation", async () => {
    const { chat, seen } = await renderPanel(<ProfileCard userId={5} onBack={() => {}} />, { users: [grace] });
    await chat.openProfile(5);
    await userEvent.click(await screen.findByRole("button", { name: "Delete friend" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete friend" });
    expect(seen.some((r) => r.path === "/api/friend/delete-friend")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("button", { name: "Add friend" })).toBeTruthy();
    expect(seen.filter((r) => r.path === "/api/friend/delete-friend").map((r) => r.body)).toEqual([{ friendUserId: 5 }]);
  });

  it("invites me to finish my own unfinished profile and asks the page to open the edit", async () => {
    const me = { ...demoUser({ id: 7 }), profileCompleted: false, languages: "" };
    const { chat, controller } = await renderPanel(<ProfileCard userId={7} onBack={() => {}} />, { me, users: [demoPublicUser({ id: 7, nickname: "Me" })] });
    await chat.openProfile(7);
    await userEvent.click(await screen.findByRole("button", { name: "Finish your profile" }));
    const event = controller.events.find((e) => e.type === "chat-edit-profile");
    expect(event?.detail).toEqual({});
    expect(event?.bubbles && event.composed).toBe(true);
    expect(screen.queryByRole("button", { name: "Add friend" })).toBeNull();
  });
});
