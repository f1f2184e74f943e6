import { demoPublicUser } from "@chat/client/test";
import { demoUser } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
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

  it("has no Send message on my own card", async () => {
    const me = demoUser({ id: 7 });
    const { chat } = await renderPanel(<ProfileCard userId={7} onBack={() => {}} />, { me, users: [demoPublicUser({ id: 7, nickname: "Me" })] });
    await chat.openProfile(7);
    expect(await screen.findByText("Me")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
  });
});
