import type { Incoming } from "@chat/client/core";
import { describe, expect, it, vi } from "vitest";
import { createTestController } from "../element/controller.js";
import { attention, type AttentionPage } from "./attention.js";

const incoming = (over: Partial<Incoming> = {}): Incoming => ({
  message: { id: "m1", fromUserId: 5, toUserId: 7, type: "txt", msg: "hello", url: null, custom: null, time: 1, ext: {} } as unknown as Incoming["message"],
  peerId: 5,
  name: "Ada",
  avatar: "/files/ada.jpg",
  seen: false,
  ...over,
});

function setUp(state: { hidden: boolean; permission: AttentionPage["permission"] extends () => infer P ? P : never; sound?: boolean; notifications?: boolean }) {
  const controller = createTestController();
  controller.$sound.set(state.sound ?? false);
  controller.$notifications.set(state.notifications ?? false);
  const page = { hidden: () => state.hidden, permission: () => state.permission, beep: vi.fn(() => Promise.resolve()), notify: vi.fn((_incoming: Incoming, _how: Parameters<AttentionPage["notify"]>[1]) => Promise.resolve()) };
  const onIncoming = attention({ controller, locale: () => "de", apiBase: "https://chat.example", page });
  return { controller, page, onIncoming };
}

describe("the element calling the person back", () => {
  it("stays quiet for a message the person is looking at", () => {
    const { page, onIncoming } = setUp({ hidden: false, permission: "granted", sound: true, notifications: true });
    onIncoming(incoming({ seen: true }));
    expect(page.beep).not.toHaveBeenCalled();
    expect(page.notify).not.toHaveBeenCalled();
  });

  it("plays the tone only with `sound`, for a conversation not on screen", () => {
    const quiet = setUp({ hidden: false, permission: "default" });
    quiet.onIncoming(incoming());
    expect(quiet.page.beep).not.toHaveBeenCalled();
    const loud = setUp({ hidden: false, permission: "default", sound: true });
    loud.onIncoming(incoming());
    expect(loud.page.beep).toHaveBeenCalledTimes(1);
    expect(loud.page.notify).not.toHaveBeenCalled();
  });

  it("notifies only while the page is hidden, with `notifications` and the browser's permission; a click opens the conversation", () => {
    expect(setUp({ hidden: false, permission: "granted", notifications: true }).page.notify).not.toHaveBeenCalled();
    for (const state of [{ hidden: true, permission: "default" as const, notifications: true }, { hidden: true, permission: "granted" as const, notifications: false }]) {
      const { page, onIncoming } = setUp(state);
      onIncoming(incoming());
      expect(page.notify).not.toHaveBeenCalled();
    }
    const { page, onIncoming, controller } = setUp({ hidden: true, permission: "granted", notifications: true });
    const commands: unknown[] = [];
    controller.onCommand((command) => commands.push(command));
    onIncoming(incoming());
    expect(page.notify).toHaveBeenCalledTimes(1);
    const [told, how] = page.notify.mock.calls[0] ?? [];
    expect(told?.name).toBe("Ada");
    expect(how).toMatchObject({ locale: "de", apiBase: "https://chat.example", showText: true });
    how?.open();
    expect(controller.$open.get()).toBe(true);
    expect(commands).toEqual([{ kind: "openConversation", userId: 5 }]);
  });
});
