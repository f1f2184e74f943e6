import { describe, expect, it } from "vitest";
import { createReceipts, receiptOf } from "./receipts.js";

describe("read receipts of my messages", () => {
  it("says Sent, Delivered or Read by the message's time, from the history and live events, never going back", () => {
    const receipts = createReceipts();
    const at = (time: number) => receiptOf(receipts.$receipts.get(), 5, { time });
    expect(at(100)).toBe("sent");
    receipts.fromHistory(5, undefined);
    expect(receipts.$receipts.get().size).toBe(0);
    receipts.fromHistory(5, { deliveredUpTo: 200, readUpTo: 100 });
    expect([at(100), at(150), at(250)]).toEqual(["read", "delivered", "sent"]);
    receipts.noteDelivered(5, 300);
    expect(at(250)).toBe("delivered");
    receipts.noteRead(5, 400);
    expect([at(250), at(400), at(401)]).toEqual(["read", "read", "sent"]);
    // An older page's receipts do not undo newer live ones.
    receipts.fromHistory(5, { deliveredUpTo: 200, readUpTo: 100 });
    expect(at(400)).toBe("read");
    expect(receiptOf(receipts.$receipts.get(), 6, { time: 1 })).toBe("sent");
    receipts.reset();
    expect(at(100)).toBe("sent");
  });
});
