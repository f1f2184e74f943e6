import { demoMessage, demoUser, envelope } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../test/render-panel.js";
import { openBob } from "../test/open-conversation.js";

const burnFromBob = (id: string) => demoMessage({ id, fromUserId: 2, toUserId: 7, type: "img", msg: "", url: null, ext: { type: "burn" } });
const readOk = () => envelope(200, "ok", { url: "/api/im/burn-file/t", expiresInMs: 60000, displayMs: 8000 });

describe("burn-after-read in the conversation", () => {
  it("shows a burned placeholder after the countdown is closed", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: {
        2: [
          demoMessage({ id: "burn1", fromUserId: 2, toUserId: 7, type: "img", msg: "", url: null, ext: { type: "burn" } }),
        ],
      },
      routes: { "POST /api/im/read-burnimg": () => envelope(200, "ok", { url: "/api/im/burn-file/t", expiresInMs: 60000, displayMs: 8000 }) },
    });
    await user.click(await screen.findByRole("button", { name: "View burn-after-read photo" }));
    const viewer = await screen.findByRole("dialog", { name: "Burn-after-read photo" });
    expect(viewer.textContent).toContain("Burns in 8 s");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByText("This photo has been burned")).toBeTruthy());
  });

  it("a photo read before (history after a reload) shows burned, never offered again", async () => {
    await openBob({ messages: { 2: [demoMessage({ id: "old", fromUserId: 2, toUserId: 7, type: "img", msg: "", url: null, ext: { type: "burn", burnReadAt: 1 } })] } });
    expect(await screen.findByText("This photo has been burned")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "View burn-after-read photo" })).toBeNull();
  });

  describe("given a viewer whose burn photos cost three coins", () => {
    const payer = () =>
      openBob({
        me: { ...demoUser(), isBurnPayMsg: 1 },
        messages: { 2: [burnFromBob("burn1")] },
        routes: {
          "POST /api/im/read-burnimg": readOk,
          "GET /api/message/alert_status": () => envelope(200, "ok", { dismissed: [], coins: { payMsg: 1, burnPayMsg: 3 } }),
          "POST /api/message/update_alert_status": () => envelope(200, "ok", {}),
        },
      });
    const reads = (seen: { path: string }[]) => seen.filter((r) => r.path === "/api/im/read-burnimg").length;

    it("asks first, naming the price and the balance after, in an accessible dialog; Cancel opens nothing", async () => {
      const user = userEvent.setup();
      const view = await payer();
      view.chat.wallet.apply({ goldCoin: 30, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
      await user.click(await screen.findByRole("button", { name: "View burn-after-read photo" }));
      const prompt = await screen.findByRole("dialog", { name: "View burn-after-read photo" });
      expect(prompt.textContent).toContain("Three gold coins give permission to view new friends' photos");
      expect(prompt.textContent).toContain("Price3 gold coins");
      expect(prompt.textContent).toContain("Balance after27 gold coins");
      // The focus is inside, on Cancel: Enter right away spends nothing.
      expect(within(prompt).getByRole("button", { name: "Cancel" })).toBe(document.activeElement);
      expect(await axeViolations(view.container)).toEqual([]);
      await user.click(within(prompt).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(reads(view.seen)).toBe(0);
      expect(screen.getByRole("button", { name: "View burn-after-read photo" })).toBeTruthy();
    });

    it("Confirm with \"Don't show again\" opens the photo and tells the server", async () => {
      const user = userEvent.setup();
      const view = await payer();
      await user.click(await screen.findByRole("button", { name: "View burn-after-read photo" }));
      const prompt = await screen.findByRole("dialog", { name: "View burn-after-read photo" });
      await user.click(within(prompt).getByRole("checkbox", { name: "Don't show again" }));
      await user.click(within(prompt).getByRole("button", { name: "Confirm" }));
      expect(await screen.findByRole("dialog", { name: "Burn-after-read photo" })).toBeTruthy();
      expect(reads(view.seen)).toBe(1);
      expect(view.seen.find((r) => r.path === "/api/message/update_alert_status")?.body).toEqual({ alertType: "burnPayMsg" });
    });

    it("with too few coins offers a top-up instead of the read", async () => {
      const user = userEvent.setup();
      const view = await payer();
      view.chat.wallet.apply({ goldCoin: 2, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
      await user.click(await screen.findByRole("button", { name: "View burn-after-read photo" }));
      const prompt = await screen.findByRole("dialog", { name: "View burn-after-read photo" });
      expect(within(prompt).getByRole("alert").textContent).toBe("Insufficient gold coins!");
      expect(within(prompt).queryByRole("button", { name: "Confirm" })).toBeNull();
      await user.click(within(prompt).getByRole("button", { name: "Top up coins" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(reads(view.seen)).toBe(0);
    });
  });
});
