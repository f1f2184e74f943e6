import { describe, expect, it, vi } from "vitest";
import type { Transport } from "./transport.js";
import { deferredTransport } from "./deferred-transport.js";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("given a deferred transport", () => {
  it("loads the implementation on the first open only and forwards frames", async () => {
    const inner: Transport = { open: vi.fn((o) => (o.onFrame({ type: "ready", seq: 0 }), { close: vi.fn() })) };
    const load = vi.fn(() => Promise.resolve(inner));
    const transport = deferredTransport(load);
    expect(load).not.toHaveBeenCalled();
    const onFrame = vi.fn();
    transport.open({ token: "t", lastSeq: 0, onFrame, onClose: vi.fn() });
    transport.open({ token: "t", lastSeq: 0, onFrame, onClose: vi.fn() });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFrame).toHaveBeenCalledWith({ type: "ready", seq: 0 });
  });

  it("closes the connection when loading fails, and a close before loading opens nothing", async () => {
    const onClose = vi.fn();
    deferredTransport(() => Promise.reject(new Error("offline"))).open({ token: "t", lastSeq: 0, onFrame: vi.fn(), onClose });
    await settle();
    expect(onClose).toHaveBeenCalledWith({ code: 1006, reason: "transport failed to load" });

    const inner: Transport = { open: vi.fn(() => ({ close: vi.fn() })) };
    const early = vi.fn();
    deferredTransport(() => Promise.resolve(inner)).open({ token: "t", lastSeq: 0, onFrame: vi.fn(), onClose: early }).close();
    await settle();
    expect(inner.open).not.toHaveBeenCalled();
    expect(early).toHaveBeenCalledTimes(1);
  });
});
