import { describe, expect, it, vi } from "vitest";
import { demoUser, envelope } from "../test/fake-fetch.js";
import { demoMessage } from "../chat/testing/fixtures.js";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { inConversation, PEER } from "../chat/testing/in-conversation.js";
import { BURN_PAY_MSG_ALERT } from "../wallet/pay-prompt.js";

describe("burn-after-read", () => {
  const read = () => envelope(200, "ok", { url: "/api/im/burn-file/tok", expiresInMs: 60_000, displayMs: 8000 });

  it("shows the image for 8 s with a countdown, then burned for good", async () => {
    const timers = createManualTimers();
    const { burnAfterRead, seen } = await inConversation({ env: { ...timers, apiBase: "http://chat.test" }, routes: { "POST /api/im/read-burnimg": read } });
    await burnAfterRead.openBurnImage("b1");
    expect(seen.find((r) => r.path === "/api/im/read-burnimg")?.body).toEqual({ msgId: "b1" });
    expect(burnAfterRead.$burns.get().b1).toEqual({ status: "showing", url: "http://chat.test/api/im/burn-file/tok", remainingMs: 8000 });
    timers.advance(3000);
    expect(burnAfterRead.$burns.get().b1).toMatchObject({ status: "showing", remainingMs: 5000 });
    timers.advance(5000);
    expect(burnAfterRead.$burns.get().b1).toEqual({ status: "burned" });
    await burnAfterRead.openBurnImage("b1");
    expect(seen.filter((r) => r.path === "/api/im/read-burnimg")).toHaveLength(1);
  });

  it("tells the sender when the receiver opened the photo", async () => {
    const { chat, transport, me } = await inConversation({ messages: { [PEER]: [demoMessage({ id: "b9", fromUserId: 7, toUserId: PEER, type: "img", msg: "", url: null, ext: { type: "burn" } })] } });
    expect(me.id).toBe(7);
    await vi.waitFor(() => expect(chat.$connection.get()).toEqual({ status: "online" }));
    transport.emitEvent({ type: "burn-read", data: { messageId: "b9", viewerId: PEER, time: 1234 } });
    await vi.waitFor(() => expect(chat.$active.get()?.messages.find((m) => m.id === "b9")?.ext.burnReadAt).toBe(1234));
  });

  it("closing early still burns it", async () => {
    const timers = createManualTimers();
    const { burnAfterRead } = await inConversation({ env: timers, routes: { "POST /api/im/read-burnimg": read } });
    await burnAfterRead.openBurnImage("b1");
    burnAfterRead.closeBurnImage("b1");
    expect(burnAfterRead.$burns.get().b1).toEqual({ status: "burned" });
    expect(timers.pending()).toBe(0);
  });

  it("without coins opens the burn-photo variant and shows nothing", async () => {
    const { burnAfterRead, wallet } = await inConversation({ routes: { "POST /api/im/read-burnimg": () => envelope(106001, "Three gold coins give permission to view new friends' photos", null) } });
    await burnAfterRead.openBurnImage("b1");
    expect(wallet.$outOfCoins.get()?.kind).toBe("burn");
    expect(burnAfterRead.$burns.get().b1?.status).toBe("failed");
  });
  it("sends a picked image as burn-after-read when marked", async () => {
    const { chat, sends } = await inConversation({ routes: { "POST /api/file/upload": () => envelope(200, "ok", { url: "/files/a.png" }) } });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: "image/png" });
    await chat.pickImage(file, "a.png");
    chat.setBurn(true);
    await chat.send();
    expect(sends()[0]).toMatchObject({ messageType: "img", imageUrl: "/files/a.png", customExt: { type: "burn" } });
  });

  describe("given a viewer whose burn photos cost coins (isBurnPayMsg 1)", () => {
    /** The server remembers what was dismissed, as the real one does. */
    const payer = (dismissed: string[] = []) =>
      inConversation({
        me: { ...demoUser(), isBurnPayMsg: 1 },
        routes: {
          "POST /api/im/read-burnimg": read,
          "GET /api/message/alert_status": () => envelope(200, "ok", { dismissed, coins: { payMsg: 1, burnPayMsg: 3 } }),
          "POST /api/message/update_alert_status": (request) => {
            dismissed.push((request.body as { alertType: string }).alertType);
            return envelope(200, "ok", {});
          },
        },
      });
    const reads = (seen: { path: string }[]) => seen.filter((r) => r.path === "/api/im/read-burnimg").length;

    it("asks with the price before the read; Cancel reads (and charges) nothing", async () => {
      const { burnAfterRead, seen } = await payer();
      await burnAfterRead.openBurnImage("b1");
      expect(burnAfterRead.$burns.get().b1).toEqual({ status: "asking", coins: 3 });
      expect(reads(seen)).toBe(0);
      burnAfterRead.cancelBurnPrompt("b1");
      expect(burnAfterRead.$burns.get().b1).toEqual({ status: "failed", error: "" });
      expect(reads(seen)).toBe(0);
    });

    it("yes opens the photo and asks again next time", async () => {
      const { burnAfterRead, seen } = await payer();
      await burnAfterRead.openBurnImage("b1");
      await burnAfterRead.confirmBurnPrompt("b1", false);
      expect(reads(seen)).toBe(1);
      expect(burnAfterRead.$burns.get().b1?.status).toBe("showing");
      expect(seen.some((r) => r.path === "/api/message/update_alert_status")).toBe(false);
      await burnAfterRead.openBurnImage("b2");
      expect(burnAfterRead.$burns.get().b2?.status).toBe("asking");
    });

    it("\"Don't show again\" tells the server, and the next photo opens without asking", async () => {
      const { burnAfterRead, seen } = await payer();
      await burnAfterRead.openBurnImage("b1");
      await burnAfterRead.confirmBurnPrompt("b1", true);
      expect(seen.find((r) => r.path === "/api/message/update_alert_status")?.body).toEqual({ alertType: BURN_PAY_MSG_ALERT });
      await burnAfterRead.openBurnImage("b2");
      expect(burnAfterRead.$burns.get().b2?.status).toBe("showing");
      expect(reads(seen)).toBe(2);
    });

    it("a prompt dismissed before (in another browser) is not shown", async () => {
      const { burnAfterRead, seen } = await payer([BURN_PAY_MSG_ALERT]);
      await burnAfterRead.openBurnImage("b1");
      expect(burnAfterRead.$burns.get().b1?.status).toBe("showing");
      expect(reads(seen)).toBe(1);
    });
  });
});
