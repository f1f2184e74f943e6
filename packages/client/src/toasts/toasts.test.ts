import { afterEach, describe, expect, it, vi } from "vitest";
import { createToasts } from "../index.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("given the toasts store", () => {
  it("shows a toast, lets it be dismissed", () => {
    const toasts = createToasts();
    const id = toasts.notify({ kind: "error", text: "User already exists" });
    expect(toasts.$toasts.get()).toEqual([{ id, kind: "error", text: "User already exists" }]);
    toasts.dismiss(id);
    expect(toasts.$toasts.get()).toEqual([]);
  });

  it("carries an action and leaves time to reach it", () => {
    vi.useFakeTimers();
    const toasts = createToasts({ lifeMs: { success: 1000 }, actionLifeMs: 5000 });
    let ran = 0;
    toasts.notify({ kind: "success", text: "Bought: VIP for 30 days", action: { label: "Receipt", run: () => ran++ } });
    vi.advanceTimersByTime(4999);
    const [toast] = toasts.$toasts.get();
    expect(toast).toMatchObject({ text: "Bought: VIP for 30 days", action: { label: "Receipt" } });
    toast?.action?.run();
    expect(ran).toBe(1);
    vi.advanceTimersByTime(1);
    expect(toasts.$toasts.get()).toHaveLength(0);
  });

  it("expires toasts by themselves", () => {
    vi.useFakeTimers();
    const toasts = createToasts({ lifeMs: { success: 1000 } });
    toasts.notify({ kind: "success", text: "Saved" });
    vi.advanceTimersByTime(999);
    expect(toasts.$toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.$toasts.get()).toHaveLength(0);
  });

  it("keeps errors until dismissed and shows one toast of each kind at a time", () => {
    vi.useFakeTimers();
    const toasts = createToasts();
    toasts.notify({ kind: "error", text: "a" });
    toasts.notify({ kind: "success", text: "saved" });
    toasts.notify({ kind: "error", text: "b" });
    expect(toasts.$toasts.get().map((n) => n.text)).toEqual(["saved", "b"]);
    vi.advanceTimersByTime(60_000);
    expect(toasts.$toasts.get().map((n) => n.text)).toEqual(["b"]);
  });
});
